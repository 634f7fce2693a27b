// Transitions printed on several threads make the file one thread makes, byte for byte, and a
// sink that throws stops them.
import Foundation
import TransModel
import TransTestSupport
import XCTest

@testable import TransSwiftBackend

final class ParallelEmissionTests: XCTestCase {
    private struct SinkFailure: Error {}

    /// Every transition of the spec's samples and the seed gallery, in one program: many
    /// transitions, every one different.
    private func allTransitions() throws -> Program {
        var transitions: [Transition] = []
        for url in try TestPaths.samples() + TestPaths.seeds() {
            let source = try String(contentsOf: url, encoding: .utf8)
            transitions += try XCTUnwrap(checkedProgram(source, name: url.lastPathComponent)).transitions
        }
        return Program(sourceName: "all.trans", transitions: transitions)
    }

    private func written(_ program: Program, for uikit: TargetUIKit = .apple, workers: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try SwiftEmitter.write(StreamedProgram(program), for: uikit, workers: workers) { bytes += $0 }
        return bytes
    }

    func testEveryWorkerCountWritesTheSameBytes() throws {
        let program = try allTransitions()
        XCTAssertGreaterThan(program.transitions.count, 20)
        for uikit in [TargetUIKit.apple, .model] {
            let oneThread = Array(SwiftEmitter.emit(program, for: uikit).utf8)
            for workers in [1, 2, 3, 8] {
                XCTAssertEqual(
                    try written(program, for: uikit, workers: workers), oneThread, "\(uikit), \(workers) workers")
            }
        }
    }

    func testFewerTransitionsThanWorkersAndNone() throws {
        let all = try allTransitions()
        for count in [0, 1, 2, 3] {
            let program = Program(sourceName: "few.trans", transitions: Array(all.transitions.prefix(count)))
            let oneThread = Array(SwiftEmitter.emit(program).utf8)
            XCTAssertEqual(try written(program, workers: 8), oneThread, "\(count) transitions")
        }
    }

    /// Transitions go to the workers a batch at a time: a batch's end, whole or not, changes
    /// nothing.
    func testBatchesWriteTheSameBytes() throws {
        let program = try allTransitions()
        let oneThread = Array(SwiftEmitter.emit(program).utf8)
        for batchSize in [1, 2, 5, program.transitions.count - 1, program.transitions.count] {
            var bytes: [UInt8] = []
            try SwiftEmitter.write(StreamedProgram(program), for: .apple, workers: 2, batchSize: batchSize) {
                bytes += $0
            }
            XCTAssertEqual(bytes, oneThread, "batches of \(batchSize)")
        }
    }

    func testASinkThatThrowsStopsTheWorkersAndRethrows() throws {
        let program = try allTransitions()
        // The header is the first piece; a failure there, on a transition in the middle, and on the last.
        for failing in [0, 1, program.transitions.count / 2, program.transitions.count] {
            var handed = 0
            XCTAssertThrowsError(
                try SwiftEmitter.write(StreamedProgram(program), for: .apple, workers: 3) { _ in
                    handed += 1
                    if handed > failing { throw SinkFailure() }
                }
            ) { XCTAssertTrue($0 is SinkFailure, "\($0)") }
            XCTAssertEqual(handed, failing + 1, "the sink is not called after it throws")
        }
    }
}
