// Resting positions on the UIKit model: the emitted pan of samples/floating-panel.trans and
// samples/panmodal-sheet.trans, dragged and released as a finger would, lands where
// TransTimeline's `RestingMotion` says — a fling from half on full, a slow release just above
// half back on half, a pull below the lowest dismissing (or springing back when the program
// does not allow it) — and holds the view and the dimming where the rules put them.
import Foundation
import TransModel
import TransSimulation
import TransTestSupport
import TransTimeline
import XCTest

final class RestingPositionSimulationTests: XCTestCase {
    /// The scenario's output (below), run once on both samples' emitted Swift.
    private static let log = Result { try runScenario() }

    private static func runScenario() throws -> [String: String] {
        var swiftFiles: [String] = []
        for sample in ["floating-panel", "panmodal-sheet"] {
            let swift = try XCTUnwrap(Simulator.emittedSwift(try source(sample)), "\(sample).trans does not check")
            swiftFiles.append(try ObjectiveCRewrite.rewrite(swift))
        }
        var readings: [String: String] = [:]
        for line in try ModelProgram.scenarioLog(swiftFiles: swiftFiles, entry: scenario) {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { readings[parts[0]] = parts[1] }
        }
        return readings
    }

    private static func source(_ sample: String) throws -> String {
        try String(contentsOf: PackagePaths.samples.appendingPathComponent("\(sample).trans"), encoding: .utf8)
    }

    /// The rules of `sample` in the scenario's 393 × 852 window.
    private func motion(_ sample: String) throws -> RestingMotion {
        let program = try XCTUnwrap(checkedProgram(try Self.source(sample)))
        let rests = try XCTUnwrap(program.transitions.first?.presentation?.rests)
        return RestingMotion(rests, containerWidth: 393, containerHeight: 852)
    }

    private func reading(_ key: String) throws -> String {
        try XCTUnwrap(try Self.log.get()[key], "the scenario printed no \(key)")
    }

    private func number(_ key: String) throws -> Double {
        try XCTUnwrap(Double(try reading(key)), "\(key) is not a number")
    }

    /// The landing `motion` predicts for a release at `top` with `velocity`, as the scenario spells it.
    private func landing(_ motion: RestingMotion, _ names: [String], top: Double, velocity: Double) -> String {
        switch motion.landing(top: top, velocity: velocity) {
        case .rest(let index): names[index]
        case .dismissal: "dismissed"
        }
    }

    func testThePanelPresentsAtHalfDimmed() throws {
        let motion = try motion("floating-panel")
        XCTAssertEqual(try number("panel.presented.top"), motion.tops[1], accuracy: 1e-3)
        XCTAssertEqual(try reading("panel.presented.position"), "half")
        XCTAssertEqual(try number("panel.presented.dimming"), 0.3, accuracy: 1e-4)
    }

    func testAFlingFromHalfLandsOnFull() throws {
        let motion = try motion("floating-panel")
        let held = motion.draggedTop(from: motion.tops[1], translation: -40)
        XCTAssertEqual(try number("panel.fling.held"), held, accuracy: 1e-3)
        XCTAssertEqual(landing(motion, ["tip", "half", "full"], top: held, velocity: -1500), "full")
        XCTAssertEqual(try reading("panel.fling.position"), "full")
        XCTAssertEqual(try number("panel.fling.top"), motion.tops[2], accuracy: 1e-3)
        XCTAssertEqual(try number("panel.fling.height"), motion.frames[2].height, accuracy: 1e-3)
    }

    func testASlowReleaseJustAboveHalfReturnsToHalf() throws {
        let motion = try motion("floating-panel")
        let held = motion.draggedTop(from: motion.tops[1], translation: -30)
        XCTAssertEqual(try number("panel.slow.held"), held, accuracy: 1e-3)
        // Held between half and full, the frame is interpolated by the top edge.
        XCTAssertEqual(try number("panel.slow.heldHeight"), motion.frame(atTop: held).height, accuracy: 1e-3)
        XCTAssertEqual(landing(motion, ["tip", "half", "full"], top: held, velocity: -50), "half")
        XCTAssertEqual(try reading("panel.slow.position"), "half")
        XCTAssertEqual(try number("panel.slow.top"), motion.tops[1], accuracy: 1e-3)
    }

