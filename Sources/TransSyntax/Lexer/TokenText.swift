// The text and values of tokens, read from the source on demand.

/// Reads a token's text and value from the bytes it was lexed from: tokens hold no text, so
/// the lexer (for the parser) and a lexed file (for the formatter and editors) read them alike.
public protocol TokenText {
    /// The bytes the tokens' ranges index.
    var bytes: [UInt8] { get }
}

extension TokenText {
    /// The bytes of `token` as text: a name, a keyword, a literal as written.
    public func text(of token: Token) -> String {
        String(decoding: bytes[token.range.start..<token.range.end], as: UTF8.self)
    }

    /// How diagnostics name `token`: a name by its text (`'left'`), any other by its kind.
    public func spelling(of token: Token) -> String {
        token.kind == .identifier ? "'\(text(of: token))'" : token.kind.spelling
    }

    /// A `number` token's value and the unit written right after it.
    public func number(of token: Token) -> (value: Double, unit: NumberUnit?) {
        let range = token.range
        let scanned = bytes.withUnsafeBufferPointer {
            LiteralDecoding.scanNumber($0, from: range.start, limit: range.end)
        }
        let value = LiteralDecoding.numberValue(scanned, in: bytes, from: range.start)
        let end = scanned.end
        return (value, end == range.end ? nil : LiteralDecoding.unit(bytes[end..<range.end]))
    }

    /// A `hexColor` token's components, each in 0…1.
    public func color(of token: Token) -> (red: Double, green: Double, blue: Double, alpha: Double) {
        LiteralDecoding.colorComponents(bytes[(token.range.start + 1)..<token.range.end]) ?? (0, 0, 0, 1)
    }

    /// A `string` token's value, escapes decoded. A string the lexer read in lookalike quotes
    /// (`“text”`, `'text'`) is the text between them, as written.
    public func string(of token: Token) -> String {
        let range = token.range
        guard bytes[range.start] != UInt8(ascii: "\"") else {
            return StringLiteralReader(bytes, from: range.start, limit: range.end).value
        }
        let quoteLength = bytes[range.start] == UInt8(ascii: "'") ? 1 : 3
        return String(decoding: bytes[(range.start + quoteLength)..<(range.end - quoteLength)], as: UTF8.self)
    }
}
