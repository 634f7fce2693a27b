// The SwiftUI entry point's UIKit half, `NAMETransition.Presenter`, driven on the UIKit model
// as SwiftUI drives it: a binding turning true presents with the transition, false dismisses
// with it, the user's dimming tap and pan set the binding false exactly once and are not
// dismissed twice, and a new item dismisses the old one before it is presented.
import Foundation
import TransSimulation
import TransTestSupport
import XCTest

final class PresenterSimulationTests: XCTestCase {
    /// The log of `scenario` (below), run on the emitted Swift of card.trans, action-sheet.trans, Slide and Paper.
    private static let log = Result { try runScenario() }

    private static func runScenario() throws -> [String] {
        var swiftFiles: [String] = []
        for sample in ["card", "action-sheet"] {
            let url = PackagePaths.samples.appendingPathComponent("\(sample).trans")
            let source = try String(contentsOf: url, encoding: .utf8)
            let swift = try XCTUnwrap(Simulator.emittedSwift(source), "\(sample).trans does not check")
            swiftFiles.append(try ObjectiveCRewrite.rewrite(swift))
        }
        for (name, source) in [("Slide", slide), ("Paper", paper)] {
            let swift = try XCTUnwrap(Simulator.emittedSwift(source), "\(name) does not check")
            swiftFiles.append(try ObjectiveCRewrite.rewrite(swift))
        }
        return try ModelProgram.scenarioLog(swiftFiles: swiftFiles, entry: scenario)
    }

    /// A pan without a presentation block: the pan reports its dismissal through the
    /// transition coordinator, as there is no presentation controller to.
    private static let slide = """
        transition Slide {
            style: custom
            present {
                duration: 0.4s
                curve: easeOut
                animate presented { frame: offscreen(bottom) -> final }
            }
            dismiss {
                duration: 0.4s
                curve: easeIn
                interactive: pan(down)
                animate presented { frame: final -> offscreen(bottom) }
            }
        }
        """

    /// A page sheet: UIKit's own animation, and the system's swipe down dismisses it.
    private static let paper = """
        transition Paper {
            style: pageSheet
        }
        """

    /// The lines of the log that start with `step`.
    private func lines(_ step: String) throws -> [String] {
        try Self.log.get().filter { $0.hasPrefix(step + ":") }
    }

    func testBindingTruePresentsWithTheTransition() throws {
        XCTAssertEqual(
            try lines("present"),
            [
                "present: mid-way the card is above its final frame: true",
                "present: transitions [present completed]",
                "present: presentation controller CardPresentationController",
                "present: on screen true, binding set 0 times",
            ])
    }

    func testBindingFalseDismissesWithTheTransition() throws {
        XCTAssertEqual(
            try lines("dismiss"),
            [
                "dismiss: mid-way the card is below its final frame: true",
                "dismiss: not yet at its end: true",
                "dismiss: transitions [dismiss completed]",
                "dismiss: on screen false, binding set 0 times",
            ])
    }

    func testDimmingTapSetsTheBindingFalseOnceAndIsNotDismissedTwice() throws {
        XCTAssertEqual(
            try lines("tap"),
            [
                "tap: transitions [dismiss completed]",
                "tap: on screen false, binding set 1 times",
                "tap: binding false afterwards: transitions []",
                "tap: presented again: transitions [present completed]",
            ])
    }

    func testPanReleasedPastTheThresholdSetsTheBindingFalseOnce() throws {
        XCTAssertEqual(
            try lines("pan"),
            [
                "pan: released short: transitions [dismiss cancelled], on screen true, binding set 0 times",
                "pan: released past the threshold: transitions [dismiss completed]",
                "pan: on screen false, binding set 1 times",
                "pan: binding false afterwards: transitions []",
            ])
    }

    func testAPanWithoutAPresentationControllerReportsThroughTheCoordinator() throws {
        XCTAssertEqual(
            try lines("slide"),
            [
                "slide: released short: transitions [dismiss cancelled], on screen true, binding set 0 times",
                "slide: released past the threshold: transitions [dismiss completed]",
                "slide: on screen false, binding set 1 times",
                "slide: binding false afterwards: transitions []",
            ])
    }

