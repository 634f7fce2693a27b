// 300 random valid programs run against the UIKit model in three runner builds: every one must
// agree with its timeline (issue 8, "What it must show"), and any disagreement fails the test
// with every mismatch and problem printed.
import TransModel
import TransSimulation
import TransTestSupport
import XCTest

final class RandomProgramSimulationTests: XCTestCase {
    static let programCount = 300
    static let batchSize = 100

    func testEveryRandomProgramAgreesWithItsTimeline() throws {
        var disagreeing: [String] = []
        var lines: [String] = []
        var interactive = 0
        // The generator uses iOS 17 springs.
        var options = SimulationOptions()
        options.deploymentTarget = DeploymentTarget(major: 17, minor: 0)
        for batch in stride(from: 0, to: Self.programCount, by: Self.batchSize) {
            let inputs = (batch..<min(batch + Self.batchSize, Self.programCount)).map { index in
                var generator = RandomValidProgram(
                    seed: UInt64(index) &* 0x5851_F42D_4C95_7F2D &+ 1, prefix: "S\(index)")
                return SimulationInput(name: "random-\(index).trans", source: generator.source())
            }
            for (input, result) in zip(inputs, try Simulator.simulate(inputs, options: options)) {
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
