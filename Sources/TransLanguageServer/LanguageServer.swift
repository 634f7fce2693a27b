// The language server's logic: one JSON-RPC message in, the messages to send back out.
import TransJSON

/// A Language Server Protocol server for `.trans`, free of any I/O: it holds the open documents
/// and answers each message with the responses and notifications to send (`docs/language-server.md`).
///
/// Text changes are applied at once, but diagnostics wait: a changed document is *pending*
/// until `publishPendingDiagnostics()` (which `ServerLoop` calls once the input has been quiet)
/// or the next request, so a burst of edits is checked and published once, for its last version.
/// Requests before `initialize` are refused, requests after `shutdown` are invalid, unknown
/// requests get "method not found" and unknown notifications are ignored.
public struct LanguageServer {
    /// The open documents, by URI.
    var documents: [String: OpenDocument] = [:]
    /// Documents whose diagnostics are not yet published for their current text, in the order
    /// they changed.
    private var pending: [String] = []
    private var initialized = false
    /// How positions count characters, agreed in `initialize`.
    private(set) var encoding = PositionEncoding.utf16
    private(set) var settings = ServerSettings()
    /// Whether the client's completion accepts snippets, from `initialize`.
    private(set) var snippetSupport = false
    /// Whether the client has sent `shutdown`.
    public private(set) var shutdownRequested = false
    /// The process exit status once the client has sent `exit`: 0 after `shutdown`, 1 without.
    public private(set) var exitStatus: Int32?

    /// Creates a server with no open documents, waiting for `initialize`.
    public init() {}

    /// The status to exit with when the input ends: as for `exit`.
    public var statusAtEndOfInput: Int32 { exitStatus ?? (shutdownRequested ? 0 : 1) }

    /// Whether some open document's diagnostics are not yet published for its current text.
    public var hasPendingDiagnostics: Bool { !pending.isEmpty }

    /// Checks each pending document once and returns its `textDocument/publishDiagnostics`,
    /// in the order the documents changed.
    public mutating func publishPendingDiagnostics() -> [JSONValue] {
        let uris = pending
        pending = []
        return uris.compactMap { uri in
            guard var document = documents[uri] else { return nil }
            let analysis = document.analyzed(with: settings)
            documents[uri] = document
            let conversion = DiagnosticConversion(uri: uri, converter: converter(for: analysis))
            return Self.publishDiagnostics(
                uri: uri, version: document.version, diagnostics: analysis.diagnostics.map(conversion.lspDiagnostic))
        }
    }

    /// Handles one message body: JSON text, or a parse error (`-32700`, id `null`) when it is not.
    public mutating func handle(body: [UInt8]) -> [JSONValue] {
        guard let message = try? JSONValue(parsing: body) else {
            return [JSONRPC.error(id: .null, code: .parseError, message: "the message is not valid JSON")]
        }
        return handle(message)
    }

