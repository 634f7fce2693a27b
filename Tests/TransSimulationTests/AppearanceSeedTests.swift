// The seed programs of issue 11's appearance (samples/seeds/, docs/seeds-appearance.md): their
// numbers in the timeline and in the emitted Swift run against the UIKit model, which also
// catches the emission that drops them.
import Foundation
import TransModel
import TransSimulation
import TransTestSupport
import XCTest

final class AppearanceSeedTests: XCTestCase {
    private func seed(_ name: String) throws -> SimulationInput {
        let url = PackagePaths.samples.appendingPathComponent("seeds/\(name).trans")
        return SimulationInput(name: name, source: try String(contentsOf: url, encoding: .utf8))
    }

    /// HouWan's Demo3: square corners and a 1-point red border, a 300-point sheet.
    func testHouWanDemo3HasSquareCornersAndAOnePointRedBorderOnDeviceAsInTheTimeline() throws {
        let input = try seed("houwan-demo3")
        let result = try XCTUnwrap(try Simulator.simulate([input]).first)
        XCTAssertEqual(result.mismatches + result.problems, [])
        let transition = try XCTUnwrap(result.expected.transitions.first)
        let appearance = try XCTUnwrap(transition.appearance)
        XCTAssertEqual(appearance.border, Border(width: 1, color: Color(red: 1, green: 0, blue: 0, alpha: 1)))
        XCTAssertNil(appearance.corners)
        XCTAssertNil(appearance.shadow)
        // The sheet rests 300 points tall at the bottom of the 852-point container.
        let present = try XCTUnwrap(transition.phases.first { $0.kind == .present })
        let frame = try XCTUnwrap(present.tracks.first { $0.property == .frame }?.samples.last?.values)
        XCTAssertEqual(frame, [0, 552, 393, 300])
        let swift = try XCTUnwrap(Simulator.emittedSwift(input.source))
        XCTAssertTrue(swift.contains("roundedView.layer.borderWidth = 1\n"), swift)
        XCTAssertFalse(swift.contains("cornerRadius"), swift)
    }

    /// The model reads the border where UIKit draws it: an emission that leaves it out, or
    /// rounds the corners, disagrees with the timeline.
    func testTheModelCatchesAMissingBorderAndRoundedCorners() throws {
        var input = try seed("houwan-demo3")
        let swift = try XCTUnwrap(Simulator.emittedSwift(input.source))
        input.swiftOverride = swift.replacingOccurrences(
            of: "roundedView.layer.borderWidth = 1\n",
            with: "roundedView.layer.borderWidth = 0\nroundedView.layer.cornerRadius = 12\n")
        let result = try XCTUnwrap(try Simulator.simulate([input]).first)
        XCTAssertEqual(
            result.problems,
            [
                "HouWanDemo3 present: appearance borderWidth: expected 1.0, read 0.0",
                "HouWanDemo3 present: appearance cornerRadius: expected 0.0, read 12.0",
            ])
    }
}

extension AppearanceSeedTests {
    /// Seed 003: the shade's colors black, half black, half white, the first at the hinge (the
    /// left edge, the anchor), over a page turned in the container's perspective.
    func testThePageFlipSeedsShadeIsDarkestAtTheHingeOnDeviceAsInTheTimeline() throws {
        let input = try seed("page-flip")
        let result = try XCTUnwrap(try Simulator.simulate([input]).first)
        XCTAssertEqual(result.mismatches + result.problems, [])
        let present = try XCTUnwrap(result.expected.transitions.first?.phases.first { $0.kind == .present })
        let shade = try XCTUnwrap(present.tracks.first { $0.property == .shade })
        let gradient = try XCTUnwrap(shade.shadeGradient)
        XCTAssertEqual(
            gradient.colors,
            [
                Color(red: 0, green: 0, blue: 0, alpha: 1), Color(red: 0, green: 0, blue: 0, alpha: 0.5),
                Color(red: 1, green: 1, blue: 1, alpha: 0.5),
            ])
        XCTAssertEqual(gradient.stops, [0, 0.5, 1])
        XCTAssertEqual(gradient.start, UnitPoint(x: 0, y: 0.5))
        XCTAssertEqual(shade.samples.last?.values, [1])
        let swift = try XCTUnwrap(Simulator.emittedSwift(input.source))
        // The vanishing point: the perspective on the superview's sublayerTransform, at its centre.
        XCTAssertTrue(swift.contains("perspective.m34 = -1 / 500\n"), swift)
        XCTAssertTrue(swift.contains("presentingView.superview?.layer.sublayerTransform = perspective\n"), swift)
    }

    /// A gradient turned the other way (lightest at the hinge) disagrees with the timeline.
    func testTheModelCatchesAShadeGradientTurnedTheWrongWay() throws {
        var input = try seed("page-flip")
        let swift = try XCTUnwrap(Simulator.emittedSwift(input.source))
        input.swiftOverride = swift.replacingOccurrences(
            of: "gradient.startPoint = CGPoint(x: 0, y: 0.5)\n", with: "gradient.startPoint = CGPoint(x: 1, y: 0.5)\n")
        let result = try XCTUnwrap(try Simulator.simulate([input]).first)
        XCTAssertEqual(result.problems.count, 1)
        XCTAssertTrue(result.problems.first?.hasPrefix("SeedPageFlip present: presenting shade gradient:") ?? false)
    }
}
