// Prints a file's tokens and comments in the standard layout, following each chunk's `LayoutPlan`.
import TransSyntax

/// One pass over each chunk's elements, in its plan's order: each token and comment is printed
/// after the line breaks the author wrote (at most one blank line) or the ones the layout
/// requires, indented by its brackets, or after the space its neighbour calls for. What it knows
/// of the text printed so far carries over from chunk to chunk.
struct LayoutPrinter {
    private let file: SourceFile
    private var text = ""
    /// The plan of the chunk being printed, and the next of its `shapes` (the next `{`'s) and of
    /// its `redundantCommas`.
    private var plan = LayoutPlan()
    private var nextShape = 0
    private var nextRedundantComma = 0
    /// The shape of each open brace, innermost last.
    private var openShapes: [BlockShape] = []
    /// The indentation level of each open bracket's line, innermost last.
    private var openLineLevels: [Int] = []
    /// The indentation level of the line being printed.
    private var lineLevel = 0
    /// Line breaks read since the last printed piece.
    private var pendingLineBreaks = 0
    /// The last printed piece; nil before the first.
    private var previous: Piece?
    /// The last printed token, which tells a unary `-` and a call's `(`.
    private var previousToken: TokenKind?
    /// Whether a multi-line block was just opened, so its first token starts a line.
    private var awaitsFirstLine = false
    /// Whether a left-out comma began the current line, so the line break ending that line
    /// is not counted unless something is printed on it.
    private var ignoresLineBreak = false

    init(file: SourceFile) {
        self.file = file
        // Room for the input and an eighth more, which formatting rarely passes: grown by
        // doubling, the text's outgrown buffers took `fmt` of a 16 MB file from a peak of 41 MB
        // to 56 MB, over three times the input (issue 13).
        text.reserveCapacity(file.bytes.count + file.bytes.count / 8)
    }

    /// Prints the next chunk of the file, laid out as `plan` (made from `elements`) decides.
    mutating func print(_ elements: SourceElements, following plan: LayoutPlan) {
        self.plan = plan
        nextShape = 0
        nextRedundantComma = 0
        for (index, element) in elements.enumerated() {
            switch element {
            case .lineBreak where ignoresLineBreak:
                ignoresLineBreak = false
            case .lineBreak:
                pendingLineBreaks += 1
            case .comment(let range):
                let text = CommentText.normalized(range, in: file)
                place(text, as: text.hasPrefix("//") ? .lineComment : .comment, startsLine: false, closes: false)
            case .token
            where nextRedundantComma < plan.redundantCommas.count
                && plan.redundantCommas[nextRedundantComma] == index:
                nextRedundantComma += 1
                ignoresLineBreak = pendingLineBreaks > 0
            case .token(let token):
                printToken(token, shape: shape(of: token.kind))
            }
        }
    }

    /// The formatted text once every chunk is printed: empty, or ending in exactly one line break.
    mutating func finished() -> String {
        if !text.isEmpty { text += "\n" }
        return text
    }

    /// The shape of the block a brace opens or closes, read from the plan in the order the
    /// braces come; nil for any other token.
    private mutating func shape(of kind: TokenKind) -> BlockShape? {
        switch kind {
        case .leftBrace:
            openShapes.append(plan.shapes[nextShape])
            nextShape += 1
            return openShapes.last
        case .rightBrace:
            return openShapes.popLast()
        default:
            return nil
        }
    }

    /// Prints a token; `shape` is the block's when the token is a brace.
    private mutating func printToken(_ token: Token, shape: BlockShape?) {
        let kind = token.kind
        let piece: Piece
        switch kind {
        case .leftParen: piece = .openParen(isCall: previousToken?.endsOperand ?? false)
        case .rightParen: piece = .closeParen
        case .leftBrace: piece = .openBrace
        case .dot: piece = .dot
        case .comma: piece = .comma
        case .colon: piece = .colon
        case .minus: piece = previousToken?.endsOperand ?? false ? .word : .unaryMinus
        default: piece = .word
        }
        if kind == .rightBrace, shape == .empty { pendingLineBreaks = 0 }
        let startsLine = awaitsFirstLine || (kind == .rightBrace && shape == .multiLine)
        awaitsFirstLine = false
        let spelling = String(decoding: file.bytes[token.range.start..<token.range.end], as: UTF8.self)
        place(spelling, as: piece, startsLine: startsLine, closes: kind.isClosingBracket)
        if kind.isClosingBracket { _ = openLineLevels.popLast() }
        if kind.isOpeningBracket {
            openLineLevels.append(lineLevel)
            awaitsFirstLine = shape == .multiLine && kind == .leftBrace
        }
        previousToken = kind
    }

    /// Prints `spelling` on a new line when line breaks precede it (or `startsLine`), else after
    /// the space `Piece.isSpaced` calls for. A closing bracket at the start of a line goes to
    /// its opening bracket's level; anything else one level inside the innermost open bracket.
    private mutating func place(_ spelling: String, as piece: Piece, startsLine: Bool, closes: Bool) {
        var lineBreaks = startsLine ? max(pendingLineBreaks, 1) : pendingLineBreaks
        pendingLineBreaks = 0
        if let previous {
            let opens: Bool
            switch previous {
            case .openBrace, .openParen: opens = true
            default: opens = false
            }
            lineBreaks = min(lineBreaks, opens || closes ? 1 : 2)
            if lineBreaks > 0 {
                lineLevel = closes ? openLineLevels.last ?? 0 : openLineLevels.last.map { $0 + 1 } ?? 0
                text += String(repeating: "\n", count: lineBreaks) + String(repeating: "    ", count: lineLevel)
            } else if Piece.isSpaced(previous, piece) {
                text += " "
            }
        }
        text += spelling
        previous = piece
        ignoresLineBreak = false
    }
}
