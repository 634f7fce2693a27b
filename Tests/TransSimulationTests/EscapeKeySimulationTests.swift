// A hardware keyboard's Escape on the UIKit model: with the first responder inside the presented
// view, Escape dismisses a transition the user may dismiss and leaves one only the app's controls
// dismiss; the command goes with the presentation; code that puts the action where the responder
// chain does not pass is caught.
import Foundation
import TransSimulation
import TransTestSupport
import XCTest

final class EscapeKeySimulationTests: XCTestCase {
    private static func tappable(_ name: String) -> String {
        """
        transition \(name) {
            style: custom
            presentation {
                frame: bottom(height: 300)
                dimming { color: #000000, alpha: 0.4, tapToDismiss: true }
            }
            present { duration: 0.3s, animate presented { frame: offscreen(bottom) -> final } }
            dismiss: reverse
        }
        """
    }

    private static let fixed = """
        transition Fixed {
            style: custom
            presentation { frame: container }
            present { duration: 0.3s, animate presented { alpha: 0 -> 1 } }
            dismiss: reverse
        }
        """

    /// The log of `scenario`, run on the emitted Swift; `Misplaced` is `Tappable` with the
    /// action where a first attempt would put it, on the presentation controller, which is no
    /// responder: no object on the chain implements it.
    private static let log = Result { () throws -> [String] in
        var files: [String] = []
        for source in [tappable("Tappable"), fixed] {
            files.append(try ObjectiveCRewrite.rewrite(try XCTUnwrap(Simulator.emittedSwift(source))))
        }
        var misplaced = try XCTUnwrap(Simulator.emittedSwift(tappable("Misplaced")))
        let action = try XCTUnwrap(misplaced.range(of: "extension UIViewController {"))
        let end = try XCTUnwrap(misplaced.range(of: "\n}\n", range: action.upperBound..<misplaced.endIndex))
        misplaced.replaceSubrange(
            action.lowerBound..<end.upperBound,
            with: """
                extension MisplacedPresentationController {
                    @objc fileprivate func transcMisplacedEscape(_ command: UIKeyCommand) {
                        presentedViewController.dismiss(animated: true)
                    }
                }

                """)
        misplaced = misplaced.replacingOccurrences(
            of: "#selector(UIViewController.transcMisplacedEscape(_:))",
            with: "#selector(MisplacedPresentationController.transcMisplacedEscape(_:))")
        files.append(try ObjectiveCRewrite.rewrite(misplaced))
        return try ModelProgram.scenarioLog(swiftFiles: files, entry: scenario)
    }

    private func lines(_ step: String) throws -> [String] {
        try Self.log.get().filter { $0.hasPrefix(step + ":") }
    }

    func testEscapeDismissesAPresentationTheUserMayDismiss() throws {
        XCTAssertEqual(
            try lines("tappable"),
            [
                "tappable: presented: true",
                "tappable: field focused: true",
                "tappable: command-escape handled: false",
                "tappable: escape handled: true",
                "tappable: dismissed: true",
                "tappable: commands left: 0",
            ])
    }

    func testEscapeLeavesAPresentationOnlyTheAppDismisses() throws {
        XCTAssertEqual(
            try lines("fixed"),
            ["fixed: presented: true", "fixed: escape handled: false", "fixed: still presented: true"])
    }

    /// UIKit starts at the first responder: with none, or one outside the presented controller,
    /// the presented controller's command is not on the chain.
    func testEscapeNeedsTheFirstResponderInsideThePresentation() throws {
        XCTAssertEqual(
            try lines("unfocused"),
            [
                "unfocused: escape handled: false", "unfocused: still presented: true",
                "unfocused: focused escape handled: true", "unfocused: dismissed: true",
            ])
    }

    func testACommandOffTheChainIsCaught() throws {
        XCTAssertEqual(
            try lines("misplaced"), ["misplaced: escape handled: false", "misplaced: still presented: true"])
    }

    /// Presents each transition with a focusable field inside the presented view, presses Escape
    /// on the window, and prints what happened.
    private static let scenario = """
        import UIKit

        /// A text field's stand-in: a view that can be first responder.
        final class Field: UIView {
            override var canBecomeFirstResponder: Bool { true }
        }

        @MainActor func presented(_ prepare: (UIViewController) -> Void, on root: UIViewController) -> (UIViewController, Field) {
            let controller = UIViewController()
            let field = Field()
            controller.view.addSubview(field)
            prepare(controller)
            root.present(controller, animated: true)
            SimulationClock.shared.runUntilIdle(limit: 15)
            return (controller, field)
        }

        @main struct Scenario {
            @MainActor static func main() {
                let clock = SimulationClock.shared
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
                let root = UIViewController()
                window.rootViewController = root

                let (sheet, field) = presented({ TappableTransition().prepare($0) }, on: root)
                print("tappable: presented: \\(root.presentedViewController === sheet)")
                print("tappable: field focused: \\(field.becomeFirstResponder())")
                print("tappable: command-escape handled: \\(window.simulateKeyPress(UIKeyCommand.inputEscape, modifierFlags: .command))")
                print("tappable: escape handled: \\(window.simulateKeyPress(UIKeyCommand.inputEscape))")
                clock.runUntilIdle(limit: 15)
                print("tappable: dismissed: \\(root.presentedViewController == nil)")
                print("tappable: commands left: \\(sheet.keyCommands?.count ?? 0)")

                let (fixed, fixedField) = presented({ FixedTransition().prepare($0) }, on: root)
                print("fixed: presented: \\(root.presentedViewController === fixed)")
                fixedField.becomeFirstResponder()
                print("fixed: escape handled: \\(window.simulateKeyPress(UIKeyCommand.inputEscape))")
                clock.runUntilIdle(limit: 15)
                print("fixed: still presented: \\(root.presentedViewController === fixed)")
                fixed.dismiss(animated: false)
                clock.runUntilIdle(limit: 15)

                let (unfocused, unfocusedField) = presented({ TappableTransition().prepare($0) }, on: root)
                print("unfocused: escape handled: \\(window.simulateKeyPress(UIKeyCommand.inputEscape))")
                clock.runUntilIdle(limit: 15)
                print("unfocused: still presented: \\(root.presentedViewController === unfocused)")
                unfocusedField.becomeFirstResponder()
                print("unfocused: focused escape handled: \\(window.simulateKeyPress(UIKeyCommand.inputEscape))")
                clock.runUntilIdle(limit: 15)
                print("unfocused: dismissed: \\(root.presentedViewController == nil)")

                let (misplaced, misplacedField) = presented({ MisplacedTransition().prepare($0) }, on: root)
                misplacedField.becomeFirstResponder()
                print("misplaced: escape handled: \\(window.simulateKeyPress(UIKeyCommand.inputEscape))")
                clock.runUntilIdle(limit: 15)
                print("misplaced: still presented: \\(root.presentedViewController === misplaced)")
            }
        }
        """
}
