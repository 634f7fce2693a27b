// Builds the page's markup with managed indentation; text and attribute values are always escaped.

/// An HTML attribute: its name and its (unescaped) value.
typealias HTMLAttribute = (name: String, value: String)

/// Prints HTML one element a line, nested elements indented two spaces deeper.
///
/// Every text and attribute value goes through `HTMLEscaping.text`; only `raw` writes as is,
/// for the style sheet, the scripts and the escaped script data, which the renderer owns.
struct HTMLPrinter {
    private(set) var output = ""
    private var openElements: [String] = []

    /// `<tag attributes>` on its own line; what follows is nested until `close()`.
    mutating func open(_ tag: String, _ attributes: [HTMLAttribute] = []) {
        line(startTag(tag, attributes))
        openElements.append(tag)
    }

    /// Closes the innermost open element.
    mutating func close() {
        let tag = openElements.removeLast()
        line("</\(tag)>")
    }

    /// `<tag attributes>text</tag>` on one line.
    mutating func element(_ tag: String, _ attributes: [HTMLAttribute] = [], text: String = "") {
        line(startTag(tag, attributes) + HTMLEscaping.text(text) + "</\(tag)>")
    }

    /// `<tag attributes>`, an element without content (`meta`, `input`).
    mutating func void(_ tag: String, _ attributes: [HTMLAttribute]) {
        line(startTag(tag, attributes))
    }

    /// `<tag attributes>` and a line break, then `content` exactly as given, then `</tag>` at the
    /// start of a line: for style and script elements, whose content the caller has made safe.
    mutating func raw(_ tag: String, _ attributes: [HTMLAttribute] = [], content: String) {
        line(startTag(tag, attributes))
        output += content
        if !content.hasSuffix("\n") { output += "\n" }
        output += "</\(tag)>\n"
    }

    /// Writes `text` as one line at the current depth.
    private mutating func line(_ text: String) {
        output += String(repeating: "  ", count: openElements.count) + text + "\n"
    }

    private func startTag(_ tag: String, _ attributes: [HTMLAttribute]) -> String {
        let spelled = attributes.map { " \($0.name)=\"\(HTMLEscaping.text($0.value))\"" }
        return "<" + tag + spelled.joined() + ">"
    }
}
