// A source line as the renderers show it: one scalar per column, as `lineColumn(of:)` counts.

extension SourceFile {
    /// The scalars of the 1-based `line` without its line break, one per column: an invalid
    /// byte becomes one U+FFFD, so carets line up with the columns diagnostics report.
    func columnScalars(ofLine line: Int) -> [Unicode.Scalar] {
        let lineStarts = lineStarts
        guard line >= 1, line <= lineStarts.count else { return [] }
        var index = lineStarts[line - 1]
        let end = lineEnd(line - 1)
        var scalars: [Unicode.Scalar] = []
        while index < end {
            let length = UTF8Validation.sequenceLength(bytes, at: index)
            scalars.append(length == 0 ? "\u{FFFD}" : UTF8Validation.scalar(bytes, at: index, length: length))
            index += max(1, length)
        }
        return scalars
    }
}
