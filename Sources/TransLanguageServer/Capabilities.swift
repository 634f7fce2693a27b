// What `initialize` answers: every capability the server implements, and nothing else.
import TransJSON

/// The `InitializeResult` (LSP 3.17).
enum Capabilities {
    /// The capabilities with positions counted in `encoding`.
    static func initializeResult(encoding: PositionEncoding) -> JSONValue {
        [
            "capabilities": [
                "positionEncoding": .string(encoding.rawValue),
                // 2: `TextDocumentSyncKind.Incremental`.
                "textDocumentSync": ["openClose": true, "change": 2],
                "hoverProvider": true,
                "completionProvider": ["triggerCharacters": [".", ":"], "resolveProvider": false],
                "definitionProvider": true,
                "documentSymbolProvider": true,
                "foldingRangeProvider": true,
                "semanticTokensProvider": ["legend": SemanticTokens.legend, "full": true, "range": false],
                "documentFormattingProvider": true,
                "codeActionProvider": ["codeActionKinds": ["quickfix"]],
            ],
            "serverInfo": ["name": "transc"],
        ]
    }
}
