// The simulation at non-default geometry (`Scripts/simulate --safe-area`, `--content-size`,
// `--keyboard-height`): the model's window takes the safe area, the presented controller the
// content size and the keyboard the height the timeline is evaluated at, and the executed
// frames agree with that timeline, not the default one.
import Foundation
import TransModel
import TransSimulation
import TransTestSupport
import TransTimeline
import XCTest

final class SimulationOptionsTests: XCTestCase {
    private static let programs = """
        transition Safe {
            style: custom
            presentation {
                frame: inset(top: container.safeArea.top, bottom: container.safeArea.bottom)
            }
            present { duration: 0.3s, animate presented { frame: offscreen(bottom) -> final } }
            dismiss: reverse
        }
        transition Fitted {
            style: custom
            presentation { frame: bottom(height: content.height) }
            present { duration: 0.3s, animate presented { frame: offscreen(bottom) -> final } }
            dismiss: reverse
        }
        """

    /// The presented frame at the end of `name`'s present phase in `timeline`.
    private func presentedEnd(_ name: String, _ timeline: Timeline) throws -> [Double] {
        let transition = try XCTUnwrap(timeline.transitions.first { $0.name == name })
        let present = try XCTUnwrap(transition.phases.first { $0.kind == .present })
        let track = try XCTUnwrap(present.tracks.first { $0.target == .presented && $0.property == .frame })
        return try XCTUnwrap(track.samples.last?.values)
    }

    private func disagreements(_ result: SimulationResult) -> String {
        (result.mismatches + result.problems).joined(separator: "\n")
    }

    func testASafeAreaAndAContentSizeCompareAtTheirNonDefaultValues() throws {
        var options = SimulationOptions()
        options.safeArea = EdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
        options.contentSize = Size(width: 393, height: 250)
        let result = try XCTUnwrap(
            try Simulator.simulate([SimulationInput(name: "options.trans", source: Self.programs)], options: options)
                .first)
        XCTAssertTrue(result.agrees, disagreements(result))
        // The executed frames are the model's: at the given safe area and content size.
        XCTAssertEqual(try presentedEnd("Safe", result.executed), [0, 20, 393, 822])
        XCTAssertEqual(try presentedEnd("Fitted", result.executed), [0, 602, 393, 250])
        let defaults = try XCTUnwrap(
            try Simulator.simulate([SimulationInput(name: "options.trans", source: Self.programs)]).first)
        XCTAssertTrue(defaults.agrees, disagreements(defaults))
        XCTAssertEqual(try presentedEnd("Safe", defaults.executed), [0, 59, 393, 759])
        XCTAssertEqual(try presentedEnd("Fitted", defaults.executed), [0, 452, 393, 400])
    }

    func testTheKeyboardIsRaisedAtTheGivenHeight() throws {
        let source = try String(
            contentsOf: PackagePaths.samples.appendingPathComponent("keyboard-alert.trans"), encoding: .utf8)
        var options = SimulationOptions()
        options.keyboardHeight = 500
        let result = try XCTUnwrap(
            try Simulator.simulate([SimulationInput(name: "keyboard-alert.trans", source: source)], options: options)
                .first)
        XCTAssertTrue(result.agrees, disagreements(result))
        let raised = try XCTUnwrap(result.executed.transitions.first?.keyboard)
        XCTAssertEqual(raised.height, 500)
        let atDefault = try XCTUnwrap(
            try Simulator.simulate([SimulationInput(name: "keyboard-alert.trans", source: source)]).first)
        XCTAssertTrue(atDefault.agrees, disagreements(atDefault))
        let defaultFrame = try XCTUnwrap(atDefault.executed.transitions.first?.keyboard?.frame)
        XCTAssertLessThan(raised.frame.y, defaultFrame.y, "a taller keyboard raises the alert further")
    }
}
