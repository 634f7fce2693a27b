// What `OrderedPieces`' workers and its caller share: which piece to make next, and the pieces
// made and not yet handed over.
import TransThreads

/// Pieces `0..<count` claimed in index order by the threads that make them (the caller among
/// them) and taken in the same order by the caller. Index `i` is claimed only while
/// `i < taken + window`, so the claimed pieces not yet taken fit in `window` slots (piece `i` in
/// slot `i % window`), and no thread ever waits holding a claim: when the caller waits, the
/// piece it waits for is being made by another thread.
/// Every member takes the lock, hence `@unchecked Sendable`.
final class PieceQueue: @unchecked Sendable {
    private let lock = Lock()
    /// Signalled when the caller takes a piece or stops: a worker may claim again.
    private let roomMade = Condition()
    /// Signalled when a worker stores a piece: the one the caller waits for may be there.
    private let pieceMade = Condition()
    private let count: Int
    private let window: Int
    // Guarded by `lock`.
    private var slots: [[UInt8]?]
    private var claimed = 0
    private var taken = 0
    private var stopped = false

    init(count: Int, window: Int) {
        self.count = count
        self.window = window
        slots = Array(repeating: nil, count: window)
    }

    /// The next piece for a worker to make, once the window has room for it; nil when every
    /// piece is claimed or the caller stopped.
    func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        while !stopped, claimed < count, claimed >= taken + window {
            roomMade.wait(lock)
        }
        guard !stopped, claimed < count else { return nil }
        claimed += 1
        return claimed - 1
    }

    /// Keeps the piece a thread made of the index it claimed.
    func store(_ piece: [UInt8], at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        slots[index % window] = piece
        pieceMade.signal()
    }

    /// What the caller does next to hand piece `index`, the next in order: hand it if it is
    /// made; else make the next piece if the window has room for it; else wait, since every
    /// piece it could make is claimed, for a thread to store one. A piece handed leaves the
    /// queue, making room.
    func step(handing index: Int) -> CallerStep {
        lock.lock()
        defer { lock.unlock() }
        precondition(index == taken, "pieces are handed in order")
        while true {
            if let piece = slots[index % window] {
                slots[index % window] = nil
                taken += 1
                roomMade.broadcast()
                return .hand(piece)
            }
            if claimed < count, claimed < taken + window {
                claimed += 1
                return .make(claimed - 1)
            }
            pieceMade.wait(lock)
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
        lock.lock()
        defer { lock.unlock() }
        stopped = true
        roomMade.broadcast()
    }
}
