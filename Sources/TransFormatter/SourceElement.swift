// A lexed file as one stream in source order: tokens, comments and line breaks together.
import TransSyntax

/// One piece of a file the formatter prints or lays out.
enum SourceElement: Equatable {
    /// A token other than a line break or the end of file.
    case token(Token)
    /// A `//` or `/* */` comment.
    case comment(SourceRange)
    /// A line break (LF, CR LF or CR).
    case lineBreak

    /// Every token and comment of `lexed`, merged by position; the end of file is left out.
    static func elements(of lexed: LexedFile) -> [SourceElement] {
        var elements: [SourceElement] = []
        var comments = lexed.comments[...]
        for token in lexed.tokens where token.kind != .endOfFile {
            while let comment = comments.first, comment.start < token.range.start {
                elements.append(.comment(comment))
                comments.removeFirst()
            }
            elements.append(token.kind == .newline ? .lineBreak : .token(token))
        }
        elements += comments.map(SourceElement.comment)
        return elements
    }

    /// The token's kind, or nil for a comment or a line break.
    var tokenKind: TokenKind? {
        if case .token(let token) = self { token.kind } else { nil }
    }

    /// Whether this is a comment.
    var isComment: Bool {
        if case .comment = self { true } else { false }
    }
}

extension TokenKind {
    /// `{` or `(`.
    var isOpeningBracket: Bool { self == .leftBrace || self == .leftParen }

    /// `}` or `)`.
    var isClosingBracket: Bool { self == .rightBrace || self == .rightParen }

    /// Whether an operand can end with this token, so that a following `-` is binary and a
    /// following `(` is a call.
    var endsOperand: Bool {
        switch self {
        case .identifier, .number, .hexColor, .string, .keyword(.true), .keyword(.false), .rightParen, .rightBrace:
            true
        default: false
        }
    }
}
