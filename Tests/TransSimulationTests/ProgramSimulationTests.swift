// Every spec sample and every corpus program that checks clean, run against the UIKit model
// and compared with its timeline: all of them agree (issue 8), so any disagreement fails the
// test with every mismatch and problem printed.
import TransSimulation
import XCTest

final class ProgramSimulationTests: XCTestCase {
    func testSamplesAndCleanCorpusProgramsAgreeWithTheirTimelines() throws {
        let inputs = try ProgramInputs.samples() + ProgramInputs.cleanCorpus()
        XCTAssertGreaterThan(inputs.count, 20)
        let results = try Simulator.simulate(inputs)
        XCTAssertEqual(results.count, inputs.count)
        var lines: [String] = []
        for result in results {
            lines += (result.mismatches + result.problems).map { "\(result.name): \($0)" }
        }
        XCTAssertTrue(lines.isEmpty, "disagreements:\n" + lines.joined(separator: "\n"))
    }
}
