// A document the editor has open: its text as last sent, and what the compiler says about it.
import TransChecker
import TransFormatter
import TransSyntax

/// The server's copy of one open document.
struct OpenDocument {
    /// The editor's URI for it.
    var uri: String
    /// The version the editor last sent, echoed in published diagnostics.
    var version: Int?
    /// The text as the compiler reads it, named after the URI's last path component.
    var file: SourceFile
    /// Every lexical, syntax and semantic diagnostic, as `transc check` reports them, sorted
    /// by position; computed once, when the text arrives.
    var compilerDiagnostics: [Diagnostic]

    /// Creates a document from the editor's text.
    init(uri: String, version: Int?, text: String) {
        self.uri = uri
        self.version = version
        let file = SourceFile(name: DocumentURI.fileName(of: uri), text: text)
        let parsed = Parser.parse(file)
        let checked = Checker.check(parsed.syntax, sourceName: file.name)
        self.file = file
        // At most `DiagnosticFormat.maximumDiagnosticsPerFile`, as on the command line: a
        // megabyte of mistakes is not a megabyte of messages for the editor to hold.
        self.compilerDiagnostics = (parsed.diagnostics + checked.diagnostics).limitedForOutput()
    }

    /// `compilerDiagnostics` in LSP shape.
    var diagnostics: [JSONValue] {
        compilerDiagnostics.map(DiagnosticConversion(uri: uri, file: file).lspDiagnostic)
    }

    /// A `quickfix` code action for each fix-it of each diagnostic overlapping `range`.
    func quickFixes(overlapping range: LSPRange) -> [JSONValue] {
        QuickFixes(uri: uri, file: file).actions(for: compilerDiagnostics, overlapping: range)
    }

    /// The edits that lay the document out in the standard layout: one replacing the whole
    /// text, or none when it is already formatted or has syntax errors.
    var formattingEdits: [JSONValue] {
        guard case .formatted(let text) = Formatter.format(file), !text.utf8.elementsEqual(file.bytes) else {
            return []
        }
        let whole = TextEdit(range: SourceRange(start: 0, end: file.endOffset), replacement: text)
        return [DiagnosticConversion(uri: uri, file: file).textEdit(whole)]
    }
}
