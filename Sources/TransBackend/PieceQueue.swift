// What `OrderedPieces`' workers and its caller share: which piece to make next, and the pieces
// made and not yet handed over.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Pieces `0..<count` claimed in index order by the threads that make them (the caller among
/// them) and taken in the same order by the caller. Index `i` is claimed only while
/// `i < taken + window`, so the claimed pieces not yet taken fit in `window` slots (piece `i` in
/// slot `i % window`), and no thread ever waits holding a claim: when the caller waits, the
/// piece it waits for is being made by another thread.
/// Every member takes the mutex (`Synchronization.Mutex` would need macOS 15 and has no
/// condition variable), hence `@unchecked Sendable`.
final class PieceQueue: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// Signalled when the caller takes a piece or stops: a worker may claim again.
    private let roomMade: UnsafeMutablePointer<pthread_cond_t>
    /// Signalled when a worker stores a piece: the one the caller waits for may be there.
    private let pieceMade: UnsafeMutablePointer<pthread_cond_t>
    private let count: Int
    private let window: Int
    // Guarded by `mutex`.
    private var slots: [[UInt8]?]
    private var claimed = 0
    private var taken = 0
    private var stopped = false

    init(count: Int, window: Int) {
        self.count = count
        self.window = window
        slots = Array(repeating: nil, count: window)
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        roomMade = .allocate(capacity: 1)
        roomMade.initialize(to: pthread_cond_t())
        pthread_cond_init(roomMade, nil)
        pieceMade = .allocate(capacity: 1)
        pieceMade.initialize(to: pthread_cond_t())
        pthread_cond_init(pieceMade, nil)
    }

    deinit {
        for condition in [roomMade, pieceMade] {
            pthread_cond_destroy(condition)
            condition.deinitialize(count: 1)
            condition.deallocate()
        }
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// The next piece for a worker to make, once the window has room for it; nil when every
    /// piece is claimed or the caller stopped.
    func claim() -> Int? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while !stopped, claimed < count, claimed >= taken + window {
            pthread_cond_wait(roomMade, mutex)
        }
        guard !stopped, claimed < count else { return nil }
        claimed += 1
        return claimed - 1
    }

    /// Keeps the piece a thread made of the index it claimed.
    func store(_ piece: [UInt8], at index: Int) {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        slots[index % window] = piece
        pthread_cond_signal(pieceMade)
    }

    /// What the caller does next to hand piece `index`, the next in order: hand it if it is
    /// made; else make the next piece if the window has room for it; else wait, since every
    /// piece it could make is claimed, for a thread to store one. A piece handed leaves the
    /// queue, making room.
    func step(handing index: Int) -> CallerStep {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        precondition(index == taken, "pieces are handed in order")
        while true {
            if let piece = slots[index % window] {
                slots[index % window] = nil
                taken += 1
                pthread_cond_broadcast(roomMade)
                return .hand(piece)
            }
            if claimed < count, claimed < taken + window {
                claimed += 1
                return .make(claimed - 1)
            }
            pthread_cond_wait(pieceMade, mutex)
        }
    }

    /// The caller's next move (`step(handing:)`).
    enum CallerStep {
        /// Hand this piece to the sink.
        case hand([UInt8])
        /// Make the piece of this index, then store it.
        case make(Int)
    }

    /// No more claims: a waiting worker returns nil, a working one after the piece it makes.
    func stop() {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        stopped = true
        pthread_cond_broadcast(roomMade)
    }
}
