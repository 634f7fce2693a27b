// Prints the timeline's JSON: the shared pretty layout, numbers in DecimalFormat, a final newline.
import TransJSON

/// Prints timeline JSON documents deterministically.
enum JSONPrinter {
    /// The text of `document`: `JSONText.pretty` with every short string escape, numbers in
    /// `DecimalFormat` (NaN and the infinities as `null`), ending with a newline.
    static func text(of document: JSONValue) -> String {
        JSONText.pretty(document, escaping: .standard, number: { DecimalFormat.string($0) ?? "null" }) + "\n"
    }
}
