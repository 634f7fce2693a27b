// Building the client's side of a conversation: requests, notifications and framed bytes.
import TransJSON
import TransLanguageServer

/// A request from the client.
func request(_ id: Int, _ method: String, _ params: JSONValue = [:]) -> JSONValue {
    ["jsonrpc": "2.0", "id": .number(Double(id)), "method": .string(method), "params": params]
}

/// A notification from the client.
func notification(_ method: String, _ params: JSONValue = [:]) -> JSONValue {
    ["jsonrpc": "2.0", "method": .string(method), "params": params]
}

/// `textDocument/didOpen` of `text` at `uri`, version 1.
func didOpen(_ uri: String, _ text: String) -> JSONValue {
    notification(
        "textDocument/didOpen",
        ["textDocument": ["uri": .string(uri), "languageId": "trans", "version": 1, "text": .string(text)]])
}

/// `message` framed with its `Content-Length` header.
func framed(_ message: JSONValue) -> [UInt8] {
    MessageFramer.frame(message.serialized)
}

/// An LSP position.
func position(_ line: Int, _ character: Int) -> JSONValue {
    ["line": .number(Double(line)), "character": .number(Double(character))]
}

/// An LSP range.
func range(_ start: (Int, Int), _ end: (Int, Int)) -> JSONValue {
    ["start": position(start.0, start.1), "end": position(end.0, end.1)]
}

/// A server that has answered `initialize`.
func initializedServer() -> LanguageServer {
    var server = LanguageServer()
    _ = server.handle(request(1, "initialize", ["capabilities": [:]]))
    _ = server.handle(notification("initialized"))
    return server
}

extension LanguageServer {
    /// Handles `message`, then publishes what is pending, as the loop does once input is quiet.
    mutating func settle(_ message: JSONValue) -> [JSONValue] {
        handle(message) + publishPendingDiagnostics()
    }
}
