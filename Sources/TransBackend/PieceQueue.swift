// What `OrderedPieces`' workers and its caller share: which piece to make next, and the pieces
// made and not yet handed over.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Pieces `0..<count` claimed by workers in index order and taken by one consumer in the same
/// order. A worker claims index `i` only while `i < taken + window`, so the claimed pieces not
/// yet taken fit in `window` slots (piece `i` in slot `i % window`) and no worker ever waits
/// holding a claim: the piece the consumer waits for is always being made or can be claimed.
/// Every member takes the mutex (`Synchronization.Mutex` would need macOS 15 and has no
/// condition variable), hence `@unchecked Sendable`.
final class PieceQueue: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// Signalled when the consumer takes a piece or stops: a worker may claim again.
    private let roomMade: UnsafeMutablePointer<pthread_cond_t>
    /// Signalled when a worker stores a piece: the one the consumer waits for may be there.
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
    /// piece is claimed or the consumer stopped.
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

    /// Keeps the piece a worker made of the index it claimed.
    func store(_ piece: [UInt8], at index: Int) {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        slots[index % window] = piece
        pthread_cond_signal(pieceMade)
    }

    /// Piece `index`, the next in order, once it is made; it leaves the queue, making room.
    func take(_ index: Int) -> [UInt8] {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        precondition(index == taken, "pieces are taken in order")
        while slots[index % window] == nil {
            pthread_cond_wait(pieceMade, mutex)
        }
        let piece = slots[index % window]!
        slots[index % window] = nil
        taken += 1
        pthread_cond_broadcast(roomMade)
        return piece
    }

    /// No more claims: a waiting worker returns nil, a working one after the piece it makes.
    func stop() {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        stopped = true
        pthread_cond_broadcast(roomMade)
    }
}
