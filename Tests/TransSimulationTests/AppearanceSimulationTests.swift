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

extension AppearanceSimulationTests {
    /// The appearance's shadow and a `shadowOpacity` track of `presented` compose: the track
    /// animates the one shadow's opacity, so once presented the model reads the track's 0.6 (not
    /// the appearance's 0.3) with the appearance's radius, offset and path; an emission that
    /// animates another view's shadow leaves the shadow at the track's start and disagrees.
    func testAnAnimatedShadowOpacityAnimatesTheAppearancesShadow() throws {
        let corpus = PackagePaths.url("Tests/Corpus/sema")
        XCTAssertEqual(try problems("appearance-shadow-track", in: corpus) { $0 }, [])
        let source = try String(
            contentsOf: corpus.appendingPathComponent("appearance-shadow-track.trans"), encoding: .utf8)
        let swift = try XCTUnwrap(Simulator.emittedSwift(source))
        XCTAssertTrue(swift.contains("shadowView.layer.shadowOpacity = 0.3\n"), swift)
        XCTAssertTrue(swift.contains("presentedView.layer.shadowOpacity = 0.6\n"), swift)
        let wrong = try problems("appearance-shadow-track", in: corpus) {
            $0.replacingOccurrences(
                of: "presentedView.layer.shadowOpacity = 0.6\n",
                with: "presentedView.subviews.first?.layer.shadowOpacity = 0.6\n")
        }
        XCTAssertTrue(
            wrong.contains("LiftedCard present: appearance shadowOpacity: expected 0.6, read 0.0"), "\(wrong)")
    }
}
