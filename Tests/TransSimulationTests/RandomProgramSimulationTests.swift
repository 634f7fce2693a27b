// 300 random valid programs run against the UIKit model in six runner builds, side by side:
// every one must agree with its timeline (issue 8, "What it must show"), and any disagreement
// fails the test with every mismatch and problem printed.
import Foundation
import TransModel
import TransSimulation
import TransTestSupport
import XCTest

final class RandomProgramSimulationTests: XCTestCase {
    static let programCount = 300
    static let batchSize = 50

    func testEveryRandomProgramAgreesWithItsTimeline() throws {
        var disagreeing: [String] = []
        var lines: [String] = []
        var interactive = 0
        // The generator uses iOS 17 springs.
        var options = SimulationOptions()
        options.deploymentTarget = DeploymentTarget(major: 17, minor: 0)
        let batches = stride(from: 0, to: Self.programCount, by: Self.batchSize).map { start in
            (start..<min(start + Self.batchSize, Self.programCount)).map { index in
                var generator = RandomValidProgram(
                    seed: UInt64(index) &* 0x5851_F42D_4C95_7F2D &+ 1, prefix: "S\(index)")
                return SimulationInput(name: "random-\(index).trans", source: generator.source())
            }
        }
        // Each batch is one runner build, which swiftc compiles on one core.
        let simulationOptions = options
        let outcomes = sideBySide(batches.count) { try Simulator.simulate(batches[$0], options: simulationOptions) }
        for (inputs, outcome) in zip(batches, outcomes) {
            for (input, result) in zip(inputs, try outcome.get()) {
                if result.interactiveJSON != nil { interactive += 1 }
                guard !result.agrees else { continue }
                disagreeing.append(input.name)
                lines += result.mismatches + result.problems
            }
        }
        print("random programs: \(Self.programCount - disagreeing.count) of \(Self.programCount) agree")
        XCTAssertEqual(
            disagreeing, [],
            "programs disagreeing with their timelines:\n" + lines.prefix(400).joined(separator: "\n"))
        // The drag, the releases and the hand-offs are checked for each interactive program.
        XCTAssertGreaterThan(interactive, 50, "too few interactive programs to pin the pan")
    }
}
