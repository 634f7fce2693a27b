// The `llvm` layout: only the `path:line:col: severity: message` lines editors pick up.

/// Renders each diagnostic's first line and its notes' first lines.
public enum LLVMRenderer {
    /// The first lines of `diagnostics` in `file`, in output order.
    public static func render(_ diagnostics: [Diagnostic], in file: SourceFile) -> String {
        var text = ""
        for diagnostic in diagnostics.limitedForOutput() {
            text += headline(diagnostic.severity, diagnostic.message, at: diagnostic.range.start, in: file)
            for note in diagnostic.notes {
                text += headline(.note, note.message, at: note.range.start, in: file)
            }
        }
        return text
    }

    /// `path:line:col: severity: message` and a line break, optionally coloured.
    static func headline(
        _ severity: Severity, _ message: String, at offset: Int, in file: SourceFile,
        style: TerminalStyle = TerminalStyle(enabled: false)
    ) -> String {
        let position = file.lineColumn(of: offset)
        return style.bold("\(SnippetText.escaped(file.name)):\(position.line):\(position.column): ")
            + style.severity("\(severity.rawValue): ", severity)
            + style.bold(message) + "\n"
    }
}
