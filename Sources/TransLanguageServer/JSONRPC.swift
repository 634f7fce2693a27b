// The JSON-RPC 2.0 envelope: responses, errors and notifications as the server sends them.
import TransJSON

/// The error codes the server answers with (JSON-RPC 2.0 and LSP).
public enum JSONRPCErrorCode: Int, Sendable {
    /// The body is not valid JSON, or the header around it is malformed.
    case parseError = -32700
    /// The message is JSON but not a request or notification, or comes at the wrong time.
    case invalidRequest = -32600
    /// No such request.
    case methodNotFound = -32601
    /// The request's parameters lack something it needs.
    case invalidParams = -32602
    /// A request other than `initialize` came before `initialize` (LSP).
    case serverNotInitialized = -32002
    /// A valid request the server could not carry out, such as formatting a file with syntax
    /// errors (LSP 3.17's `RequestFailed`).
    case requestFailed = -32803
}

/// Builders for the messages the server sends.
public enum JSONRPC {
    /// A successful response to the request `id`.
    public static func response(id: JSONValue, result: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "result": result]
    }

    /// An error response to the request `id` (`null` when the request could not be read).
    public static func error(id: JSONValue, code: JSONRPCErrorCode, message: String) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "error": ["code": .number(Double(code.rawValue)), "message": .string(message)]]
    }

    /// A `window/showMessage` notification: what the user should see about a notification the
    /// server could not act on (`type` 1 error, 2 warning).
    static func showMessage(_ message: String, isError: Bool) -> JSONValue {
        notification(method: "window/showMessage", params: ["type": isError ? 1 : 2, "message": .string(message)])
    }

    /// A notification, which expects no response.
    public static func notification(method: String, params: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }
}
