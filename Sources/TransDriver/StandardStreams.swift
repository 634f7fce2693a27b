// Writing a run's two streams, where a closed pipe or a full disk is a message, not an abort.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension DriverResult {
    /// Writes standard output then standard error and returns the exit code. A failed write
    /// (`EPIPE` from a closed pipe, `ENOSPC` from a full disk) makes the code 2, with a
    /// `transc: error:` line on standard error when that stream still works. `main` ignores
    /// SIGPIPE first, so a closed pipe arrives here as `EPIPE`.
    public func write() -> Int32 {
        write(using: FileIO.systemWrite)
    }

    /// `write()` through `call` in place of `write(2)`, for tests.
    func write(using call: WriteCall) -> Int32 {
        var status = exitCode
        do {
            try FileIO.writeAll(Array(standardOutput.utf8), to: STDOUT_FILENO, using: call)
        } catch {
            status = ExitStatus.usageOrIO.rawValue
            let message = "transc: error: cannot write to standard output: \(error)\n"
            try? FileIO.writeAll(Array((standardError + message).utf8), to: STDERR_FILENO, using: call)
            return status
        }
        do {
            try FileIO.writeAll(Array(standardError.utf8), to: STDERR_FILENO, using: call)
        } catch {
            status = ExitStatus.usageOrIO.rawValue
        }
        return status
    }
}
