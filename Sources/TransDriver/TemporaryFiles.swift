// The temporary file a write has open, removed if SIGINT or SIGTERM ends the process first.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one temporary file in progress. A signal handler may only call async-signal-safe
/// functions, so the path lives in a buffer allocated once, and the handler does no more than
/// `unlink` it and re-raise the signal with its default action.
public enum TemporaryFiles {
    private static let capacity = Int(PATH_MAX) + 1
    nonisolated(unsafe) private static let path: UnsafeMutablePointer<CChar> = {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
        buffer.initialize(repeating: 0, count: capacity)
        return buffer
    }()

    /// Makes SIGINT, SIGTERM and SIGHUP remove the temporary file in progress before the
    /// process ends as the signal asks; `main` calls it once.
    public static func removeOnTerminationSignals() {
        _ = path
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber) { received in
                TemporaryFiles.removeRegistered()
                signal(received, SIG_DFL)
                raise(received)
            }
        }
    }

    /// Records `temporary` as the file to remove on a signal (a longer path is not recorded).
    static func register(_ temporary: String) {
        let bytes = SystemPath.bytes(of: temporary)
        guard bytes.count <= capacity else { return }
        for (index, byte) in bytes.enumerated() { path[index] = byte }
    }

    /// Forgets the temporary file: renamed into place or removed already.
    static func unregister() {
        path[0] = 0
    }

    /// Removes the recorded temporary file, if any: what the signal handler does.
    static func removeRegistered() {
        if path[0] != 0 { unlink(path) }
    }
}
