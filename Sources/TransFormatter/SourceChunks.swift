// A file lexed one chunk at a time, so that the formatter holds one chunk's tokens, never the file's.
import TransSyntax

/// The chunks of a file, in order: each ends at a line break outside every bracket, or at the end
/// of the file. There the layout plan has nothing left open — no bracket, and no comma waiting for
/// the next element, since the line break settles it — so each chunk is planned on its own and
/// printed by the same printer, and the file's tokens are never all held at once (issue 13).
/// A chunk is a line outside brackets with every line of the brackets it opens: most often one
/// declaration, or a line of comments or blank lines between them.
struct SourceChunks {
    private var lexer: Lexer
    /// The current chunk's tokens; the buffer is reused for the next chunk.
    private var tokens: [Token] = []
    private var isFinished = false

    init(_ file: SourceFile) {
        lexer = Lexer(file, recordingTokens: false)
    }

    /// The next chunk's elements, or nil after the last.
    mutating func next() -> SourceElements? {
        guard !isFinished else { return nil }
        tokens.removeAll(keepingCapacity: true)
        /// Brackets opened and not closed, counted as `LayoutPlan` does: a closing bracket with
        /// none open closes nothing.
        var openBrackets = 0
        while true {
            let token = lexer.next()
            switch token.kind {
            case .endOfFile:
                isFinished = true
                let comments = lexer.takeComments(before: Int.max)
                return tokens.isEmpty && comments.isEmpty
                    ? nil : SourceElements(tokens: tokens, comments: comments, bytes: lexer.bytes)
            case .newline where openBrackets == 0:
                tokens.append(token)
                return SourceElements(
                    tokens: tokens, comments: lexer.takeComments(before: token.range.end), bytes: lexer.bytes)
            case .leftBrace, .leftParen:
                openBrackets += 1
            case .rightBrace, .rightParen:
                openBrackets = max(openBrackets - 1, 0)
            default:
                break
            }
            tokens.append(token)
        }
    }
}
