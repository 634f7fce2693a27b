// `textDocument/didChange`'s content changes applied to a document's text, all or nothing.
import TransJSON
import TransSyntax

/// Applies `TextDocumentContentChangeEvent`s in order (LSP 3.17, incremental synchronisation).
enum TextChanges {
    /// Why a `didChange` was refused; the document keeps its previous text.
    struct Refusal: Error, Equatable {
        let message: String
    }

    /// `bytes` with every change of `changes` applied in order: a change with a `range`
    /// replaces that range (its positions in `encoding`, resolved against the text as the
    /// previous changes left it), one without replaces the whole text. Any malformed change
    /// refuses them all, so a bad message never leaves a half-edited document.
    static func apply(
        _ changes: JSONValue?, to bytes: [UInt8], name: String, encoding: PositionEncoding
    ) -> Result<[UInt8], Refusal> {
        guard let changes = changes?.arrayValue, !changes.isEmpty else {
            return .failure(Refusal(message: "expected a non-empty 'contentChanges' array"))
        }
        var text = bytes
        for (index, change) in changes.enumerated() {
            guard let replacement = change["text"]?.stringValue else {
                return .failure(Refusal(message: "content change \(index) has no 'text' string"))
            }
            guard let rangeJSON = change["range"] else {
                text = Array(replacement.utf8)
                continue
            }
            let converter = PositionConverter(file: SourceFile(name: name, bytes: text), encoding: encoding)
            guard let range = converter.range(rangeJSON) else {
                let lines = converter.file.lineStarts.count
                return .failure(
                    Refusal(
                        message: "content change \(index) has an unusable range \(Self.spelling(rangeJSON)): "
                            + "the document has \(lines) line\(lines == 1 ? "" : "s") (\(encoding.rawValue) positions)")
                )
            }
            text.replaceSubrange(range.start..<range.end, with: Array(replacement.utf8))
        }
        return .success(text)
    }

    private static func spelling(_ value: JSONValue) -> String {
        String(decoding: value.serialized.prefix(120), as: UTF8.self)
    }
}
