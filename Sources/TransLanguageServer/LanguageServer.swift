// The language server's logic: one JSON-RPC message in, the messages to send back out.

/// A Language Server Protocol server for `.trans`, free of any I/O: it holds the open documents
/// and answers each message with the responses and notifications to send (`docs/language-server.md`).
///
/// It publishes every diagnostic of a document when it is opened or changed, clears them when it
/// is closed, formats whole documents, and offers each diagnostic's fix-its as quick fixes.
/// Requests before `initialize` are refused, requests after `shutdown` are invalid, unknown
/// requests get "method not found" and unknown notifications are ignored.
public struct LanguageServer {
    private var documents: [String: OpenDocument] = [:]
    private var initialized = false
    /// Whether the client has sent `shutdown`.
    public private(set) var shutdownRequested = false
    /// The process exit status once the client has sent `exit`: 0 after `shutdown`, 1 without.
    public private(set) var exitStatus: Int32?

    /// Creates a server with no open documents, waiting for `initialize`.
    public init() {}

    /// The status to exit with when the input ends: as for `exit`.
    public var statusAtEndOfInput: Int32 { exitStatus ?? (shutdownRequested ? 0 : 1) }

    /// Handles one message body: JSON text, or a parse error (`-32700`, id `null`) when it is not.
    public mutating func handle(body: [UInt8]) -> [JSONValue] {
        guard let message = try? JSONValue(parsing: body) else {
            return [JSONRPC.error(id: .null, code: .parseError, message: "the message is not valid JSON")]
        }
        return handle(message)
    }

    /// Handles one decoded message and returns what to send, in order.
    public mutating func handle(_ message: JSONValue) -> [JSONValue] {
        guard let method = message["method"]?.stringValue else {
            // A response to a request of ours (the server sends none) is ignored.
            if message["id"] != nil, message["result"] != nil || message["error"] != nil { return [] }
            return [JSONRPC.error(id: message["id"] ?? .null, code: .invalidRequest, message: "expected a request")]
        }
        let params = message["params"] ?? .null
        guard let id = message["id"] else {
            return handleNotification(method, params: params)
        }
        return [handleRequest(method, id: id, params: params)]
    }

    private mutating func handleRequest(_ method: String, id: JSONValue, params: JSONValue) -> JSONValue {
        if shutdownRequested {
            return JSONRPC.error(id: id, code: .invalidRequest, message: "the server is shutting down")
        }
        if !initialized, method != "initialize" {
            return JSONRPC.error(id: id, code: .serverNotInitialized, message: "the server is not initialized")
        }
        switch method {
        case "initialize":
            guard !initialized else {
                return JSONRPC.error(id: id, code: .invalidRequest, message: "the server is already initialized")
            }
            initialized = true
            return JSONRPC.response(id: id, result: Self.initializeResult)
        case "shutdown":
            shutdownRequested = true
            return JSONRPC.response(id: id, result: .null)
        case "textDocument/formatting":
            guard let uri = params["textDocument"]?["uri"]?.stringValue else {
                return JSONRPC.error(id: id, code: .invalidParams, message: "expected 'textDocument.uri'")
            }
            guard let document = documents[uri] else {
                return JSONRPC.error(id: id, code: .invalidParams, message: "'\(uri)' is not open")
            }
            return JSONRPC.response(id: id, result: .array(document.formattingEdits))
        case "textDocument/codeAction":
            guard let uri = params["textDocument"]?["uri"]?.stringValue else {
                return JSONRPC.error(id: id, code: .invalidParams, message: "expected 'textDocument.uri'")
            }
            guard let document = documents[uri] else {
                return JSONRPC.error(id: id, code: .invalidParams, message: "'\(uri)' is not open")
            }
            guard let range = LSPRange(params["range"]) else {
                return JSONRPC.error(id: id, code: .invalidParams, message: "expected a valid 'range'")
            }
            // The only kind offered is `quickfix`; a client asking for other kinds gets none.
            if let only = params["context"]?["only"]?.arrayValue, !only.contains("quickfix"), !only.contains("") {
                return JSONRPC.response(id: id, result: [])
            }
            return JSONRPC.response(id: id, result: .array(document.quickFixes(overlapping: range)))
        default:
            return JSONRPC.error(id: id, code: .methodNotFound, message: "unknown method '\(method)'")
        }
    }

    private mutating func handleNotification(_ method: String, params: JSONValue) -> [JSONValue] {
        if method == "exit" {
            exitStatus = shutdownRequested ? 0 : 1
            return []
        }
        guard initialized, !shutdownRequested, let uri = params["textDocument"]?["uri"]?.stringValue else {
            return []
        }
        let version = params["textDocument"]?["version"]?.intValue
        switch method {
        case "textDocument/didOpen":
            guard let text = params["textDocument"]?["text"]?.stringValue else { return [] }
            return [publish(OpenDocument(uri: uri, version: version, text: text))]
        case "textDocument/didChange":
            // A change to a document never opened has no text to apply to: refused, and said so.
            guard documents[uri] != nil else {
                return [
                    JSONRPC.notification(
                        method: "window/logMessage",
                        params: ["type": 2, "message": .string("'\(uri)' is not open; the change is ignored")])
                ]
            }
            // Full synchronisation: the last change holds the whole text.
            guard let text = params["contentChanges"]?.arrayValue?.last?["text"]?.stringValue else { return [] }
            return [publish(OpenDocument(uri: uri, version: version, text: text))]
        case "textDocument/didClose":
            documents[uri] = nil
            return [Self.publishDiagnostics(uri: uri, version: nil, diagnostics: [])]
        default:
            return []
        }
    }

    /// Stores `document` and returns its `textDocument/publishDiagnostics`.
    private mutating func publish(_ document: OpenDocument) -> JSONValue {
        documents[document.uri] = document
        return Self.publishDiagnostics(uri: document.uri, version: document.version, diagnostics: document.diagnostics)
    }

    private static func publishDiagnostics(uri: String, version: Int?, diagnostics: [JSONValue]) -> JSONValue {
        var params: [String: JSONValue] = ["uri": .string(uri), "diagnostics": .array(diagnostics)]
        if let version { params["version"] = .number(Double(version)) }
        return JSONRPC.notification(method: "textDocument/publishDiagnostics", params: .object(params))
    }

    /// The capabilities: whole-document synchronisation with open and close, formatting, and
    /// quick fixes.
    private static let initializeResult: JSONValue = [
        "capabilities": [
            "textDocumentSync": ["openClose": true, "change": 1],
            "documentFormattingProvider": true,
            "codeActionProvider": ["codeActionKinds": ["quickfix"]],
        ],
        "serverInfo": ["name": "transc"],
    ]
}
