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

/// A token with the value the parser reads from it (`LexedFile.text(of:)`, `number(of:)`,
/// `color(of:)`, `string(of:)`), so lexer tests compare names and values, not only kinds.
enum TokenValue: Equatable {
    case identifier(String)
    case number(Double, NumberUnit?)
    case hexColor(red: Double, green: Double, blue: Double, alpha: Double)
    case string(String)
    case keyword(Keyword)
    case leftBrace, rightBrace, leftParen, rightParen
    case colon, comma, dot, equals, arrow, plus, minus, star, slash
    case newline, invalid, endOfFile

    init(_ token: Token, in lexed: LexedFile) {
        switch token.kind {
        case .identifier: self = .identifier(lexed.text(of: token))
        case .number: self = .number(lexed.number(of: token).value, lexed.number(of: token).unit)
        case .hexColor:
            let color = lexed.color(of: token)
            self = .hexColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        case .string: self = .string(lexed.string(of: token))
        case .keyword(let keyword): self = .keyword(keyword)
        case .leftBrace: self = .leftBrace
        case .rightBrace: self = .rightBrace
        case .leftParen: self = .leftParen
        case .rightParen: self = .rightParen
        case .colon: self = .colon
        case .comma: self = .comma
        case .dot: self = .dot
        case .equals: self = .equals
        case .arrow: self = .arrow
        case .plus: self = .plus
        case .minus: self = .minus
        case .star: self = .star
        case .slash: self = .slash
        case .newline: self = .newline
        case .invalid: self = .invalid
        case .endOfFile: self = .endOfFile
        }
    }
}

/// Every token of `lexed` with its value, the final end of file included.
func values(_ lexed: LexedFile) -> [TokenValue] {
    lexed.tokens.map { TokenValue($0, in: lexed) }
}

/// The tokens of `text` with their values, without the final end of file.
func kinds(_ text: String) -> [TokenValue] {
    Array(values(lex(text)).dropLast())
}
