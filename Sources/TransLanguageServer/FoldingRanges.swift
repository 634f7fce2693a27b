// `textDocument/foldingRange`: every brace pair spanning lines, and every multi-line block comment.
import TransJSON
import TransSyntax

/// The folding ranges of one analysed document, read from its tokens so that a block a syntax
/// error left unclosed still folds up to its last line.
enum FoldingRanges {
    /// `FoldingRange`s in order of their start: a `{ … }` folds from the `{` line to the line
    /// before the `}` (which stays visible); a `/* … */` comment folds whole, kind `comment`.
    static func ranges(_ analysis: DocumentAnalysis) -> [JSONValue] {
        let file = analysis.file
        var folds: [(start: Int, end: Int, comment: Bool)] = []
        var open: [Int] = []
        for token in analysis.lexed.tokens {
            switch token.kind {
            case .leftBrace:
                open.append(file.lineIndex(of: token.range.start))
            case .rightBrace:
                guard let start = open.popLast() else { continue }
                let end = file.lineIndex(of: token.range.start) - 1
                if end > start { folds.append((start, end, false)) }
            case .endOfFile:
                let last = file.lineIndex(of: token.range.start)
                while let start = open.popLast() {
                    if last > start { folds.append((start, last, false)) }
                }
            default:
                break
            }
        }
        for comment in analysis.lexed.comments {
            let start = file.lineIndex(of: comment.start)
            let end = file.lineIndex(of: max(comment.start, comment.end - 1))
            if end > start { folds.append((start, end, true)) }
        }
        return folds.sorted { ($0.start, $0.end) < ($1.start, $1.end) }.map { fold in
            var object: [String: JSONValue] = [
                "startLine": .number(Double(fold.start)), "endLine": .number(Double(fold.end)),
            ]
            if fold.comment { object["kind"] = "comment" }
            return JSONValue(object)
        }
    }
}