    func testMoveToAnimatesToThePositionFromCode() throws {
        let motion = try motion("floating-panel")
        XCTAssertEqual(try reading("panel.move.position"), "half")
        let midway = try number("panel.move.midway")
        XCTAssertLessThan(midway, motion.tops[1] - 1, "the move is animated, not a jump")
        XCTAssertGreaterThan(midway, motion.tops[2] + 1)
        XCTAssertEqual(try number("panel.move.top"), motion.tops[1], accuracy: 1e-3)
    }

    func testAPullBelowTheTipRubberBandsAndReturnsUndimmed() throws {
        let motion = try motion("floating-panel")
        let held = motion.draggedTop(from: motion.tops[0], translation: 200)
        XCTAssertEqual(held, motion.tops[0] + RestingMotion.rubberBand(200, dimension: 852), accuracy: 1e-9)
        XCTAssertLessThan(held, motion.tops[0] + 200, "past the end the view follows less than the finger")
        XCTAssertEqual(try number("panel.pull.held"), held, accuracy: 1e-3)
        XCTAssertEqual(try reading("panel.pull.position"), "tip")
        XCTAssertEqual(try reading("panel.pull.onScreen"), "true")
        XCTAssertEqual(try number("panel.pull.top"), motion.tops[0], accuracy: 1e-3)
        XCTAssertEqual(try number("panel.pull.dimming"), 0, accuracy: 1e-4)
    }

    func testTheDimmingFollowsTheTopEdgeBetweenTipAndHalf() throws {
        let motion = try motion("floating-panel")
        let held = motion.draggedTop(from: motion.tops[0], translation: -100)
        XCTAssertEqual(try number("panel.between.held"), held, accuracy: 1e-3)
        let expected = 0.3 * motion.dimmingShare(atTop: held)
        XCTAssertGreaterThan(expected, 0)
        XCTAssertLessThan(expected, 0.3)
        XCTAssertEqual(try number("panel.between.heldDimming"), expected, accuracy: 1e-4)
    }

    func testAtTheUndimmedTipATapAboveThePanelReachesThePresentingController() throws {
        XCTAssertEqual(try reading("panel.tipTap.outside"), "presenting, presenting taps 1")
        XCTAssertEqual(try reading("panel.tipTap.inside"), "presented, presenting taps 1")
    }

    func testAtTheDimmedHalfTheBackdropKeepsATapAboveThePanel() throws {
        XCTAssertEqual(try number("panel.halfTap.dimming"), 0.3, accuracy: 1e-4)
        XCTAssertEqual(try reading("panel.halfTap.outside"), "backdrop, presenting taps 0")
        XCTAssertEqual(try reading("panel.halfTap.inside"), "presented, presenting taps 0")
        XCTAssertEqual(try reading("panel.halfTap.onScreen"), "true")
    }

    func testTheSheetFlingsFromTheShortToTheLongForm() throws {
        let motion = try motion("panmodal-sheet")
        XCTAssertEqual(try number("sheet.presented.top"), motion.tops[0], accuracy: 1e-3)
        let held = motion.draggedTop(from: motion.tops[0], translation: -60)
        XCTAssertEqual(landing(motion, ["short", "long"], top: held, velocity: -1200), "long")
        XCTAssertEqual(try reading("sheet.fling.position"), "long")
        XCTAssertEqual(try number("sheet.fling.top"), motion.tops[1], accuracy: 1e-3)
        // Above the long form it rubber-bands.
        let above = motion.draggedTop(from: motion.tops[1], translation: -100)
        XCTAssertEqual(try number("sheet.above.held"), above, accuracy: 1e-3)
        XCTAssertGreaterThan(above, motion.tops[1] - 100)
    }

