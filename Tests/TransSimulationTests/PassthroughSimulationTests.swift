// `passthrough: true` on the UIKit model: a tap outside the presented view reaches the presenting
// controller (through the emitted backdrop's hitTest), one inside reaches the presented view;
// over a dimming that shows, the backdrop keeps it (touches pass only where undimmed, as under
// UIKit's sheets); without passthrough the container — or a tap-to-dismiss dimming view, which
// dismisses — takes it.
import Foundation
import TransSimulation
import TransTestSupport
import XCTest

final class PassthroughSimulationTests: XCTestCase {
    /// The log of `scenario`, run on the emitted Swift of `programs`.
    private static let log = Result { try runScenario() }

    private static let programs = """
        transition Panel {
            style: custom
            presentation { frame: bottom(height: 300), passthrough: true }
            present { duration: 0.3s, animate presented { frame: offscreen(bottom) -> final } }
            dismiss: reverse
        }
        transition DimmedPanel {
            style: custom
            presentation {
                frame: bottom(height: 300)
                passthrough: true
                dimming { alpha: 0.3 }
            }
            present { duration: 0.3s, animate presented { frame: offscreen(bottom) -> final } }
            dismiss: reverse
        }
        transition Modal {
            style: custom
            presentation {
                frame: bottom(height: 300)
                dimming { tapToDismiss: true }
            }
            present { duration: 0.3s, animate presented { frame: offscreen(bottom) -> final } }
            dismiss: reverse
        }
        transition Plain {
            style: custom
            presentation { frame: bottom(height: 300) }
            present { duration: 0.3s, animate presented { frame: offscreen(bottom) -> final } }
            dismiss: reverse
        }
        """

    private static func runScenario() throws -> [String] {
        let swift = try XCTUnwrap(Simulator.emittedSwift(programs), "the programs do not check")
        return try ModelProgram.scenarioLog(swiftFiles: [try ObjectiveCRewrite.rewrite(swift)], entry: scenario)
    }

    /// The lines of the log that start with `step`.
    private func lines(_ step: String) throws -> [String] {
        try Self.log.get().filter { $0.hasPrefix(step + ":") }
    }

    func testATapOutsideAPassthroughPanelReachesThePresentingController() throws {
        XCTAssertEqual(
            try lines("Panel"),
            [
                "Panel: outside: presenting, presenting taps 1, on screen true",
                "Panel: inside: presented, presenting taps 1, on screen true",
                "Panel: dismissed: on screen false",
            ])
    }

    func testOverItsDimmingAPassthroughPanelsBackdropKeepsTheTap() throws {
        XCTAssertEqual(
            try lines("DimmedPanel"),
            [
                "DimmedPanel: outside: backdrop, presenting taps 0, on screen true",
                "DimmedPanel: inside: presented, presenting taps 0, on screen true",
                "DimmedPanel: dismissed: on screen false",
            ])
    }

    func testWithoutPassthroughTheDimmingTakesTheTapAndDismisses() throws {
        XCTAssertEqual(
            try lines("Modal"),
            ["Modal: outside: dimming, presenting taps 0, on screen false"])
    }

    func testWithoutPassthroughOrDimmingTheContainerTakesTheTap() throws {
        XCTAssertEqual(
            try lines("Plain"),
            [
                "Plain: outside: container, presenting taps 0, on screen true",
                "Plain: inside: presented, presenting taps 0, on screen true",
                "Plain: dismissed: on screen false",
            ])
    }

    /// Presents each transition over a root controller whose view counts taps, taps above the
    /// panel (y 100) and on it (y 700), and prints who got each tap.
    private static let scenario = """
        import UIKit

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

        @main struct Scenario {
            @MainActor static func main() {
                let clock = SimulationClock.shared
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
                let root = UIViewController()
                window.rootViewController = root
                let counter = TapCounter()
                root.view.addGestureRecognizer(UITapGestureRecognizer(target: counter, action: Selector(TapCounter.tapped)))
                let prepares: [(String, (UIViewController) -> Void)] = [
                    ("Panel", { PanelTransition().prepare($0) }),
                    ("DimmedPanel", { DimmedPanelTransition().prepare($0) }),
                    ("Modal", { ModalTransition().prepare($0) }),
                    ("Plain", { PlainTransition().prepare($0) }),
                ]
                for (name, prepare) in prepares {
                    counter.count = 0
                    let presented = UIViewController()
                    prepare(presented)
                    root.present(presented, animated: true)
                    clock.runUntilIdle(limit: 15)
                    let container = presented.presentationController?.containerView
                    func who(_ view: UIView?) -> String {
                        if isInside(view, presented.view) { return "presented" }
                        if isInside(view, root.view) { return "presenting" }
                        if view === container { return "container" }
                        if let view, String(describing: type(of: view)).hasSuffix("PassthroughView") { return "backdrop" }
                        if view?.superview === container { return "dimming" }
                        return view.map { String(describing: type(of: $0)) } ?? "nothing"
                    }
                    func tap(_ step: String, at point: CGPoint) {
                        let hit = who(window.simulateTap(at: point))
                        clock.runUntilIdle(limit: 15)
                        let onScreen = presented.viewIfLoaded?.window != nil
                        print("\\(name): \\(step): \\(hit), presenting taps \\(counter.count), on screen \\(onScreen)")
                    }
                    tap("outside", at: CGPoint(x: 196, y: 100))
                    guard presented.viewIfLoaded?.window != nil else { continue }
                    tap("inside", at: CGPoint(x: 196, y: 700))
                    presented.dismiss(animated: true)
                    clock.runUntilIdle(limit: 15)
                    print("\\(name): dismissed: on screen \\(presented.viewIfLoaded?.window != nil)")
                }
            }
        }
        """
}
