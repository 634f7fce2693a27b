// A small JSON model and printer for the preview's scene data (the timeline has its own).

/// A JSON value whose objects keep their keys in the order given.
indirect enum PreviewJSON {
    case object([(key: String, value: PreviewJSON)])
    case array([PreviewJSON])
    case string(String)
    /// Printed by `PreviewNumber.string`; NaN and the infinities print as `null`.
    case number(Double)
    case bool(Bool)
    case null

    /// The document: two-space indentation, an object or array of scalars on one line, no
    /// final newline. The same value always gives the same text.
    var text: String {
        var output = ""
        write(to: &output, indentation: 0)
        return output
    }

    private var isScalar: Bool {
        switch self {
        case .object, .array: false
        case .string, .number, .bool, .null: true
        }
    }

    private func write(to output: inout String, indentation: Int) {
        switch self {
        case .object(let members):
            let parts = members.map { (Self.quoted($0.key) + ": ", $0.value) }
            Self.writeContainer(parts, open: "{", close: "}", to: &output, indentation: indentation)
        case .array(let elements):
            Self.writeContainer(elements.map { ("", $0) }, open: "[", close: "]", to: &output, indentation: indentation)
        case .string(let text):
            output += Self.quoted(text)
        case .number(let number):
            output += PreviewNumber.string(number) ?? "null"
        case .bool(let flag):
            output += flag ? "true" : "false"
        case .null:
            output += "null"
        }
    }

    /// Members as `prefix value`: on one line when all are scalars, else one per line.
    private static func writeContainer(
        _ members: [(prefix: String, value: PreviewJSON)], open: String, close: String, to output: inout String,
        indentation: Int
    ) {
        if members.allSatisfy(\.value.isScalar) {
            let inner = members.map { $0.prefix + $0.value.text }.joined(separator: ", ")
            output += inner.isEmpty || open == "[" ? open + inner + close : open + " " + inner + " " + close
            return
        }
        let padding = String(repeating: "  ", count: indentation + 1)
        output += open
        for (index, member) in members.enumerated() {
            output += (index == 0 ? "\n" : ",\n") + padding + member.prefix
            member.value.write(to: &output, indentation: indentation + 1)
        }
        output += "\n" + String(repeating: "  ", count: indentation) + close
    }

    /// A JSON string: `"` and `\` escaped, control characters as `\n`, `\t` or `\u00XX`.
    private static func quoted(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}