    func testAtTheLongFormTheFingerScrollsTheContentFirstThenMovesTheSheetFromItsTop() throws {
        let motion = try motion("panmodal-sheet")
        XCTAssertEqual(try reading("sheet.scroll.together"), "true", "the pan recognizes with the scroll view's")
        // Scrolling back to the content's top, the sheet waits at the long form.
        XCTAssertEqual(try number("sheet.scroll.held0"), motion.tops[1], accuracy: 1e-3)
        XCTAssertEqual(try number("sheet.scroll.held1"), motion.tops[1], accuracy: 1e-3)
        // From where the content reached its top (40 pt of travel), the sheet follows the finger.
        XCTAssertEqual(try number("sheet.scroll.held2"), motion.tops[1] + 100, accuracy: 1e-3)
        XCTAssertEqual(try number("sheet.scroll.offset2"), 0, "the content is held at its top")
        XCTAssertEqual(landing(motion, ["short", "long"], top: motion.tops[1] + 100, velocity: 0), "long")
        XCTAssertEqual(try reading("sheet.scroll.position"), "long")
        XCTAssertEqual(try number("sheet.scroll.top"), motion.tops[1], accuracy: 1e-3)
    }

    func testAFlingThatScrolledTheContentLeavesTheSheetWhereItRests() throws {
        let motion = try motion("panmodal-sheet")
        XCTAssertEqual(try number("sheet.scrollFling.held0"), motion.tops[1], accuracy: 1e-3)
        XCTAssertEqual(try reading("sheet.scrollFling.position"), "long")
        XCTAssertEqual(try number("sheet.scrollFling.top"), motion.tops[1], accuracy: 1e-3)
        XCTAssertEqual(try reading("sheet.scrollFling.transitions"), "[]")
    }

    func testAPullBelowTheShortFormDismisses() throws {
        let motion = try motion("panmodal-sheet")
        let held = motion.draggedTop(from: motion.tops[0], translation: 200)
        XCTAssertEqual(held, motion.tops[0] + 200, accuracy: 1e-9, "a dismissible sheet follows the finger down")
        XCTAssertEqual(try number("sheet.pull.held"), held, accuracy: 1e-3)
        XCTAssertEqual(landing(motion, ["short", "long"], top: held, velocity: 100), "dismissed")
        XCTAssertEqual(try reading("sheet.pull.transitions"), "[dismiss completed]")
        XCTAssertEqual(try reading("sheet.pull.onScreen"), "false")
    }

    func testASlowShortPullReturnsToTheShortForm() throws {
        let motion = try motion("panmodal-sheet")
        let held = motion.draggedTop(from: motion.tops[0], translation: 60)
        XCTAssertEqual(landing(motion, ["short", "long"], top: held, velocity: 20), "short")
        XCTAssertEqual(try reading("sheet.short.transitions"), "[]")
        XCTAssertEqual(try number("sheet.short.top"), motion.tops[0], accuracy: 1e-3)
    }

