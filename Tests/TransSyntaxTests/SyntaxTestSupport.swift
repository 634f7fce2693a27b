// Shared helpers for the syntax tests: lexing and parsing text, locating diagnostics.
import TransSyntax

/// Parses `text` as a file named `test.trans`.
func parse(_ text: String) -> (file: SourceFile, parsed: ParsedFile) {
    let file = SourceFile(name: "test.trans", text: text)
    return (file, Parser.parse(file))
}

/// Lexes `text`.
func lex(_ text: String) -> LexedFile {
    Lexer.lex(SourceFile(name: "test.trans", text: text))
}

/// Each diagnostic as `line:column: message`, in source order.
func located(_ diagnostics: [Diagnostic], in file: SourceFile) -> [String] {
    diagnostics.sortedForOutput().map {
        let position = file.lineColumn(of: $0.range.start)
        return "\(position.line):\(position.column): \($0.message)"
    }
}

/// The token kinds of `text`, without the final end of file.
func kinds(_ text: String) -> [TokenKind] {
    Array(lex(text).tokens.map(\.kind).dropLast())
}
