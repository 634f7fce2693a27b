// Prints a JSONValue: two-space indentation, with objects and arrays of scalars on one line.

/// Prints JSON documents deterministically.
///
/// An object or array whose members are all scalars (a sample `[0, 35, -772, 323, 692]`, the
/// container `{ "width": 393, "height": 852 }`) stays on one line; any other, non-empty one
/// puts each member on its own line, indented two spaces deeper than its parent. Empty
/// containers print as `[]` and `{}`. The document ends with a newline.
struct JSONPrinter {
    private var output = ""
    private var indentation = 0

    /// The text of `document`.
    static func text(of document: JSONValue) -> String {
        var printer = JSONPrinter()
        printer.write(document)
        printer.output.append("\n")
        return printer.output
    }

    private mutating func write(_ value: JSONValue) {
        switch value {
        case .object(let members):
            if members.isEmpty {
                output.append("{}")
            } else if members.allSatisfy(\.value.isScalar) {
                output.append("{ ")
                for (index, member) in members.enumerated() {
                    if index > 0 { output.append(", ") }
                    writeMember(member)
                }
                output.append(" }")
            } else {
                output.append("{")
                indentation += 1
                for (index, member) in members.enumerated() {
                    startMemberLine(isFirst: index == 0)
                    writeMember(member)
                }
                endBlock(close: "}")
            }
        case .array(let elements):
            if elements.isEmpty {
                output.append("[]")
            } else if elements.allSatisfy(\.isScalar) {
                output.append("[")
                for (index, element) in elements.enumerated() {
                    if index > 0 { output.append(", ") }
                    write(element)
                }
                output.append("]")
            } else {
                output.append("[")
                indentation += 1
                for (index, element) in elements.enumerated() {
                    startMemberLine(isFirst: index == 0)
                    write(element)
                }
                endBlock(close: "]")
            }
        case .string(let text):
            writeString(text)
        case .number(let number):
            output.append(DecimalFormat.string(number) ?? "null")
        case .bool(let flag):
            output.append(flag ? "true" : "false")
        }
    }

    private mutating func writeMember(_ member: (key: String, value: JSONValue)) {
        writeString(member.key)
        output.append(": ")
        write(member.value)
    }

    /// Ends the previous member of a multi-line block (if any) and indents the next one.
    private mutating func startMemberLine(isFirst: Bool) {
        output.append(isFirst ? "\n" : ",\n")
        output.append(String(repeating: "  ", count: indentation))
    }

    /// Closes a multi-line block on its own line, one level out.
    private mutating func endBlock(close: String) {
        indentation -= 1
        output.append("\n")
        output.append(String(repeating: "  ", count: indentation))
        output.append(close)
    }

    /// A JSON string: `"` and `\` escaped, control characters as `\n`, `\t`, … or `\u00XX`;
    /// everything else as is (UTF-8).
    private mutating func writeString(_ text: String) {
        output.append("\"")
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output.append("\\\"")
            case "\\": output.append("\\\\")
            case "\n": output.append("\\n")
            case "\r": output.append("\\r")
            case "\t": output.append("\\t")
            case "\u{08}": output.append("\\b")
            case "\u{0C}": output.append("\\f")
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: false)
                output.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output.append("\"")
    }
}
