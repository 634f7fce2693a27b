// Which control characters a JSON string spells as a short escape such as `\n`.

/// The control characters written as two-character escapes (`\n`, `\t`, …); every other one
/// below U+0020 is written `\u00XX` in lowercase hex. `"` and `\` are always `\"` and `\\`.
public struct JSONEscaping: Sendable {
    let short: [Unicode.Scalar: String]

    /// `\b`, `\f`, `\n`, `\r` and `\t`.
    public static let standard = JSONEscaping(short: [
        "\u{08}": "\\b", "\u{0C}": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t",
    ])

    /// `\n`, `\r` and `\t`; `\b` and `\f` as `\u0008` and `\u000c`.
    public static let lineBreaksAndTab = JSONEscaping(short: ["\n": "\\n", "\r": "\\r", "\t": "\\t"])

    /// No short escapes: every control character as `\u00XX`.
    public static let unicodeOnly = JSONEscaping(short: [:])
}