    /// Presents each sample's controller in a 393 × 852 window and drags it.
    private static let scenario = """
        import UIKit

        @MainActor final class Stage {
            let clock = SimulationClock.shared
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            let root = UIViewController()
            var mark = 0

            init() { window.rootViewController = root }

            func settle() { clock.runUntilIdle(limit: 15) }

            /// The transitions since the last call.
            func since() -> String {
                let records = PresentationLog.records(since: mark).map { record in
                    record.phase + " " + (record.completions == [true] ? "completed" : "\\(record.completions)")
                }
                mark = PresentationLog.count
                return "[" + records.joined(separator: ", ") + "]"
            }

            /// The presented view's frame as on screen now.
            func frame(of view: UIView) -> CGRect {
                let layer = view.layer.presentation() ?? view.layer
                return CGRect(
                    x: layer.position.x - layer.anchorPoint.x * layer.bounds.width,
                    y: layer.position.y - layer.anchorPoint.y * layer.bounds.height,
                    width: layer.bounds.width, height: layer.bounds.height)
            }

            func dimming(of controller: UIViewController) -> Double {
                let view = controller.presentationController?.containerView?.subviews.first { $0 !== controller.view }
                return Double(view?.alpha ?? -1)
            }

            /// Puts the finger down on `controller`'s view, moves it `distance` points down, and
            /// prints where the view is held as `key.held`; then lets go at `velocity` and settles.
            func drag(_ controller: UIViewController, _ key: String, by distance: CGFloat, velocity: CGFloat) {
                guard let pan = controller.view.gestureRecognizers?.compactMap({ $0 as? UIPanGestureRecognizer }).first
                else {
                    print("\\(key).held=no pan")
                    return
                }
                pan.simulatedTranslation = .zero
                pan.simulatedVelocity = CGPoint(x: 0, y: velocity)
                pan.simulate(.began)
                clock.advance(to: clock.now + 0.05)
                pan.simulatedTranslation = CGPoint(x: 0, y: distance)
                pan.simulate(.changed)
                clock.advance(to: clock.now + 0.05)
                print("\\(key).held=\\(frame(of: controller.view).minY)")
                print("\\(key).heldHeight=\\(frame(of: controller.view).height)")
                print("\\(key).heldDimming=\\(dimming(of: controller))")
                pan.simulate(.ended)
                settle()
            }

            func report(_ controller: UIViewController, _ key: String, position: String) {
                print("\\(key).top=\\(frame(of: controller.view).minY)")
                print("\\(key).height=\\(frame(of: controller.view).height)")
                print("\\(key).position=\\(position)")
                print("\\(key).dimming=\\(dimming(of: controller))")
                print("\\(key).onScreen=\\(controller.viewIfLoaded?.window != nil)")
                print("\\(key).transitions=\\(since())")
            }
        }

        @MainActor final class TapCounter {
            var count = 0
            func tapped(_ recognizer: UITapGestureRecognizer) { count += 1 }
        }

        @MainActor func isInside(_ view: UIView?, _ ancestor: UIView?) -> Bool {
            var current = view
            while let candidate = current {
                if candidate === ancestor { return true }
                current = candidate.superview
            }
            return false
        }

        /// Taps above the panel (y 100) and on it (y 830, inside even the 90-point tip) and prints
        /// who got each tap as `key.outside` and `key.inside`.
        @MainActor func taps(_ stage: Stage, _ content: UIViewController, _ counter: TapCounter, _ key: String) {
            counter.count = 0
            for (step, y) in [("outside", 100.0), ("inside", 830.0)] {
                let view = stage.window.simulateTap(at: CGPoint(x: 196, y: y))
                stage.settle()
                let who =
                    isInside(view, content.view) ? "presented"
                    : isInside(view, stage.root.view) ? "presenting"
                    : view.map { String(describing: type(of: $0)).hasSuffix("PassthroughView") ? "backdrop" : "other" }
                    ?? "nothing"
                print("\\(key).\\(step)=\\(who), presenting taps \\(counter.count)")
            }
            print("\\(key).dimming=\\(stage.dimming(of: content))")
            print("\\(key).onScreen=\\(content.viewIfLoaded?.window != nil)")
        }

        @main struct Scenario {
            @MainActor static func main() {
                let stage = Stage()

                let panel = FloatingPanelTransition()
                let content = UIViewController()
                panel.prepare(content)
                stage.root.present(content, animated: true)
                stage.settle()
                func panelAt() -> String { panel.position.map { "\\($0)" } ?? "none" }
                stage.report(content, "panel.presented", position: panelAt())
                stage.drag(content, "panel.fling", by: -40, velocity: -1500)
                stage.report(content, "panel.fling", position: panelAt())
                panel.move(to: .half, animated: true)
                stage.clock.advance(to: stage.clock.now + 0.1)
                print("panel.move.midway=\\(stage.frame(of: content.view).minY)")
                stage.settle()
                stage.report(content, "panel.move", position: panelAt())
                stage.drag(content, "panel.slow", by: -30, velocity: -50)
                stage.report(content, "panel.slow", position: panelAt())
                panel.move(to: .tip, animated: false)
                stage.drag(content, "panel.pull", by: 200, velocity: 0)
                stage.report(content, "panel.pull", position: panelAt())
                let counter = TapCounter()
                stage.root.view.addGestureRecognizer(
                    UITapGestureRecognizer(target: counter, action: Selector(TapCounter.tapped)))
                taps(stage, content, counter, "panel.tipTap")
                panel.move(to: .half, animated: false)
                taps(stage, content, counter, "panel.halfTap")
                panel.move(to: .tip, animated: false)
                stage.drag(content, "panel.between", by: -100, velocity: 0)
                content.dismiss(animated: false)
                stage.settle()

                let sheet = PanModalSheetTransition()
                let form = UIViewController()
                sheet.prepare(form)
                stage.root.present(form, animated: true)
                stage.settle()
                func sheetAt() -> String { sheet.position.map { "\\($0)" } ?? "none" }
                stage.report(form, "sheet.presented", position: sheetAt())
                stage.drag(form, "sheet.fling", by: -60, velocity: -1200)
                stage.report(form, "sheet.fling", position: sheetAt())
                stage.drag(form, "sheet.above", by: -100, velocity: 0)
                // A scroll view filling the long form, scrolled 40 pt down its content.
                let scroll = UIScrollView(frame: form.view.bounds)
                scroll.contentSize = CGSize(width: 393, height: 3000)
                form.view.addSubview(scroll)
                func scrollDrag(_ key: String, steps: [(translation: CGFloat, offset: CGFloat)], velocity: CGFloat) {
                    guard let pan = form.view.gestureRecognizers?.compactMap({ $0 as? UIPanGestureRecognizer }).first
                    else { return }
                    scroll.contentOffset = CGPoint(x: 0, y: 40)
                    let together = pan.delegate?.gestureRecognizer(pan, shouldRecognizeSimultaneouslyWith: scroll.panGestureRecognizer) ?? false
                    print("\\(key).together=\\(together)")
                    pan.simulatedTranslation = .zero
                    pan.simulatedVelocity = .zero
                    pan.simulate(.began)
                    for (index, step) in steps.enumerated() {
                        stage.clock.advance(to: stage.clock.now + 0.02)
                        // The model delivers no touches: the harness scrolls the content as the finger would.
                        scroll.contentOffset = CGPoint(x: 0, y: step.offset)
                        pan.simulatedTranslation = CGPoint(x: 0, y: step.translation)
                        pan.simulate(.changed)
                        print("\\(key).held\\(index)=\\(stage.frame(of: form.view).minY)")
                        print("\\(key).offset\\(index)=\\(scroll.contentOffset.y)")
                    }
                    pan.simulatedVelocity = CGPoint(x: 0, y: velocity)
                    pan.simulate(.ended)
                    stage.settle()
                }
                scrollDrag("sheet.scroll", steps: [(20, 20), (40, 0), (140, 0)], velocity: 0)
                stage.report(form, "sheet.scroll", position: sheetAt())
                scrollDrag("sheet.scrollFling", steps: [(20, 20)], velocity: 2500)
                stage.report(form, "sheet.scrollFling", position: sheetAt())
                scroll.removeFromSuperview()
                sheet.move(to: .short, animated: false)
                stage.drag(form, "sheet.short", by: 60, velocity: 20)
                stage.report(form, "sheet.short", position: sheetAt())
                stage.drag(form, "sheet.pull", by: 200, velocity: 100)
                stage.report(form, "sheet.pull", position: sheetAt())
            }
        }
        """
}
