// A minimal JSON value whose objects keep their keys in the order written.

/// A JSON value; serialised compactly, objects in insertion order, so output is deterministic.
enum JSONValue {
    case string(String)
    case int(Int)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    /// The compact JSON text: no spaces, no line breaks.
    var serialized: String {
        switch self {
        case .string(let text): Self.quoted(text)
        case .int(let number): String(number)
        case .array(let items): "[" + items.map(\.serialized).joined(separator: ",") + "]"
        case .object(let members):
            "{" + members.map { Self.quoted($0.key) + ":" + $0.value.serialized }.joined(separator: ",") + "}"
        }
    }

    /// `text` as a JSON string: quote and backslash escaped, control characters as `\u00XX`.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\u{0}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
