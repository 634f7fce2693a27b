// `keyboard:` in the emitted Swift: the frame rule per avoidance, the observers added with the
// presentation and removed with it, the keyboard's duration and curve; Swift 6 type-check.
import XCTest

final class KeyboardAvoidanceGeneratorTests: XCTestCase {
    private func alert(_ avoidance: String) -> String {
        """
        transition Alert {
            style: custom
            presentation { frame: center(width: 270, height: 180), keyboard: \(avoidance) }
            present { duration: 0.3s, animate presented { alpha: 0 -> 1 } }
            dismiss: reverse
        }
        """
    }

    func testMoveUpLiftsTheFrameAndCompressShortensIt() {
        let moveUp = emitted(alert("moveUp"))
        assertContains(
            moveUp, "return avoidingKeyboard(presentedFrame(in: containerView.bounds))",
            "let overlap = frame.maxY + 20 - keyboardTop",
            "avoiding.origin.y = max(frame.minY - overlap, min(frame.minY, 20))")
        assertLacks(moveUp, "avoiding.size.height")
        let compress = emitted(alert("compress"))
        assertContains(compress, "avoiding.size.height = max(frame.height - overlap, 0)")
        assertLacks(compress, "avoiding.origin.y")
    }

    func testTheFrameFollowsTheKeyboardsNotificationsWithItsAnimation() {
        assertContains(
            emitted(alert("moveUp")),
            "observeKeyboard()",
            "let names = [(UIResponder.keyboardWillShowNotification, true), (UIResponder.keyboardWillHideNotification, false)]",
            "let observer = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {",
            "let options = UIView.AnimationOptions(rawValue: UInt(max(curve, 0)) << 16)",
            "UIView.animate(withDuration: duration, delay: 0, options: options) {",
            """
            if completed {
                for observer in keyboardObservers { NotificationCenter.default.removeObserver(observer) }
                keyboardObservers = []
                presentedView?.accessibilityViewIsModal = false
            }
            """)
    }

    func testNoneAndNoEntryEmitNothingOfTheKeyboard() {
        for swift in [
            emitted(alert("none")), emitted(alert("none").replacingOccurrences(of: ", keyboard: none", with: "")),
        ] {
            assertLacks(swift, "keyboard", "Keyboard")
        }
    }

    func testBothAvoidancesTypeCheckInSwift6() throws {
        var sources = try EmittedSources()
        defer { sources.remove() }
        try sources.add("MoveUp.swift", emitted(alert("moveUp")))
        try sources.add("Compress.swift", emitted(alert("compress").replacingOccurrences(of: "Alert", with: "Short")))
        assertTypechecksClean(try typecheck(sources.files), "keyboard avoidance")
    }
}
