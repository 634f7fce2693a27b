// OrderedPieces: pieces made on several threads reach the sink in order, at most a window
// ahead, and a sink's error stops the workers.
import Dispatch
import Foundation
import TransBackend
import XCTest

final class OrderedPiecesTests: XCTestCase {
    private struct SinkFailure: Error {}

    /// How many pieces the workers have started, read by the sink on the calling thread.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var started = 0
        /// Signalled when piece `signalAt` starts.
        let reached = DispatchSemaphore(value: 0)
        let signalAt: Int

        init(signalAt: Int = -1) { self.signalAt = signalAt }

        func start(_ index: Int) {
            lock.withLock { started += 1 }
            if index == signalAt { reached.signal() }
        }

        var count: Int { lock.withLock { started } }
    }

    /// Piece `index`'s text: pieces of different lengths, so an order mix-up shows.
    private static func piece(_ index: Int) -> [UInt8] {
        Array(String(repeating: "\(index) ", count: index % 7 + 1).utf8) + [UInt8(ascii: "\n")]
    }

    func testPiecesReachTheSinkInOrderForAnyWorkerCount() {
        for workers in [1, 2, 3, 8] {
            for count in [0, 1, 2, 100] {
                var bytes: [UInt8] = []
                OrderedPieces.write(count: count, workers: workers, to: { bytes += $0 }) { Self.piece }
                XCTAssertEqual(bytes, (0..<count).flatMap(Self.piece), "\(count) pieces, \(workers) workers")
            }
        }
    }

    func testWorkersRunAheadOfTheSinkByTheWindowAndNoFurther() {
        let window = 5
        let counter = Counter(signalAt: window)
        var handed = 0
        var mostAhead = 0
        OrderedPieces.write(
            count: 200, workers: 3, window: window,
            to: { _ in
                handed += 1
                // The first time, wait until a worker starts the last piece the window lets it.
                if handed == 1 { counter.reached.wait() }
                mostAhead = max(mostAhead, counter.count - handed)
            }
        ) {
            { index in
                counter.start(index)
                return Self.piece(index)
            }
        }
        XCTAssertEqual(handed, 200)
        XCTAssertEqual(mostAhead, window, "pieces started and not handed over")
    }

    func testASinkThatThrowsStopsTheWorkersPromptly() {
        let window = 4
        for failing in [0, 50] {
            let counter = Counter()
            var handed = 0
            XCTAssertThrowsError(
                try OrderedPieces.write(
                    count: 10_000, workers: 3, window: window,
                    to: { _ in
                        handed += 1
                        if handed > failing { throw SinkFailure() }
                    }
                ) {
                    { index in
                        counter.start(index)
                        return Self.piece(index)
                    }
                }
            ) { XCTAssertTrue($0 is SinkFailure, "\($0)") }
            XCTAssertEqual(handed, failing + 1)
            // The workers are joined when `write` returns: none starts a piece past the window.
            XCTAssertLessThanOrEqual(counter.count, failing + 1 + window)
        }
    }
}
