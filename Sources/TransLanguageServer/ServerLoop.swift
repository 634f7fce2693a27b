// The server's main loop: bytes in, framed messages through `LanguageServer`, framed replies out.

/// Runs a `LanguageServer` over a byte stream until the client sends `exit` or the input ends.
public enum ServerLoop {
    /// Serves `input`, writing every reply to `output`, and returns the exit status: 0 after
    /// `shutdown`, 1 without (or when `output` breaks). A header without a usable
    /// `Content-Length` is answered with a parse error (`-32700`, id `null`) and skipped.
    public static func run(input: inout some ByteInput, output: inout some ByteOutput) -> Int32 {
        var server = LanguageServer()
        var framer = MessageFramer()
        while let chunk = input.read() {
            for event in framer.append(chunk) {
                let replies: [JSONValue]
                switch event {
                case .body(let body):
                    replies = server.handle(body: body)
                case .invalidHeader(let reason):
                    replies = [JSONRPC.error(id: .null, code: .parseError, message: "invalid header: \(reason)")]
                }
                do {
                    for reply in replies { try output.write(MessageFramer.frame(reply.serialized)) }
                } catch {
                    return 1
                }
                if let status = server.exitStatus { return status }
            }
        }
        return server.statusAtEndOfInput
    }
}
