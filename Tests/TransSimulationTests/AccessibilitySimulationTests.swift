// VoiceOver on the UIKit model: the two-finger escape from inside the presented view dismisses a
// transition the user may dismiss (a tap-to-dismiss dimming view, an interactive dismissal) and
// not one that only the app's own controls dismiss; the dimming view is a "Dismiss" button that
// VoiceOver reaches, the presenting view is not reachable while presented.
import Foundation
import TransSimulation
import TransTestSupport
import XCTest

final class AccessibilitySimulationTests: XCTestCase {
    private static let sources = [
        """
        transition Tappable {
            style: custom
            presentation {
                frame: bottom(height: 300)
                dimming { color: #000000, alpha: 0.4, tapToDismiss: true }
            }
            present { duration: 0.3s, animate presented { frame: offscreen(bottom) -> final } }
            dismiss: reverse
        }
        """,
        """
        transition Fixed {
            style: custom
            presentation { frame: container }
            present { duration: 0.3s, animate presented { alpha: 0 -> 1 } }
            dismiss: reverse
        }
        """,
    ]

    /// The log of `scenario`, run on the emitted Swift of `sources`.
    private static let log = Result { () throws -> [String] in
        var files: [String] = []
        for source in sources {
            let swift = try XCTUnwrap(Simulator.emittedSwift(source), "a program does not check")
            files.append(try ObjectiveCRewrite.rewrite(swift))
        }
        return try ModelProgram.scenarioLog(swiftFiles: files, entry: scenario)
    }

    private func lines(_ step: String) throws -> [String] {
        try Self.log.get().filter { $0.hasPrefix(step + ":") }
    }

    func testTheEscapeDismissesATapToDismissPresentation() throws {
        XCTAssertEqual(
            try lines("tappable"),
            [
                "tappable: presented: true",
                "tappable: dimming: element true, label Dismiss, button true, reachable true",
                "tappable: presenting view reachable: false",
                "tappable: escape handled: true",
                "tappable: dismissed: true",
                "tappable: modal flag after dismissal: false",
            ])
    }

    func testTheDimmingButtonDismisses() throws {
        XCTAssertEqual(try lines("activate"), ["activate: handled: true", "activate: dismissed: true"])
    }

    func testTheEscapeLeavesAPresentationWithoutUserDismissal() throws {
        XCTAssertEqual(
            try lines("fixed"),
            [
                "fixed: presented: true",
                "fixed: presented view modal: true",
                "fixed: captures the status bar: true",
                "fixed: escape handled: false",
                "fixed: still presented: true",
            ])
    }

    /// Presents each transition, performs VoiceOver's escape from a label inside the presented
    /// view (and the dimming view's activation), and prints what happened.
    private static let scenario = """
        import UIKit

        @main struct Scenario {
            @MainActor static func main() {
                let clock = SimulationClock.shared
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
                let root = UIViewController()
                window.rootViewController = root
                let rootLabel = UIView()
                root.view.addSubview(rootLabel)

                let sheet = UIViewController()
                let label = UIView()
                sheet.view.addSubview(label)
                TappableTransition().prepare(sheet)
                root.present(sheet, animated: true)
                clock.runUntilIdle(limit: 15)
                print("tappable: presented: \\(root.presentedViewController === sheet)")
                let dimming = sheet.view.superview?.subviews.first { $0 !== sheet.view }
                if let dimming {
                    print(
                        "tappable: dimming: element \\(dimming.isAccessibilityElement), "
                            + "label \\(dimming.accessibilityLabel ?? "none"), "
                            + "button \\(dimming.accessibilityTraits.contains(.button)), "
                            + "reachable \\(dimming.isReachableByVoiceOver)")
                }
                print("tappable: presenting view reachable: \\(rootLabel.isReachableByVoiceOver)")
                let container = sheet.view.superview
                print("tappable: escape handled: \\(label.simulateAccessibilityEscape())")
                clock.runUntilIdle(limit: 15)
                print("tappable: dismissed: \\(root.presentedViewController == nil)")
                print("tappable: modal flag after dismissal: \\(container?.accessibilityViewIsModal ?? true)")

                let again = UIViewController()
                TappableTransition().prepare(again)
                root.present(again, animated: true)
                clock.runUntilIdle(limit: 15)
                let button = again.view.superview?.subviews.first { $0 !== again.view }
                print("activate: handled: \\(button?.accessibilityActivate() ?? false)")
                clock.runUntilIdle(limit: 15)
                print("activate: dismissed: \\(root.presentedViewController == nil)")

                let fixed = UIViewController()
                let fixedLabel = UIView()
                fixed.view.addSubview(fixedLabel)
                FixedTransition().prepare(fixed)
                root.present(fixed, animated: true)
                clock.runUntilIdle(limit: 15)
                print("fixed: presented: \\(root.presentedViewController === fixed)")
                print("fixed: presented view modal: \\(fixed.view.accessibilityViewIsModal)")
                print("fixed: captures the status bar: \\(fixed.modalPresentationCapturesStatusBarAppearance)")
                print("fixed: escape handled: \\(fixedLabel.simulateAccessibilityEscape())")
                clock.runUntilIdle(limit: 15)
                print("fixed: still presented: \\(root.presentedViewController === fixed)")
            }
        }
        """
}
