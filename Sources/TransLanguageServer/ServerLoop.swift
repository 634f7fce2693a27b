// The server's main loop: bytes in, framed messages through `LanguageServer`, framed replies out,
// and diagnostics once the client pauses.
import TransJSON

/// Runs a `LanguageServer` over a byte stream until the client sends `exit` or the input ends.
public enum ServerLoop {
    /// How long the input must stay quiet before pending diagnostics are checked and published:
    /// edits arriving within it are applied first, so a burst is checked once, for its last text.
    public static let quietPeriodMilliseconds: Int32 = 50
    /// The longest diagnostics wait while input keeps coming (a held key repeats faster than
    /// the quiet period): past it they are published after the current read.
    public static let longestDelay = Duration.milliseconds(500)

    /// Serves `input`, writing every reply to `output`, and returns the exit status: 0 after
    /// `shutdown`, 1 without (or when `output` breaks). A header without a usable
    /// `Content-Length` is answered with a parse error (`-32700`, id `null`) and skipped.
    ///
    /// Every message that has arrived is handled before diagnostics are published: after each
    /// read, while some are pending, the loop waits up to `quietPeriodMilliseconds` for more
    /// input and publishes only when none comes, when they have waited `longestDelay`, or when
    /// the input ends.
    public static func run(input: inout some ByteInput, output: inout some ByteOutput) -> Int32 {
        var server = LanguageServer()
        var framer = MessageFramer()
        let clock = ContinuousClock()
        var pendingSince: ContinuousClock.Instant?
        while let chunk = input.read() {
            for event in framer.append(chunk) {
                let replies: [JSONValue]
                switch event {
                case .body(let body):
                    replies = server.handle(body: body)
                case .invalidHeader(let reason):
                    replies = [JSONRPC.error(id: .null, code: .parseError, message: "invalid header: \(reason)")]
                }
                guard write(replies, to: &output) else { return 1 }
                if let status = server.exitStatus { return status }
            }
            guard server.hasPendingDiagnostics else {
                pendingSince = nil
                continue
            }
            let since = pendingSince ?? clock.now
            pendingSince = since
            if since.duration(to: clock.now) >= longestDelay
                || !input.waitForInput(milliseconds: quietPeriodMilliseconds)
            {
                guard write(server.publishPendingDiagnostics(), to: &output) else { return 1 }
                pendingSince = nil
            }
        }
        guard write(server.publishPendingDiagnostics(), to: &output) else { return 1 }
        return server.statusAtEndOfInput
    }

    private static func write(_ replies: [JSONValue], to output: inout some ByteOutput) -> Bool {
        do {
            for reply in replies { try output.write(MessageFramer.frame(reply.serialized)) }
            return true
        } catch {
            return false
        }
    }
}
