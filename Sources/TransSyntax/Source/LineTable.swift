// A file's line starts, worked out the first time a line is asked for.
import TransThreads

/// The byte offset where each line of a file starts, shared by every copy of its `SourceFile`
/// and built on first use: `check` and `compile` of a file without diagnostics never ask for a
/// line, so they never pay for the table (a pass over the file and 8 bytes a line; issue 13).
/// A `SourceFile` is `Sendable` and read from several threads at once (`-j`), so the first
/// use takes a lock.
final class LineTable: @unchecked Sendable {
    private let lock = Lock()
    /// Guarded by `lock`.
    private var starts: [Int]?

    /// A table not built yet, or `starts` when a caller already has them.
    init(starts: [Int]? = nil) {
        self.starts = starts
    }

    /// The starts of `bytes`' lines: line `n` (1-based) starts at `starts[n - 1]`.
    func starts(of bytes: [UInt8]) -> [Int] {
        lock.withLock {
            if let starts { return starts }
            let computed = Self.computeStarts(bytes)
            starts = computed
            return computed
        }
    }

    /// Whether the starts have been worked out (or given) yet.
    var isBuilt: Bool {
        lock.withLock { starts != nil }
    }

    /// One tight pass over the buffer: a byte above `\r` (almost every byte) is passed over with
    /// a single comparison.
    private static func computeStarts(_ bytes: [UInt8]) -> [Int] {
        bytes.withUnsafeBufferPointer { buffer in
            var starts = [0]
            var index = 0
            while index < buffer.count {
                let byte = buffer[index]
                index += 1
                if byte > UInt8(ascii: "\r") { continue }
                if byte == UInt8(ascii: "\r") {
                    if index < buffer.count, buffer[index] == UInt8(ascii: "\n") { index += 1 }
                    starts.append(index)
                } else if byte == UInt8(ascii: "\n") {
                    starts.append(index)
                }
            }
            return starts
        }
    }
}
