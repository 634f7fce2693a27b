// `textDocument/didChange`'s content changes applied to a document's text, all or nothing.
import TransJSON
import TransSyntax

/// Applies `TextDocumentContentChangeEvent`s in order (LSP 3.17, incremental synchronisation).
enum TextChanges {
    /// Why a `didChange` was refused; the document keeps its previous text.
    struct Refusal: Error, Equatable {
        let message: String
    }

    /// The edited text, and how many bytes at its start and end no change touched: the
    /// previous text's too, so the analysis of that text can be reused around them.
    struct Applied {
        var file: SourceFile
        var unchangedPrefix: Int
        var unchangedSuffix: Int
    }

    /// `file` with every change of `changes` applied in order: a change with a `range`
    /// replaces that range (its positions in `encoding`, resolved against the text as the
    /// previous changes left it), one without replaces the whole text. Any malformed change
    /// refuses them all, so a bad message never leaves a half-edited document. The line table
    /// is updated around each range (`SourceFile.replacing`), not rebuilt.
    static func apply(
        _ changes: JSONValue?, to file: SourceFile, encoding: PositionEncoding
    ) -> Result<Applied, Refusal> {
        guard let changes = changes?.arrayValue, !changes.isEmpty else {
            return .failure(Refusal(message: "expected a non-empty 'contentChanges' array"))
        }
        var text = file
        var unchangedPrefix = file.bytes.count
        var unchangedSuffix = file.bytes.count
        for (index, change) in changes.enumerated() {
            guard let replacement = change["text"]?.stringValue else {
                return .failure(Refusal(message: "content change \(index) has no 'text' string"))
            }
            guard let rangeJSON = change["range"] else {
                text = SourceFile(name: file.name, text: replacement)
                (unchangedPrefix, unchangedSuffix) = (0, 0)
                continue
            }
            let converter = PositionConverter(file: text, encoding: encoding)
            guard let range = converter.range(rangeJSON) else {
                let lines = converter.file.lineStarts.count
                return .failure(
                    Refusal(
                        message: "content change \(index) has an unusable range \(Self.spelling(rangeJSON)): "
                            + "the document has \(lines) line\(lines == 1 ? "" : "s") (\(encoding.rawValue) positions)")
                )
            }
            unchangedPrefix = min(unchangedPrefix, range.start)
            unchangedSuffix = min(unchangedSuffix, text.bytes.count - range.end)
            text = text.replacing(range, with: Array(replacement.utf8))
        }
        return .success(Applied(file: text, unchangedPrefix: unchangedPrefix, unchangedSuffix: unchangedSuffix))
    }

    private static func spelling(_ value: JSONValue) -> String {
        String(decoding: value.serialized.prefix(120), as: UTF8.self)
    }
}
