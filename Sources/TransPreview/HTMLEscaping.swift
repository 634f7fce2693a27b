// Making arbitrary text safe where the page shows it and where its scripts read it.

/// Escapes for the two places text goes into the page: markup, and a script element's data.
///
/// Both work on Unicode scalars, not characters: `"` followed by a combining mark is one
/// `Character` but still a `"` to the HTML parser.
enum HTMLEscaping {
    /// `text` for element content or a double-quoted attribute value: `&`, `<`, `>` and `"`
    /// become character references, so no text can open a tag or end an attribute.
    static func text(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// JSON text for a `<script type="application/json">` element: every `<` becomes the JSON
    /// escape `\u003c`. JSON has `<` only inside strings, where the escape reads back as the same
    /// character, and without `<` the data can neither end the element (`</script>`) nor enter
    /// the parser's escaped states (`<!--`).
    static func scriptData(json: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(json.utf8.count)
        for scalar in json.unicodeScalars {
            if scalar == "<" { escaped += "\\u003c" } else { escaped.unicodeScalars.append(scalar) }
        }
        return escaped
    }
}
