// The requests about one open document: hover, completion, definition, symbols, folding,
// semantic tokens, formatting and code actions.
import TransFormatter
import TransJSON
import TransSyntax

/// The document requests the server answers (each advertised in `Capabilities`).
enum DocumentRequests {
    static let methods: Set<String> = [
        "textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/documentSymbol",
        "textDocument/foldingRange", "textDocument/semanticTokens/full", "textDocument/formatting",
        "textDocument/codeAction",
    ]
}

extension LanguageServer {
    /// Answers `method`, one of `DocumentRequests.methods`, for the open document it names.
    mutating func documentRequest(_ method: String, id: JSONValue, params: JSONValue) -> JSONValue {
        guard let uri = params["textDocument"]?["uri"]?.stringValue else {
            return JSONRPC.error(id: id, code: .invalidParams, message: "expected 'textDocument.uri'")
        }
        guard var document = documents[uri] else {
            return JSONRPC.error(id: id, code: .invalidParams, message: "'\(uri)' is not open")
        }
        let analysis = document.analyzed(with: settings)
        documents[uri] = document
        let converter = converter(for: analysis)
        switch method {
        case "textDocument/documentSymbol":
            return JSONRPC.response(id: id, result: .array(Navigation(analysis: analysis).symbols(converter)))
        case "textDocument/foldingRange":
            return JSONRPC.response(id: id, result: .array(FoldingRanges.ranges(analysis)))
        case "textDocument/semanticTokens/full":
            return JSONRPC.response(id: id, result: ["data": .array(SemanticTokens.data(analysis, converter))])
        case "textDocument/formatting":
            return formatting(analysis, id: id, converter: converter)
        case "textDocument/codeAction":
            return codeActions(analysis, id: id, params: params, uri: uri, converter: converter)
        default:
            guard
                let offset = LSPPosition(params["position"]).flatMap({ converter.offset(of: $0, clampingLines: true) })
            else {
                return JSONRPC.error(
                    id: id, code: .invalidParams,
                    message: "expected a valid 'position' (\(encoding.rawValue) characters, not inside one)")
            }
            return positionRequest(method, id: id, at: offset, analysis: analysis, uri: uri, converter: converter)
        }
    }

    private func positionRequest(
        _ method: String, id: JSONValue, at offset: Int, analysis: DocumentAnalysis, uri: String,
        converter: PositionConverter
    ) -> JSONValue {
        switch method {
        case "textDocument/hover":
            guard let hover = Hover(analysis: analysis, settings: settings).hover(at: offset) else {
                return JSONRPC.response(id: id, result: .null)
            }
            return JSONRPC.response(
                id: id,
                result: [
                    "contents": ["kind": "markdown", "value": .string(hover.markdown)],
                    "range": converter.json(hover.range),
                ])
        case "textDocument/completion":
            return JSONRPC.response(
                id: id, result: .array(Completion(analysis: analysis, snippets: snippetSupport).items(at: offset)))
        default:  // textDocument/definition
            guard let range = Navigation(analysis: analysis).definition(at: offset) else {
                return JSONRPC.response(id: id, result: .null)
            }
            return JSONRPC.response(id: id, result: ["uri": .string(uri), "range": converter.json(range)])
        }
    }

    /// One edit replacing the whole text with the standard layout, `[]` when it is already in
    /// it; a `RequestFailed` error when the text has syntax errors (there is no layout to give).
    /// `FormattingOptions` are not read: the layout is fixed (4 spaces, `docs/formatting.md`).
    private func formatting(_ analysis: DocumentAnalysis, id: JSONValue, converter: PositionConverter) -> JSONValue {
        let text: String
        switch Formatter.format(analysis.file) {
        case .formatted(let formatted):
            text = formatted
        case .syntaxErrors(let errors):
            let detail = errors.first.map { error -> String in
                let location = analysis.file.lineColumn(of: error.range.start)
                return ": \(location.line):\(location.column): \(error.message)"
            }
            return JSONRPC.error(
                id: id, code: .requestFailed, message: "cannot format a document with syntax errors\(detail ?? "")")
        }
        guard !text.utf8.elementsEqual(analysis.file.bytes) else { return JSONRPC.response(id: id, result: []) }
        let whole = SourceRange(start: 0, end: analysis.file.endOffset)
        return JSONRPC.response(id: id, result: [["range": converter.json(whole), "newText": .string(text)]])
    }

    private func codeActions(
        _ analysis: DocumentAnalysis, id: JSONValue, params: JSONValue, uri: String, converter: PositionConverter
    ) -> JSONValue {
        guard let range = converter.range(params["range"], clampingLines: true) else {
            return JSONRPC.error(id: id, code: .invalidParams, message: "expected a valid 'range'")
        }
        // The only kind offered is `quickfix`; a client asking for other kinds gets none.
        if let only = params["context"]?["only"]?.arrayValue, !only.contains("quickfix"), !only.contains("") {
            return JSONRPC.response(id: id, result: [])
        }
        let fixes = QuickFixes(uri: uri, converter: converter).actions(for: analysis.diagnostics, overlapping: range)
        return JSONRPC.response(id: id, result: .array(fixes))
    }
}
