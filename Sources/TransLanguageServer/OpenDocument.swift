// A document the editor has open: its text as last sent, and what the compiler says about it.
import TransSyntax

/// The server's copy of one open document.
struct OpenDocument {
    /// The editor's URI for it.
    let uri: String
    /// The version the editor last sent, echoed in published diagnostics.
    var version: Int?
    /// The text as the compiler reads it, named after the URI's last path component.
    private(set) var file: SourceFile
    /// The analysis of `file`; nil until something needs it after the text or settings change.
    var analysis: DocumentAnalysis?

    /// Creates a document from the editor's text.
    init(uri: String, version: Int?, text: String) {
        self.uri = uri
        self.version = version
        self.file = SourceFile(name: DocumentURI.fileName(of: uri), text: text)
    }

    /// Replaces the text with `bytes`, dropping the analysis of the old text.
    mutating func replaceText(with bytes: [UInt8], version: Int?) {
        file = SourceFile(name: file.name, bytes: bytes)
        self.version = version
        analysis = nil
    }

    /// The analysis, computed now if the text or settings changed since the last one.
    mutating func analyzed(with settings: ServerSettings) -> DocumentAnalysis {
        if let analysis { return analysis }
        let fresh = DocumentAnalysis(file: file, settings: settings)
        analysis = fresh
        return fresh
    }
}