    /// Handles one decoded message and returns what to send, in order. A request first
    /// publishes the pending diagnostics, so its answer never describes text the client has
    /// not seen checked.
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
        let published = publishPendingDiagnostics()
        return published + handleRequest(method, id: id, params: params)
    }

    private mutating func handleRequest(_ method: String, id: JSONValue, params: JSONValue) -> [JSONValue] {
        if shutdownRequested {
            return [JSONRPC.error(id: id, code: .invalidRequest, message: "the server is shutting down")]
        }
        if !initialized, method != "initialize" {
            return [JSONRPC.error(id: id, code: .serverNotInitialized, message: "the server is not initialized")]
        }
        switch method {
        case "initialize":
            guard !initialized else {
                return [JSONRPC.error(id: id, code: .invalidRequest, message: "the server is already initialized")]
            }
            initialized = true
            encoding = PositionEncoding.negotiated(from: params["capabilities"])
            let completionItem = params["capabilities"]?["textDocument"]?["completion"]?["completionItem"]
            snippetSupport = completionItem?["snippetSupport"] == true
            let problems = applySettings(params["initializationOptions"])
            return [JSONRPC.response(id: id, result: Capabilities.initializeResult(encoding: encoding))] + problems
        case "shutdown":
            shutdownRequested = true
            return [JSONRPC.response(id: id, result: .null)]
        default:
            guard DocumentRequests.methods.contains(method) else {
                return [JSONRPC.error(id: id, code: .methodNotFound, message: "unknown method '\(method)'")]
            }
            return [documentRequest(method, id: id, params: params)]
        }
    }

    private mutating func handleNotification(_ method: String, params: JSONValue) -> [JSONValue] {
        if method == "exit" {
            exitStatus = shutdownRequested ? 0 : 1
            return []
        }
        guard initialized, !shutdownRequested else { return [] }
        if method == "workspace/didChangeConfiguration" {
            // VS Code's client sends the `trans` section as `settings.trans`; others send it bare.
            let settingsJSON = params["settings"]?["trans"] ?? params["settings"]
            let before = settings
            let problems = applySettings(settingsJSON)
            if settings != before {
                for uri in documents.keys.sorted() {
                    documents[uri]?.discardAnalysis()
                    markPending(uri)
                }
            }
            return problems
        }
        guard let uri = params["textDocument"]?["uri"]?.stringValue else { return [] }
        let version = params["textDocument"]?["version"]?.intValue
        switch method {
        case "textDocument/didOpen":
            guard let text = params["textDocument"]?["text"]?.stringValue else { return [] }
            documents[uri] = OpenDocument(uri: uri, version: version, text: text)
            markPending(uri)
            return []
        case "textDocument/didChange":
            return change(uri, version: version, changes: params["contentChanges"])
        case "textDocument/didClose":
            documents[uri] = nil
            pending.removeAll { $0 == uri }
            return [Self.publishDiagnostics(uri: uri, version: nil, diagnostics: [])]
        default:
            return []
        }
    }

    /// Applies a `didChange`, or refuses it with a `window/showMessage` error: a document that
    /// is not open, or a malformed or out-of-range change, leaves every document as it was.
    private mutating func change(_ uri: String, version: Int?, changes: JSONValue?) -> [JSONValue] {
        guard var document = documents[uri] else {
            return [JSONRPC.showMessage("transc: refused a change to '\(uri)', which is not open", isError: true)]
        }
        switch TextChanges.apply(changes, to: document.file, encoding: encoding) {
        case .failure(let refusal):
            let kept = document.version.map { " (version \($0) kept)" } ?? ""
            return [
                JSONRPC.showMessage("transc: refused a change to '\(uri)'\(kept): \(refusal.message)", isError: true)
            ]
        case .success(let applied):
            document.replaceText(with: applied, version: version)
            documents[uri] = document
            markPending(uri)
            return []
        }
    }

    /// Applies client settings; a `window/showMessage` warning for each malformed one.
    private mutating func applySettings(_ json: JSONValue?) -> [JSONValue] {
        let (updated, problems) = settings.applying(json)
        settings = updated
        return problems.map { JSONRPC.showMessage("transc: \($0)", isError: false) }
    }

    private mutating func markPending(_ uri: String) {
        if !pending.contains(uri) { pending.append(uri) }
    }

    /// How positions in `analysis`'s text are converted.
    func converter(for analysis: DocumentAnalysis) -> PositionConverter {
        PositionConverter(file: analysis.file, encoding: encoding)
    }

    private static func publishDiagnostics(uri: String, version: Int?, diagnostics: [JSONValue]) -> JSONValue {
        var params: [String: JSONValue] = ["uri": .string(uri), "diagnostics": .array(diagnostics)]
        if let version { params["version"] = .number(Double(version)) }
        return JSONRPC.notification(method: "textDocument/publishDiagnostics", params: JSONValue(params))
    }
}
