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
    private(set) var analysis: DocumentAnalysis?
    /// The last analysis while the text has changed since, and how many bytes at the start and
    /// the end of its text the current text still shares: what `DeclarationRecheck` starts from.
    private var basis: (analysis: DocumentAnalysis, unchangedPrefix: Int, unchangedSuffix: Int)?

    /// Creates a document from the editor's text.
    init(uri: String, version: Int?, text: String) {
        self.uri = uri
        self.version = version
        self.file = SourceFile(name: DocumentURI.fileName(of: uri), text: text)
    }

    /// Replaces the text with the edited one, keeping the last analysis as the next one's basis.
    mutating func replaceText(with applied: TextChanges.Applied, version: Int?) {
        if let analysis {
            basis = (analysis, applied.unchangedPrefix, applied.unchangedSuffix)
        } else if let previous = basis {
            basis = (
                previous.analysis, min(previous.unchangedPrefix, applied.unchangedPrefix),
                min(previous.unchangedSuffix, applied.unchangedSuffix)
            )
        }
        file = applied.file
        self.version = version
        analysis = nil
    }

    /// Drops every analysis, for settings that change what the checker says.
    mutating func discardAnalysis() {
        analysis = nil
        basis = nil
    }

    /// The analysis, computed now if the text or settings changed since the last one: from the
    /// last one where only one transition changed (`DeclarationRecheck`), else from scratch.
    mutating func analyzed(with settings: ServerSettings) -> DocumentAnalysis {
        if let analysis { return analysis }
        let fresh =
            basis.flatMap {
                DeclarationRecheck.analysis(
                    of: file, after: $0.analysis, unchangedPrefix: $0.unchangedPrefix,
                    unchangedSuffix: $0.unchangedSuffix, settings: settings)
            } ?? DocumentAnalysis(file: file, settings: settings)
        analysis = fresh
        basis = nil
        return fresh
    }
}
