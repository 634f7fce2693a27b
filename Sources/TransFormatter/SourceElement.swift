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

/// The tokens and comments of one chunk of a file (`SourceChunks`), merged by position and read
/// from the chunk's buffers as the formatter walks them: no array of elements is built (issue 13).
/// A `newline` token (a run of empty lines) gives one line break, or two when it holds several:
/// the layout keeps at most one blank line. Both of the formatter's passes walk the same elements
/// in the same order, so an element's place in the walk names it for both.
struct SourceElements: Sequence {
    /// The chunk's tokens, without the end of file.
    let tokens: [Token]
    /// The comments between the end of the previous chunk and the end of this one.
    let comments: [SourceRange]
    /// The whole file's bytes, which the ranges index.
    let bytes: [UInt8]

    func makeIterator() -> Iterator { Iterator(self) }

    struct Iterator: IteratorProtocol {
        private let chunk: SourceElements
        private var tokenIndex = 0
        private var commentIndex = 0
        /// The second line break of a `newline` token that holds several.
        private var pendingLineBreak = false

        init(_ chunk: SourceElements) { self.chunk = chunk }

        mutating func next() -> SourceElement? {
            if pendingLineBreak {
                pendingLineBreak = false
                return .lineBreak
            }
            let token = tokenIndex < chunk.tokens.count ? chunk.tokens[tokenIndex] : nil
            if commentIndex < chunk.comments.count,
                token.map({ chunk.comments[commentIndex].start < $0.range.start }) ?? true
            {
                commentIndex += 1
                return .comment(chunk.comments[commentIndex - 1])
            }
            guard let token else { return nil }
            tokenIndex += 1
            guard token.kind == .newline else { return .token(token) }
            pendingLineBreak = Self.holdsSeveralLineBreaks(token.range, in: chunk.bytes)
            return .lineBreak
        }

        /// Whether `range` (a `newline` token) holds more than one LF, CR LF or CR.
        private static func holdsSeveralLineBreaks(_ range: SourceRange, in bytes: [UInt8]) -> Bool {
            var breaks = 0
            var index = range.start
            while index < range.end {
                let byte = bytes[index]
                let crAlone =
                    byte == UInt8(ascii: "\r") && (index + 1 == range.end || bytes[index + 1] != UInt8(ascii: "\n"))
                if byte == UInt8(ascii: "\n") || crAlone {
                    breaks += 1
                    if breaks > 1 { return true }
                }
                index += 1
            }
            return false
        }
    }
}

extension TokenKind {
    /// `{` or `(`.
    var isOpeningBracket: Bool {
        switch self {
        case .leftBrace, .leftParen: true
        default: false
        }
    }

    /// `}` or `)`.
    var isClosingBracket: Bool {
        switch self {
        case .rightBrace, .rightParen: true
        default: false
        }
    }
}
