// Batches of emitted Swift, each one `swiftc` run on one core, run side by side.
import Foundation

/// Runs `body` for each of `0..<count` side by side, as many at a time as there are cores
/// (`DispatchQueue.concurrentPerform`), and returns the outcomes in index order. A batch of
/// emitted Swift is one `swiftc` run on one core, so batches in a row leave the other cores idle.
public func sideBySide<Output>(_ count: Int, _ body: @Sendable (Int) throws -> Output) -> [Result<Output, any Error>] {
    let outcomes = Outcomes<Output>(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { index in
        outcomes.set(index, Result { try body(index) })
    }
    return outcomes.values
}

/// The outcomes, filled from several threads, read once all have been set.
private final class Outcomes<Output>: @unchecked Sendable {
    private let lock = NSLock()
    private var outcomes: [Result<Output, any Error>?]

    init(count: Int) { outcomes = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ outcome: Result<Output, any Error>) {
        lock.withLock { outcomes[index] = outcome }
    }

    /// Every outcome, in index order; read after all have been set.
    var values: [Result<Output, any Error>] { lock.withLock { outcomes.map { $0! } } }
}
