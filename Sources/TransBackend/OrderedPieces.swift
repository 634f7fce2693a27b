// One text made in pieces on several threads and handed to its sink in order (the Swift
// backend's transitions, each independent of the others).
import TransThreads

/// Writes a text of `count` independent pieces on up to `workers` threads, the calling thread
/// one of them: each makes whole pieces, and the calling thread hands them to the sink strictly
/// in index order, so the bytes are those of making them one after the other, whatever the
/// scheduling. The caller makes pieces too whenever the next one is not ready, so it never
/// sleeps while there is work, and the threads are `workers` in all. At most `window` pieces are
/// claimed and not yet handed over, so memory stays bounded however many pieces there are. A
/// sink that throws stops the other threads (each finishes at most the piece it is making),
/// joins them, and the error propagates.
public enum OrderedPieces {
    /// The pieces in flight per thread by default: enough that a thread rarely waits for the
    /// sink behind a longer piece, few enough that a file is never held whole.
    public static let piecesPerWorker = 4

    /// Hands pieces `0..<count` to `sink` in order, made on up to `workers` threads (never more
    /// than `count`, the caller's included) while at most `window` pieces are made or being made
    /// and not yet handed over. Each thread makes its pieces with a function of its own,
    /// `maker()`, which may keep state from piece to piece (a printer whose buffer has grown).
    public static func write(
        count: Int, workers: Int, window: Int? = nil, to sink: (UnsafeBufferPointer<UInt8>) throws -> Void,
        maker: @escaping @Sendable () -> (Int) -> [UInt8]
    ) rethrows {
        let threadCount = max(min(workers, count), 1)
        let queue = PieceQueue(count: count, window: max(window ?? threadCount * piecesPerWorker, 1))
        // The others; if the system refuses some, fewer threads do the same work.
        let threads = (1..<threadCount).compactMap { _ in
            PosixThread {
                let make = maker()
                while let index = queue.claim() { queue.store(make(index), at: index) }
            }
        }
        defer {
            queue.stop()
            for thread in threads { thread.join() }
        }
        let make = maker()
        var next = 0
        while next < count {
            switch queue.step(handing: next) {
            case .hand(let piece):
                try piece.withUnsafeBufferPointer { try sink($0) }
                next += 1
            case .make(let index):
                queue.store(make(index), at: index)
            }
        }
    }
}
