// The decisions the formatter makes from a chunk of the file before printing any of it.
import TransSyntax

/// The shape of every block and the commas the standard layout leaves out, found in one walk
/// of a chunk's elements (`SourceChunks`) and read back in the same order by the printer.
struct LayoutPlan {
    /// The shape of each `{ … }`, in the order of the opening braces.
    private(set) var shapes: [BlockShape] = []
    /// The places in the walk (`SourceElements`) of the separating commas that a line break,
    /// `{` or `}` makes redundant, in increasing order.
    private(set) var redundantCommas: [Int] = []

    /// An open bracket while scanning.
    private struct OpenBracket {
        /// For a brace, its place in `shapes`.
        var shapeIndex: Int?
        var hasLineBreak = false
        var hasContent = false
    }

    /// The plan of nothing, until a chunk's is made.
    init() {}

    /// Plans the layout of `elements`.
    init(_ elements: SourceElements) {
        var open: [OpenBracket] = []
        /// The last element other than a comment, and a block-level comma waiting for the next
        /// one to tell whether it is redundant.
        var previous: SourceElement?
        var pendingComma: Int?
        for (index, element) in elements.enumerated() {
            if !element.isComment, let comma = pendingComma {
                if element == .lineBreak || element.tokenKind == .rightBrace { redundantCommas.append(comma) }
                pendingComma = nil
            }
            switch element {
            case .lineBreak:
                if !open.isEmpty { open[open.count - 1].hasLineBreak = true }
            case .comment:
                if !open.isEmpty { open[open.count - 1].hasContent = true }
            case .token(let token):
                if token.kind.isClosingBracket, let bracket = open.popLast() {
                    if !open.isEmpty {
                        open[open.count - 1].hasLineBreak = open[open.count - 1].hasLineBreak || bracket.hasLineBreak
                    }
                    if let shapeIndex = bracket.shapeIndex {
                        shapes[shapeIndex] = !bracket.hasContent ? .empty : bracket.hasLineBreak ? .multiLine : .oneLine
                    }
                }
                if !open.isEmpty { open[open.count - 1].hasContent = true }
                if token.kind.isOpeningBracket {
                    let isBrace = token.kind == .leftBrace
                    if isBrace { shapes.append(.empty) }
                    open.append(OpenBracket(shapeIndex: isBrace ? shapes.count - 1 : nil))
                }
                if token.kind == .comma, open.last.map({ $0.shapeIndex != nil }) ?? true {
                    if previous == nil || previous == .lineBreak || previous?.tokenKind == .leftBrace {
                        redundantCommas.append(index)
                    } else {
                        pendingComma = index
                    }
                }
            }
            if !element.isComment { previous = element }
        }
        if let comma = pendingComma { redundantCommas.append(comma) }
    }
}
