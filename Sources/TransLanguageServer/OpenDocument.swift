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

    /// Creates a document from the editor's text.
    init(uri: String, version: Int?, text: String) {
        self.uri = uri
        self.version = version
        self.file = SourceFile(name: DocumentURI.fileName(of: uri), text: text)
    }

    /// Every lexical, syntax and semantic diagnostic, as `transc check` reports them, in LSP shape.
    var diagnostics: [JSONValue] {
        let parsed = Parser.parse(file)
        let checked = Checker.check(parsed.syntax, sourceName: file.name)
        let conversion = DiagnosticConversion(uri: uri, file: file)
        return (parsed.diagnostics + checked.diagnostics).sortedForOutput().map(conversion.lspDiagnostic)
    }

    /// The edits that lay the document out in the standard layout: one replacing the whole
    /// text, or none when it is already formatted or has syntax errors.
    var formattingEdits: [JSONValue] {
        guard case .formatted(let text) = Formatter.format(file), !text.utf8.elementsEqual(file.bytes) else {
            return []
        }
        let whole = SourceRange(start: 0, end: file.endOffset)
        return [["range": DiagnosticConversion(uri: uri, file: file).range(whole), "newText": .string(text)]]
    }
}
