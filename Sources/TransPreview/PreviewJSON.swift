// The preview's scene JSON: the shared JSON value, printed with the preview's number spelling.
import TransJSON

extension JSONValue {
    /// The scene document: the shared pretty layout, numbers by `PreviewNumber.string` (NaN
    /// and the infinities as `null`, which the page reads as "no value"), `\b` and `\f` as
    /// `\u00XX`, no final newline.
    var previewText: String {
        JSONText.pretty(self, escaping: .lineBreaksAndTab, number: { PreviewNumber.string($0) ?? "null" })
    }
}
