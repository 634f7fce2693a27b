// A command line `transc` cannot run, with the help page that explains the right one.

/// A usage mistake: `transc: error: MESSAGE` and a hint such as `see 'transc help check'`.
struct UsageError: Error {
    /// Lowercase, no final period: `unknown option '--foo'`.
    var message: String
    /// Where to read on: `see 'transc help check'`.
    var hint: String

    /// A mistake in the arguments of `command`, or of `transc` itself when nil.
    init(_ message: String, command: CommandName? = nil) {
        self.message = message
        self.hint = command.map { "see 'transc help \($0.rawValue)'" } ?? "see 'transc --help'"
    }
}
