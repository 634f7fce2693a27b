// One text made in pieces on several threads and handed to its sink in order (the Swift
// backend's transitions, each independent of the others).
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a text of `count` independent pieces: up to `workers` POSIX threads each make whole
/// pieces, and the calling thread hands them to the sink strictly in index order, so the bytes
/// are those of making them one after the other, whatever the scheduling. At most `window`
/// pieces are claimed and not yet handed over, so memory stays bounded however many pieces
/// there are. A sink that throws stops the workers (each finishes at most the piece it is
/// making), joins them, and the error propagates.
public enum OrderedPieces {
    /// The pieces in flight per worker by default: enough that a worker rarely waits for
    /// the sink behind a longer piece, few enough that a file is never held whole.
    public static let piecesPerWorker = 4

    /// Hands pieces `0..<count` to `sink` in order, made on up to `workers` threads (never more
    /// than `count`) while at most `window` pieces are made or being made and not yet handed
    /// over. Each thread makes its pieces with a function of its own, `maker()`, which may keep
    /// state from piece to piece (a printer whose buffer has grown).
    public static func write(
        count: Int, workers: Int, window: Int? = nil, to sink: (UnsafeBufferPointer<UInt8>) throws -> Void,
        maker: @escaping @Sendable () -> (Int) -> [UInt8]
    ) rethrows {
        let threadCount = min(max(workers, 1), count)
        let queue = PieceQueue(count: count, window: max(window ?? threadCount * piecesPerWorker, 1))
        let threads = (0..<threadCount).compactMap { _ in
            WorkerThread {
                let make = maker()
                while let index = queue.claim() { queue.store(make(index), at: index) }
            }
        }
        defer {
            queue.stop()
            for thread in threads { thread.join() }
        }
        // With no thread at all (the system refused every one), the caller makes each piece.
        let make = threads.isEmpty ? maker() : queue.take
        for index in 0..<count {
            let piece = make(index)
            try piece.withUnsafeBufferPointer { try sink($0) }
        }
    }
}

/// A POSIX thread running one closure, joined by `join()`: a thread of its own rather than
/// Dispatch's pool, whose width is not promised, so a worker always runs while the caller waits.
private struct WorkerThread {
    private let thread: pthread_t

    /// Starts `body` on a new thread; nil if the system refuses one.
    init?(_ body: @escaping @Sendable () -> Void) {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let started = pthread_create(
            &thread, nil,
            { context in
                Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run()
                return nil
            }, context)
        guard started == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return nil
        }
        #if canImport(Darwin)
        self.thread = thread!
        #else
        self.thread = thread
        #endif
    }

    /// Waits for the closure to return.
    func join() {
        pthread_join(thread, nil)
    }

    /// The closure, handed to the new thread through `pthread_create`'s context pointer.
    private final class Body: Sendable {
        let run: @Sendable () -> Void

        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}
