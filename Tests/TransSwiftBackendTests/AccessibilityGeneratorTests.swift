// VoiceOver in the emitted Swift: which view is modal, when the escape dismisses, the dimming
// view as a "Dismiss" button, the status bar of full-screen frames; Swift 6 type-check.
import XCTest

final class AccessibilityGeneratorTests: XCTestCase {
    private func program(_ name: String, presentation: String, interactive: String = "") -> String {
        """
        transition \(name) {
            style: custom
            presentation { \(presentation) }
            present { duration: 0.3s, animate presented { frame: offscreen(bottom) -> final } }
            dismiss { duration: 0.3s, animate presented { frame: final -> offscreen(bottom) }\(interactive) }
        }
        """
    }

    private var tappable: String {
        program("Tappable", presentation: "frame: bottom(height: 300), dimming { alpha: 0.4, tapToDismiss: true }")
    }
    private var fixed: String { program("Fixed", presentation: "frame: bottom(height: 300)") }
    private var panned: String {
        program("Panned", presentation: "frame: bottom(height: 300)", interactive: ", interactive: pan(down)")
    }
    private var fullScreen: String { program("Full", presentation: "frame: container") }
    private var passthrough: String {
        program("Through", presentation: "frame: bottom(height: 300), passthrough: true")
    }

    func testATapToDismissDimmingIsAModalContainersDismissButton() {
        assertContains(
            emitted(tappable),
            "containerView.accessibilityViewIsModal = true",
            "dimmingView.isAccessibilityElement = true",
            "dimmingView.accessibilityLabel = \"Dismiss\"",
            "dimmingView.accessibilityTraits = .button",
            "presentedView?.accessibilityPerformEscapeBlock = { [weak self] in",
            "dimmingView.accessibilityActivateBlock = { [weak self] in",
            "private func dismissForAccessibility() -> Bool {",
            "containerView?.accessibilityViewIsModal = false")
        assertLacks(emitted(tappable), "presentedView?.accessibilityViewIsModal")
    }

    func testAnInteractiveDismissalIsDismissibleWithoutADimmingButton() {
        let swift = emitted(panned)
        assertContains(
            swift, "presentedView?.accessibilityViewIsModal = true", "presentedView?.accessibilityPerformEscapeBlock")
        assertLacks(swift, "accessibilityActivateBlock", "isAccessibilityElement")
    }

    func testWithoutAUserDismissalTheEscapeIsLeftToUIKit() {
        let swift = emitted(fixed)
        assertContains(swift, "presentedView?.accessibilityViewIsModal = true")
        assertLacks(swift, "accessibilityPerformEscapeBlock", "dismissForAccessibility")
    }

    func testPassthroughIsNotModalAndOnlyFullScreenCapturesTheStatusBar() {
        assertLacks(emitted(passthrough), "accessibilityViewIsModal", "modalPresentationCapturesStatusBarAppearance")
        assertContains(
            emitted(fullScreen), "presentedViewController.modalPresentationCapturesStatusBarAppearance = true")
        assertLacks(emitted(fixed), "modalPresentationCapturesStatusBarAppearance")
    }

    func testEveryVariantTypeChecksInSwift6() throws {
        var sources = try EmittedSources()
        defer { sources.remove() }
        for (name, source) in [
            ("Tappable", tappable), ("Fixed", fixed), ("Panned", panned), ("Full", fullScreen),
            ("Through", passthrough),
        ] {
            try sources.add("\(name).swift", emitted(source))
        }
        assertTypechecksClean(try typecheck(sources.files), "accessibility")
    }
}
