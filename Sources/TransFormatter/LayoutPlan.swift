// The decisions the formatter makes from the whole file before printing any of it.
import TransSyntax

/// The shape of every block and the commas the standard layout leaves out, by element index.
struct LayoutPlan {
    /// The shape of the block each `{` opens or `}` closes, keyed by the bracket's element index.
    private(set) var shapes: [Int: BlockShape] = [:]
    /// The separating commas that a line break, `{` or `}` makes redundant.
    private(set) var redundantCommas: Set<Int> = []

    /// An open bracket while scanning.
    private struct OpenBracket {
        var index: Int
        var isBrace: Bool
        var hasLineBreak = false
        var hasContent = false
    }

    /// Plans the layout of `elements`.
    init(_ elements: [SourceElement]) {
        var open: [OpenBracket] = []
        for (index, element) in elements.enumerated() {
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
                    if bracket.isBrace {
                        let shape: BlockShape =
                            !bracket.hasContent ? .empty : bracket.hasLineBreak ? .multiLine : .oneLine
                        shapes[bracket.index] = shape
                        shapes[index] = shape
                    }
                }
                if !open.isEmpty { open[open.count - 1].hasContent = true }
                if token.kind.isOpeningBracket {
                    open.append(OpenBracket(index: index, isBrace: token.kind == .leftBrace))
                }
                if token.kind == .comma, open.last?.isBrace ?? true,
                    Self.isRedundantComma(at: index, in: elements)
                {
                    redundantCommas.insert(index)
                }
            }
        }
    }

    /// Whether the block-level comma at `index` stands next to a line break, after `{` or
    /// before `}` (comments aside): then it separates nothing a line break or brace does not.
    private static func isRedundantComma(at index: Int, in elements: [SourceElement]) -> Bool {
        let before = elements[..<index].last { !$0.isComment }
        let after = elements[(index + 1)...].first { !$0.isComment }
        return before == nil || before == .lineBreak || before?.tokenKind == .leftBrace
            || after == nil || after == .lineBreak || after?.tokenKind == .rightBrace
    }
}
