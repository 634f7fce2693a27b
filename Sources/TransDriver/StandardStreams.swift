import TransBackend

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

/// Standard output as `compile` and `preview` write artefacts to it: piece by piece as each is
/// made (the process's descriptor), or gathered into the run's `standardOutput` text when the
/// driver is given no writer (tests). After a failed write nothing more is written to it, and
/// the run reports `cannot write to standard output: REASON` once, with exit status 2.
final class StandardOutput {
    private let sink: StandardOutputWriter?
    private var failed = false

    init(_ sink: StandardOutputWriter?) {
        self.sink = sink
    }

    /// Writes `artefact`'s text; a failure of the backend part way is reported as such.
    func write(_ artefact: Artefact, into result: inout DriverResult) {
        guard let sink else {
            let buffer = ByteBuffer(capacity: 1 << 16)
            do {
                try artefact.write { buffer.append($0) }
            } catch {
                result.fail("\(error)", status: .usageOrIO)
            }
            result.standardOutput += String(decoding: buffer.bytes, as: UTF8.self)
            return
        }
        guard !failed else { return }
        do {
            try artefact.write { bytes in
                do {
                    try sink(bytes)
                } catch {
                    throw StandardOutputError(reason: error)
                }
            }
        } catch let error as StandardOutputError {
            failed = true
            result.fail("cannot write to standard output: \(error.reason)", status: .usageOrIO)
        } catch {
            result.fail("\(error)", status: .usageOrIO)
        }
    }
}

/// Writes one piece of standard output; `Driver.processStandardOutput` is the process's own.
public typealias StandardOutputWriter = @Sendable (UnsafeBufferPointer<UInt8>) throws -> Void

/// A write to standard output failed for `reason`, as opposed to the backend failing.
private struct StandardOutputError: Error {
    var reason: any Error
}
