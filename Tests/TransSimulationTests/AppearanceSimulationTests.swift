// The appearance samples on the UIKit model: what the model reads catches the emission that
// gets a shadow path, the corners or the blur wrong (docs/simulation.md, "The appearance").
import Foundation
import TransSimulation
import TransTestSupport
import XCTest

final class AppearanceSimulationTests: XCTestCase {
    /// The problems of `sample` (in `directory`) run with its emitted Swift edited by `edit`.
    private func problems(
        _ sample: String, in directory: URL = PackagePaths.samples, _ edit: (String) -> String
    ) throws -> [String] {
        let url = directory.appendingPathComponent("\(sample).trans")
        var input = SimulationInput(name: sample, source: try String(contentsOf: url, encoding: .utf8))
        input.swiftOverride = edit(try XCTUnwrap(Simulator.emittedSwift(input.source)))
        let result = try XCTUnwrap(try Simulator.simulate([input]).first)
        return result.mismatches + result.problems
    }

    func testAShadowWithoutItsPathOrCornersRoundedEverywhereDisagrees() throws {
        let problems = try problems("shadow-card") {
            $0.replacingOccurrences(
                of: "        shadowView.layer.shadowPath = shadowPath(in: shadowView.bounds)\n", with: ""
            )
            .replacingOccurrences(
                of: "roundedView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]\n", with: "")
        }
        XCTAssertEqual(
            problems,
            [
                "ShadowCard present: appearance maskedCorners: expected 3.0, read 15.0",
                "ShadowCard present: appearance shadowPathFitsBounds: expected 1.0, read 0.0",
            ])
    }

    func testABlurOfAnotherMaterialDisagrees() throws {
        let problems = try problems("blur-backdrop") {
            $0.replacingOccurrences(
                of: "alongsideTransition: { _ in self.blurView.effect = UIBlurEffect(style: .systemMaterial) }",
                with: "alongsideTransition: { _ in self.blurView.effect = UIBlurEffect(style: .systemThinMaterial) }")
        }
        XCTAssertEqual(problems, ["BlurBackdrop present: blur: expected systemMaterial, read systemThinMaterial"])
    }

    /// `order: presentedBelow`: the presented view put on top instead disagrees.
    func testThePresentedViewOnTopOfAPresentingViewItShouldBeUnderDisagrees() throws {
        let problems = try problems("sema/order", in: PackagePaths.corpus) {
            $0.replacingOccurrences(
                of: "containerView.insertSubview(presentedView, belowSubview: presentingView)",
                with: "containerView.addSubview(presentedView)")
        }
        XCTAssertEqual(problems, ["Underneath present: presented view above the presenting view, expected below"])
    }
}
