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
    /// A `newline` token (a run of empty lines) gives one line break, or two when it holds
    /// several: the layout keeps at most one blank line.
    static func elements(of lexed: LexedFile, in file: SourceFile) -> [SourceElement] {
        var elements: [SourceElement] = []
        var comments = lexed.comments[...]
        for token in lexed.tokens where token.kind != .endOfFile {
            while let comment = comments.first, comment.start < token.range.start {
                elements.append(.comment(comment))
                comments.removeFirst()
            }
            guard token.kind == .newline else {
                elements.append(.token(token))
                continue
            }
            elements.append(.lineBreak)
            if Self.holdsSeveralLineBreaks(token.range, in: file) { elements.append(.lineBreak) }
        }
        elements += comments.map(SourceElement.comment)
        return elements
    }

    /// Whether `range` (a `newline` token) holds more than one LF, CR LF or CR.
    private static func holdsSeveralLineBreaks(_ range: SourceRange, in file: SourceFile) -> Bool {
        var breaks = 0
        var index = range.start
        while index < range.end {
            let byte = file.bytes[index]
            let crAlone =
                byte == UInt8(ascii: "\r") && (index + 1 == range.end || file.bytes[index + 1] != UInt8(ascii: "\n"))
            if byte == UInt8(ascii: "\n") || crAlone {
                breaks += 1
                if breaks > 1 { return true }
            }
            index += 1
        }
        return false
    }

    /// The token's kind, or nil for a comment or a line break.
    var tokenKind: TokenKind? {
        if case .token(let token) = self { token.kind } else { nil }
    }

    /// Whether this is a comment, which layout decisions look past (a comma beside one is
    /// still redundant).
    var isComment: Bool {
        if case .comment = self { true } else { false }
    }
}

extension TokenKind {
    /// `{` or `(`.
    var isOpeningBracket: Bool { self == .leftBrace || self == .leftParen }

    /// `}` or `)`.
    var isClosingBracket: Bool { self == .rightBrace || self == .rightParen }
}
