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
        let style = TerminalStyle(enabled: colored)
        return diagnostics.sortedForOutput().map { render($0, in: file, style: style) }.joined()
    }

    private static func render(_ diagnostic: Diagnostic, in file: SourceFile, style: TerminalStyle) -> String {
        let line = file.lineColumn(of: diagnostic.range.start).line
        let noteLines = diagnostic.notes.map { file.lineColumn(of: $0.range.start).line }
        let gutter = Gutter(width: String(noteLines.reduce(line, max)).count)

        var text = LLVMRenderer.headline(
            diagnostic.severity, diagnostic.message, at: diagnostic.range.start, in: file, style: style)
        if line > 1 {
            text += gutter.source(line - 1, file.columnScalars(ofLine: line - 1))
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
    /// under the rest of the range, up to the end of that line.
    private static func excerpt(
        _ range: SourceRange, in file: SourceFile, gutter: Gutter, style: TerminalStyle
    ) -> String {
        let start = file.lineColumn(of: range.start)
        let end = file.lineColumn(of: range.end)
        let scalars = file.columnScalars(ofLine: start.line)
        let endColumn = end.line == start.line ? end.column : scalars.count + 1
        let indent = (0..<(start.column - 1)).map { column in
            column < scalars.count && scalars[column] == "\t" ? "\t" : " "
        }.joined()
        let underline = "^" + String(repeating: "~", count: max(0, endColumn - start.column - 1))
        return gutter.source(start.line, scalars) + gutter.margin + " | " + indent + style.caret(underline) + "\n"
    }
}

/// The line-number column, as wide as the largest line number a diagnostic shows.
private struct Gutter {
    var width: Int

    /// The blank gutter caret and fix-it lines start with.
    var margin: String { String(repeating: " ", count: width + 1) }

    /// ` 3 |     style: fullScreen`, with no trailing space after an empty line.
    func source(_ line: Int, _ scalars: [Unicode.Scalar]) -> String {
        let number = String(line)
        let text = String(String.UnicodeScalarView(scalars))
        return " " + String(repeating: " ", count: width - number.count) + number + " |"
            + (text.isEmpty ? "" : " " + text) + "\n"
    }
}
