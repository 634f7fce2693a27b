// The lexer's diagnostic ids: one case per id, so that catalogue tests iterate them.

/// Every id the lexer's catalogue (`LexerMessages`) reports, raw value the printed id.
public enum LexerDiagnosticID: String, DiagnosticIDCatalogue {
    case controlCharacter = "lex.control-character"
    case invalidEscape = "lex.invalid-escape"
    case invalidUtf8 = "lex.invalid-utf8"
    case lookalike = "lex.lookalike"
    case malformedColor = "lex.malformed-color"
    case malformedNumber = "lex.malformed-number"
    case nulByte = "lex.nul-byte"
    case numberTooLarge = "lex.number-too-large"
    case unexpectedCharacter = "lex.unexpected-character"
    case unknownUnit = "lex.unknown-unit"
    case unterminatedComment = "lex.unterminated-comment"
    case unterminatedString = "lex.unterminated-string"
}
