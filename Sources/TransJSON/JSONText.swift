// Writes a JSONValue as text: quoted strings, the compact form and the pretty form.

/// JSON text from `JSONValue`s. Each caller passes its own number spelling, so a number prints
/// exactly as the module that owns the format says (return `"null"` for values JSON can't hold).
public enum JSONText {
    /// `text` as a JSON string literal, quotes included.
    public static func quoted(_ text: String, escaping: JSONEscaping = .standard) -> String {
        var output = ""
        writeString(text, escaping: escaping, to: &output)
        return output
    }

    /// The compact text: no spaces, no line breaks, object members in order.
    public static func compact(
        _ value: JSONValue, escaping: JSONEscaping = .standard, number: (Double) -> String
    ) -> String {
        var output = ""
        writeCompact(value, escaping: escaping, number: number, to: &output)
        return output
    }

    /// The pretty text, without a final newline: two-space indentation; an object or array whose
    /// members are all scalars stays on one line (`[0, 35]`, `{ "width": 393 }`), any other
    /// non-empty one puts each member on its own line. Empty containers print as `[]` and `{}`.
    public static func pretty(
        _ value: JSONValue, escaping: JSONEscaping = .standard, number: (Double) -> String
    ) -> String {
        var output = ""
        writePretty(value, indentation: 0, escaping: escaping, number: number, to: &output)
        return output
    }

    private static func writeCompact(
        _ value: JSONValue, escaping: JSONEscaping, number: (Double) -> String, to output: inout String
    ) {
        switch value {
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                writeString(member.key, escaping: escaping, to: &output)
                output += ":"
                writeCompact(member.value, escaping: escaping, number: number, to: &output)
            }
            output += "}"
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                writeCompact(element, escaping: escaping, number: number, to: &output)
            }
            output += "]"
        case .string(let text): writeString(text, escaping: escaping, to: &output)
        case .number(let value): output += number(value)
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        }
    }

    private static func writePretty(
        _ value: JSONValue, indentation: Int, escaping: JSONEscaping, number: (Double) -> String,
        to output: inout String
    ) {
        let members: [(prefix: String, value: JSONValue)]
        let (open, close): (String, String)
        switch value {
        case .object(let object):
            members = object.map { (quoted($0.key, escaping: escaping) + ": ", $0.value) }
            (open, close) = ("{", "}")
        case .array(let elements):
            members = elements.map { ("", $0) }
            (open, close) = ("[", "]")
        case .string, .number, .bool, .null:
            writeCompact(value, escaping: escaping, number: number, to: &output)
            return
        }
        if members.allSatisfy(\.value.isScalar) {
            var inner = ""
            for (index, member) in members.enumerated() {
                inner += (index == 0 ? "" : ", ") + member.prefix
                writeCompact(member.value, escaping: escaping, number: number, to: &inner)
            }
            output += inner.isEmpty || open == "[" ? open + inner + close : open + " " + inner + " " + close
            return
        }
        let padding = String(repeating: "  ", count: indentation + 1)
        output += open
        for (index, member) in members.enumerated() {
            output += (index == 0 ? "\n" : ",\n") + padding + member.prefix
            writePretty(member.value, indentation: indentation + 1, escaping: escaping, number: number, to: &output)
        }
        output += "\n" + String(repeating: "  ", count: indentation) + close
    }

    private static func writeString(_ text: String, escaping: JSONEscaping, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case _ where scalar.value < 0x20:
                if let short = escaping.short[scalar] {
                    output += short
                } else {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