    func testASheetSwipedDownSetsTheBindingFalseOnce() throws {
        XCTAssertEqual(
            try lines("sheet"),
            [
                "sheet: swiped down: transitions [dismiss completed]",
                "sheet: on screen false, binding set 1 times",
                "sheet: binding false afterwards: transitions []",
                "sheet: dismissed by the binding: transitions [present completed, dismiss completed], binding set 1 times",
            ])
    }

    func testANewItemDismissesThenPresents() throws {
        XCTAssertEqual(
            try lines("item"),
            [
                "item: first: transitions [present completed]",
                "item: same item again: transitions []",
                "item: second: transitions [dismiss completed, present completed]",
                "item: first on screen false, second on screen true, binding set 0 times",
            ])
    }

    func testAPresentationAskedBeforeTheAnchorIsInAWindowWaitsForItToAppear() throws {
        XCTAssertEqual(
            try lines("anchor"),
            [
                "anchor: outside a window: transitions []",
                "anchor: appeared: transitions [present completed]",
            ])
    }

    /// Drives the presenters as SwiftUI's representable does and prints what UIKit did.
    private static let scenario = """
        import UIKit

        @MainActor func transitions(since start: Int) -> String {
            let records = PresentationLog.records(since: start).map { record in
                record.phase + " " + (record.completions == [true] ? "completed" : record.completions == [false] ? "cancelled" : "\\(record.completions)")
            }
            return "transitions [" + records.joined(separator: ", ") + "]"
        }

        @MainActor final class Stage {
            let clock = SimulationClock.shared
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            let root = UIViewController()
            var bindingSets = 0
            var mark = 0

            init() { window.rootViewController = root }

            /// Puts a presenter's anchor into the window, as SwiftUI puts the representable's.
            func install(_ anchor: UIViewController) {
                root.view.addSubview(anchor.view)
                anchor.viewDidAppear(false)
            }

            func settle() { clock.runUntilIdle(limit: 15) }

            /// The transitions since the last call.
            func since() -> String {
                let text = transitions(since: mark)
                mark = PresentationLog.count
                return text
            }

            func onScreen(_ controller: UIViewController) -> Bool { controller.viewIfLoaded?.window != nil }

            /// The top of `view` as on screen now: its presentation layer's, while an animation runs.
            func top(of view: UIView) -> CGFloat {
                let layer = view.layer.presentation() ?? view.layer
                return layer.position.y - layer.anchorPoint.y * layer.bounds.height
            }
        }

        @main struct Scenario {
            @MainActor static func main() {
                let stage = Stage()
                let card = CardTransition.Presenter()
                card.onDismissByUser = { stage.bindingSets += 1 }
                stage.install(card.anchor)
                let presented = UIViewController()

                // Binding true: presented with the transition.
                stage.mark = PresentationLog.count
                card.update(presenting: AnyHashable(true)) { presented }
                stage.clock.advance(to: stage.clock.now + 0.1)
                print("present: mid-way the card is above its final frame: \\(stage.top(of: presented.view) < 79)")
                stage.settle()
                print("present: \\(stage.since())")
                print("present: presentation controller \\(String(describing: type(of: presented.presentationController!)))")
                print("present: on screen \\(stage.onScreen(presented)), binding set \\(stage.bindingSets) times")

                // Binding false: dismissed with the transition.
                card.dismiss()
                stage.clock.advance(to: stage.clock.now + 0.1)
                print("dismiss: mid-way the card is below its final frame: \\(stage.top(of: presented.view) > 81)")
                print("dismiss: not yet at its end: \\(stage.top(of: presented.view) < 851)")
                stage.settle()
                print("dismiss: \\(stage.since())")
                print("dismiss: on screen \\(stage.onScreen(presented)), binding set \\(stage.bindingSets) times")

                // The dimming tap: the binding is set false once; SwiftUI's update then finds nothing to dismiss.
                card.update(presenting: AnyHashable(true)) { presented }
                stage.settle()
                _ = stage.since()
                let dimming = presented.presentationController?.containerView?.subviews.first { $0 !== presented.view }
                let tap = dimming?.gestureRecognizers?.compactMap { $0 as? UITapGestureRecognizer }.first
                tap?.simulate(.ended)
                stage.settle()
                print("tap: \\(stage.since())")
                print("tap: on screen \\(stage.onScreen(presented)), binding set \\(stage.bindingSets) times")
                card.dismiss()
                stage.settle()
                print("tap: binding false afterwards: \\(stage.since())")
                card.update(presenting: AnyHashable(true)) { presented }
                stage.settle()
                print("tap: presented again: \\(stage.since())")
                card.dismiss()
                stage.settle()
                _ = stage.since()
                stage.bindingSets = 0

                // The pans of TallSheet (threshold 0.3) and Slide (no presentation block):
                // released short, then past the threshold.
                func drive(_ step: String, _ presenter: (update: (@escaping () -> UIViewController) -> Void, dismiss: () -> Void)) {
                    stage.bindingSets = 0
                    let controller = UIViewController()
                    presenter.update { controller }
                    stage.settle()
                    _ = stage.since()
                    let pan = controller.view.gestureRecognizers?.compactMap { $0 as? UIPanGestureRecognizer }.first
                    func drag(_ distance: CGFloat) {
                        pan?.simulatedTranslation = .zero
                        pan?.simulatedVelocity = CGPoint(x: 0, y: 100)
                        pan?.simulate(.began)
                        stage.clock.advance(to: stage.clock.now + 0.1)
                        pan?.simulatedTranslation = CGPoint(x: 0, y: distance)
                        pan?.simulate(.changed)
                        stage.clock.advance(to: stage.clock.now + 0.1)
                        pan?.simulatedVelocity = .zero
                        pan?.simulate(.ended)
                        stage.settle()
                    }
                    drag(40)
                    print("\\(step): released short: \\(stage.since()), on screen \\(stage.onScreen(controller)), binding set \\(stage.bindingSets) times")
                    drag(400)
                    print("\\(step): released past the threshold: \\(stage.since())")
                    print("\\(step): on screen \\(stage.onScreen(controller)), binding set \\(stage.bindingSets) times")
                    presenter.dismiss()
                    stage.settle()
                    print("\\(step): binding false afterwards: \\(stage.since())")
                    stage.bindingSets = 0
                }
                let sheet = TallSheetTransition.Presenter()
                sheet.onDismissByUser = { stage.bindingSets += 1 }
                stage.install(sheet.anchor)
                drive("pan", ({ sheet.update(presenting: AnyHashable(true), makeController: $0) }, sheet.dismiss))
                let slide = SlideTransition.Presenter()
                slide.onDismissByUser = { stage.bindingSets += 1 }
                stage.install(slide.anchor)
                drive("slide", ({ slide.update(presenting: AnyHashable(true), makeController: $0) }, slide.dismiss))

                // A page sheet swiped down by the user, then one the binding dismisses.
                let paper = PaperTransition.Presenter()
                paper.onDismissByUser = { stage.bindingSets += 1 }
                stage.install(paper.anchor)
                let page = UIViewController()
                paper.update(presenting: AnyHashable(true)) { page }
                stage.settle()
                _ = stage.since()
                page.simulateSheetSwipeDown()
                stage.settle()
                print("sheet: swiped down: \\(stage.since())")
                print("sheet: on screen \\(stage.onScreen(page)), binding set \\(stage.bindingSets) times")
                paper.dismiss()
                stage.settle()
                print("sheet: binding false afterwards: \\(stage.since())")
                paper.update(presenting: AnyHashable(true)) { page }
                stage.settle()
                paper.dismiss()
                stage.settle()
                print("sheet: dismissed by the binding: \\(stage.since()), binding set \\(stage.bindingSets) times")
                stage.bindingSets = 0

                // An item binding: a new identity dismisses, then presents.
                let first = UIViewController()
                let second = UIViewController()
                card.update(presenting: AnyHashable(1)) { first }
                stage.settle()
                print("item: first: \\(stage.since())")
                card.update(presenting: AnyHashable(1)) { first }
                stage.settle()
                print("item: same item again: \\(stage.since())")
                card.update(presenting: AnyHashable(2)) { second }
                stage.settle()
                print("item: second: \\(stage.since())")
                print("item: first on screen \\(stage.onScreen(first)), second on screen \\(stage.onScreen(second)), binding set \\(stage.bindingSets) times")
                card.dismiss()
                stage.settle()
                _ = stage.since()

                // Asked before its anchor is in a window: presented when the anchor appears.
                let early = CardTransition.Presenter()
                early.update(presenting: AnyHashable(true)) { UIViewController() }
                stage.settle()
                print("anchor: outside a window: \\(stage.since())")
                stage.install(early.anchor)
                stage.settle()
                print("anchor: appeared: \\(stage.since())")
            }
        }
        """
}
