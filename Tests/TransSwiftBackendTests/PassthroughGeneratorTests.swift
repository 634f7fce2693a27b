// `passthrough: true` in the emitted Swift: a forwarding backdrop above the dimming view and
// below the presented view, removed with the presentation; type-checked in Swift 6 mode.
import XCTest

final class PassthroughGeneratorTests: XCTestCase {
    private let panels = """
        transition Panel {
            style: custom
            presentation { frame: bottom(height: 300), passthrough: true }
            present { duration: 0.3s, animate presented { frame: offscreen(bottom) -> final } }
            dismiss: reverse
        }
        transition ClearPanel {
            style: custom
            presentation {
                frame: bottom(height: 300)
                passthrough: true
                dimming { alpha: 0 }
            }
            present { duration: 0.3s, animate presented { frame: offscreen(bottom) -> final } }
            dismiss: reverse
        }
        """

    func testTheBackdropForwardsTouchesOnItselfToThePresentingView() {
        let swift = emitted(panels)
        assertContains(
            swift,
            "private final class PanelPassthroughView: UIView {",
            """
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                let hit = super.hitTest(point, with: event)
                guard hit === self, let forwardingView else { return hit }
                return forwardingView.hitTest(convert(point, to: forwardingView), with: event)
            }
            """,
            """
            if let containerView {
                passthroughView.frame = containerView.bounds
                passthroughView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                passthroughView.forwardingView = presentingViewController.view
                containerView.insertSubview(passthroughView, at: 0)
            }
            """,
            """
            if completed {
                passthroughView.removeFromSuperview()
            }
            """)
    }

    func testWithADimmingViewTheBackdropGoesAboveIt() {
        let swift = emitted(panels)
        assertContains(
            swift, "let passthroughView = ClearPanelPassthroughView()",
            "containerView.insertSubview(passthroughView, aboveSubview: dimmingView)")
    }

    /// Touches pass only where the screen is undimmed, as under UIKit's sheets: the backdrop
    /// keeps them while the dimming view shows.
    func testWithADimmingViewTheBackdropForwardsOnlyWhileItIsClear() {
        let swift = emitted(panels)
        assertContains(
            swift,
            """
            private final class ClearPanelPassthroughView: UIView {
                /// The view that gets the touches that land on the backdrop (the presenting view).
                weak var forwardingView: UIView?
                /// The dimming view: where it shows, the screen behind is dimmed and takes no touches.
                weak var dimmingView: UIView?
            """,
            "guard hit === self, let forwardingView, (dimmingView?.alpha ?? 0) == 0 else { return hit }",
            """
                passthroughView.dimmingView = dimmingView
                containerView.insertSubview(passthroughView, aboveSubview: dimmingView)
            """,
            "touches outside it pass through to the presenting view where the screen is undimmed.")
    }

    func testWithoutPassthroughThereIsNoBackdrop() {
        let swift = emitted(
            "transition Modal { style: custom, presentation { frame: bottom(height: 300) } }")
        assertLacks(swift, "PassthroughView", "passthroughView")
    }

    func testPassthroughPanelsTypeCheckInSwift6() throws {
        var sources = try EmittedSources()
        defer { sources.remove() }
        try sources.add("Panels.swift", emitted(panels))
        assertTypechecksClean(try typecheck(sources.files), "passthrough panels")
    }
}
