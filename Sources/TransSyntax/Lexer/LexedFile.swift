// The lexer's result: every token of a file, for the formatter and editors.

/// The lexer's result: tokens ending in `endOfFile`, the comments (for `--verify`,
/// formatting and editors), and diagnostics. Tokens hold no text: a name's text and a
/// literal's value are read from `bytes` when asked for (`TokenText`), so the buffer is flat.
public struct LexedFile: Sendable, TokenText {
    /// The tokens; the last one is always `endOfFile`.
    public var tokens: [Token]
    /// The range of every comment, in order.
    public var comments: [SourceRange]
    /// Lexical errors.
    public var diagnostics: [Diagnostic]
    /// The whole file's bytes, which the tokens' ranges index.
    public let bytes: [UInt8]
}
