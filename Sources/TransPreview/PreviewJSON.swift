// The preview's scene JSON: the shared JSON value, printed with the preview's number spelling.
import TransJSON

/// A scene document value; `text` prints it.
typealias PreviewJSON = JSONValue

extension PreviewJSON {
    /// The document: the shared pretty layout, numbers by `PreviewNumber.string` (NaN and the
    /// infinities as `null`), `\b` and `\f` as `\u00XX`, no final newline.
    var text: String {
        JSONText.pretty(self, escaping: .lineBreaksAndTab, number: { PreviewNumber.string($0) ?? "null" })
    }
}
