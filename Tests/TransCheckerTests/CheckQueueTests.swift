// The queue a streamed check's threads share: results in submission order whatever finishes
// first, at most `window` jobs in flight, and a refused result stops everything.
import Foundation
import TransThreads
import XCTest

@testable import TransChecker

final class CheckQueueTests: XCTestCase {
    /// Runs `jobs` through a queue of `window` with `workers` other threads, delivering until
    /// `accepts` refuses one; returns what was delivered, in order, and whether it finished.
    private func run(
        _ jobs: [Int], workers: Int, window: Int, accepts: @escaping (Int) -> Bool = { _ in true },
        check: @escaping @Sendable (Int) -> Int
    ) -> (delivered: [Int], finished: Bool) {
        let queue = CheckQueue<Int, Int>(window: window)
        let threads = (0..<workers).compactMap { _ in PosixThread { queue.work(check) } }
        var delivered: [Int] = []
        let deliver = { (result: Int) -> Bool in
            delivered.append(result)
            return accepts(result)
        }
        var finished = jobs.allSatisfy { queue.submit($0, run: check, deliver: deliver) }
        finished = finished && queue.deliverAll(closing: true, run: check, deliver: deliver)
        queue.stop()
        for thread in threads { thread.join() }
        return (delivered, finished)
    }

    /// Jobs that take longer the earlier they are submitted finish in reverse, and are still
    /// delivered in order, with every job run once.
    func testResultsComeInSubmissionOrderWhateverFinishesFirst() {
        let jobs = Array(0..<200)
        for (workers, window) in [(0, 1), (0, 4), (1, 2), (3, 8), (3, 1)] {
            let result = run(jobs, workers: workers, window: window) { job in
                usleep(UInt32((200 - job) % 7) * 100)
                return job * 10
            }
            XCTAssertTrue(result.finished, "\(workers) workers, window \(window)")
            XCTAssertEqual(result.delivered, jobs.map { $0 * 10 }, "\(workers) workers, window \(window)")
        }
    }

    /// No more than `window` jobs are submitted and not yet delivered, so nothing is held
    /// beyond it however many jobs there are.
    func testAtMostTheWindowIsInFlight() {
        let window = 5
        let running = Counter()
        let result = run(Array(0..<100), workers: 3, window: window) { job in
            running.add(1)
            defer { running.add(-1) }
            usleep(200)
            return job
        }
        XCTAssertTrue(result.finished)
        XCTAssertLessThanOrEqual(running.highest, window)
        XCTAssertGreaterThan(running.highest, 1, "the other threads ran jobs too")
    }

    /// A refused result stops the queue: nothing after it is delivered, and submitting fails.
    func testARefusedResultStopsTheQueue() {
        for workers in [0, 2] {
            let result = run(Array(0..<100), workers: workers, window: 4, accepts: { $0 != 30 }) { $0 }
            XCTAssertFalse(result.finished)
            XCTAssertEqual(result.delivered, Array(0...30), "\(workers) workers")
        }
    }
}

/// A count several threads change, and the highest it reached.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    private(set) var highest = 0

    func add(_ change: Int) {
        lock.lock()
        defer { lock.unlock() }
        value += change
        highest = max(highest, value)
    }
}
