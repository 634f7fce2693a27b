// The `pretty` layout: first line, source with a line-number gutter, caret, fix-its, notes.

/// Renders diagnostics for people, as `CLI.md` shows:
///
/// ```
/// card.trans:4:5: error: a presentation block requires 'style: custom'
///  3 |     style: fullScreen
///  4 |     presentation {
///    |     ^~~~~~~~~~~~
///    = fix-it: replace 'fullScreen' with 'custom'
/// ```
public enum PrettyRenderer {
    /// The full text of `diagnostics` in `file`, in output order; `colored` adds ANSI colour.
    public static func render(_ diagnostics: [Diagnostic], in file: SourceFile, colored: Bool = false) -> String {
        // A clean file, the common case, costs nothing: the map and join below make the
        // runtime instantiate their generic types on first use, a tenth of start-up.
        guard !diagnostics.isEmpty else { return "" }
        let style = TerminalStyle(enabled: colored)
        return diagnostics.limitedForOutput().map { render($0, in: file, style: style) }.joined()
    }

    private static func render(_ diagnostic: Diagnostic, in file: SourceFile, style: TerminalStyle) -> String {
        let line = file.lineColumn(of: diagnostic.range.start).line
        let noteLines = diagnostic.notes.map { file.lineColumn(of: $0.range.start).line }
        let gutter = Gutter(width: String(noteLines.reduce(line, max)).count)

        var text = LLVMRenderer.headline(
            diagnostic.severity, diagnostic.message, at: diagnostic.range.start, in: file, style: style)
        let start = file.lineColumn(of: diagnostic.range.start)
        if line > 1 {
            let previous = file.columnScalars(ofLine: line - 1)
            let window = SnippetText.window(count: max(previous.count, start.column), around: start.column - 1)
            text += gutter.source(line - 1, previous, window: window.clamped(to: 0..<previous.count))
        }
        text += excerpt(diagnostic.range, in: file, gutter: gutter, style: style)
        for fixIt in diagnostic.fixIts {
            text += gutter.margin + " = fix-it: " + fixIt.message + "\n"
        }
        for note in diagnostic.notes {
            text += LLVMRenderer.headline(.note, note.message, at: note.range.start, in: file, style: style)
            text += excerpt(note.range, in: file, gutter: gutter, style: style)
        }
        return text
    }

    /// The line `range` starts on and the caret line under it: `^` at the start column and `~`
    /// under the rest of the range, up to the end of that line. A line wider than
    /// `SnippetText.maximumColumns` shows only the part around the caret.
    private static func excerpt(
        _ range: SourceRange, in file: SourceFile, gutter: Gutter, style: TerminalStyle
    ) -> String {
        let start = file.lineColumn(of: range.start)
        let end = file.lineColumn(of: range.end)
        let scalars = file.columnScalars(ofLine: start.line)
        let endColumn = end.line == start.line ? end.column : scalars.count + 1
        let window = SnippetText.window(count: max(scalars.count, start.column), around: start.column - 1)
        var indent = window.lowerBound > 0 ? " " : ""
        for column in window.lowerBound..<(start.column - 1) {
            indent += column < scalars.count && scalars[column] == "\t" ? "\t" : blank(for: scalars, at: column)
        }
        let lastColumn = min(endColumn, window.upperBound + 1)
        var underline = "^"
        for column in start.column..<max(start.column, lastColumn - 1) {
            underline += String(repeating: "~", count: blank(for: scalars, at: column).count)
        }
        return gutter.source(start.line, scalars, window: window.clamped(to: 0..<scalars.count)) + gutter.margin
            + " | " + indent + style.caret(underline) + "\n"
    }

    /// Spaces as wide as the column's scalar is shown (an escaped one is several).
    private static func blank(for scalars: [Unicode.Scalar], at column: Int) -> String {
        guard column < scalars.count else { return " " }
        return String(repeating: " ", count: SnippetText.display(scalars[column]).unicodeScalars.count)
    }
}

/// The line-number column, as wide as the largest line number a diagnostic shows.
private struct Gutter {
    var width: Int

    /// The blank gutter caret and fix-it lines start with.
    var margin: String { String(repeating: " ", count: width + 1) }

    /// ` 3 |     style: fullScreen`, with no trailing space after an empty line: the columns in
    /// `window`, with `…` where the line goes on beyond it.
    func source(_ line: Int, _ scalars: [Unicode.Scalar], window: Range<Int>) -> String {
        let number = String(line)
        var text = window.lowerBound > 0 ? "…" : ""
        for scalar in scalars[window] { text += SnippetText.display(scalar) }
        if window.upperBound < scalars.count { text += "…" }
        return " " + String(repeating: " ", count: width - number.count) + number + " |"
            + (text.isEmpty ? "" : " " + text) + "\n"
    }
}
