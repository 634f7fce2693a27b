// What a run of the driver produced: an exit status and the text of the two output streams.
import TransSyntax

/// The outcome of `Driver.run`: `main` writes the streams and exits with `exitCode`.
public struct DriverResult: Sendable, Equatable {
    /// The highest status any part of the run reached.
    public var status: ExitStatus
    /// Text for standard output: help, version, emitted code.
    public var standardOutput: String
    /// Text for standard error: diagnostics and `transc: error:` lines.
    public var standardError: String

    /// Creates a result; the defaults are a silent success.
    public init(status: ExitStatus = .success, standardOutput: String = "", standardError: String = "") {
        self.status = status
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// The status as the process exits with it (CLI.md's exit codes).
    public var exitCode: Int32 { status.rawValue }

    /// Raises the status to `status` unless it is already higher.
    mutating func raise(to status: ExitStatus) {
        self.status = max(self.status, status)
    }

    /// Writes `transc: warning: message` to standard error; the status is unchanged.
    mutating func warn(_ message: String) {
        standardError += "transc: warning: \(SnippetText.escaped(message))\n"
    }

    /// Writes `transc: error: message` to standard error and raises the status. A line break
    /// or control character in the message (from a file name) is escaped: it stays one line.
    mutating func fail(_ message: String, status: ExitStatus) {
        standardError += "transc: error: \(SnippetText.escaped(message))\n"
        raise(to: status)
    }
}
