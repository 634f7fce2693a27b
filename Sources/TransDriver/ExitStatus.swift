// The exit statuses of `CLI.md`: what a script can tell from `transc`'s exit alone.

/// How a run of `transc` ended; a run that meets several ends reports the highest.
public enum ExitStatus: Int32, Sendable, Comparable {
    /// Success; warnings allowed.
    case success = 0
    /// The input has errors, or a `--verify` mismatch.
    case inputErrors = 1
    /// A usage error, an unreadable input or an unwritable output.
    case usageOrIO = 2

    public static func < (lhs: ExitStatus, rhs: ExitStatus) -> Bool { lhs.rawValue < rhs.rawValue }
}
