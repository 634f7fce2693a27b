// Reduce Motion on in the UIKit model: every sample's emitted code runs its reduced variant and
// agrees with the `--reduce-motion` timeline, in which no view moves; code that ignores the
// setting is caught.
import TransSimulation
import XCTest

final class ReducedMotionSimulationTests: XCTestCase {
    private var reduced: SimulationOptions {
        var options = SimulationOptions()
        options.reduceMotion = true
        return options
    }

    func testEverySampleRunsItsReducedVariantWithReduceMotionOn() throws {
        let inputs = try ProgramInputs.samples()
        XCTAssertEqual(inputs.count, 17)
        try assertReducedRunsAgree(inputs)
    }

    /// The seeds bring what the samples do not: `relayout: false` (the card held where the
    /// animator lands it) and keyframed entrances (held at their last key).
    func testEverySeedRunsItsReducedVariantWithReduceMotionOn() throws {
        let inputs = try ProgramInputs.seeds()
        XCTAssertGreaterThanOrEqual(inputs.count, 5)
        try assertReducedRunsAgree(inputs)
    }

    private func assertReducedRunsAgree(_ inputs: [SimulationInput]) throws {
        let results = try Simulator.simulate(inputs, options: reduced)
        XCTAssertEqual(results.count, inputs.count)
        var lines: [String] = []
        for result in results {
            XCTAssertTrue(result.expected.options.reduceMotion)
            lines += (result.mismatches + result.problems).map { "\(result.name): \($0)" }
        }
        XCTAssertTrue(lines.isEmpty, "disagreements:\n" + lines.joined(separator: "\n"))
    }

    /// `keep`, a program's own reduced phase (also under a pan and reversed), a presenter held
    /// full size behind a card: each agrees with its reduced timeline.
    func testEveryChoiceRunsAsItsReducedTimelineSays() throws {
        let inputs = try ProgramInputs.cleanCorpus().filter { $0.name.hasSuffix("reduce-motion-choices.trans") }
        XCTAssertEqual(inputs.count, 1)
        let result = try XCTUnwrap(Simulator.simulate(inputs, options: reduced).first)
        XCTAssertTrue(result.agrees, (result.mismatches + result.problems).joined(separator: "\n"))
        XCTAssertEqual(result.executed.transitions.count, 4)
    }

    /// The branch taken out (the written motion runs whatever the setting): the frame moves and
    /// the presented view never fades, so the comparison fails; with the branch it agrees.
    private static func slide(_ name: String) -> String {
        """
        transition \(name) {
            style: custom
            presentation { frame: bottom(height: 300) }
            present { duration: 0.4s, curve: easeOut, animate presented { frame: offscreen(bottom) -> final } }
            dismiss: reverse
        }
        """
    }

    func testCodeThatIgnoresReduceMotionIsCaught() throws {
        let swift = try XCTUnwrap(Simulator.emittedSwift(Self.slide("Ignoring")))
        let branch = "if UIAccessibility.isReduceMotionEnabled {"
        XCTAssertEqual(swift.components(separatedBy: branch).count, 3, "a branch in each animator")
        let ignoring = swift.replacingOccurrences(
            of: branch, with: "if UIAccessibility.isReduceMotionEnabled && false {")
        let results = try Simulator.simulate(
            [
                SimulationInput(name: "slide.trans", source: Self.slide("Slide")),
                SimulationInput(name: "ignoring.trans", source: Self.slide("Ignoring"), swiftOverride: ignoring),
            ], options: reduced)
        XCTAssertTrue(results[0].agrees, (results[0].mismatches + results[0].problems).joined(separator: "\n"))
        let mismatches = results[1].mismatches.joined(separator: "\n")
        XCTAssertTrue(results[1].mismatches.contains { $0.contains("presented frame") }, mismatches)
        XCTAssertTrue(results[1].mismatches.contains { $0.contains("presented alpha") }, mismatches)
    }
}
