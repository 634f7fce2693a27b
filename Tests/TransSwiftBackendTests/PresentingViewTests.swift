// The presenting view: handed over by UIKit only when it leaves the screen; otherwise animated
// where it stays, with what the presentation changed saved first and put back at dismissal.
import TransSwiftBackend
import XCTest

final class PresentingViewTests: XCTestCase {
    /// A presenter that stays on screen under `style`, scaled and rounded by the presentation.
    private func stork(_ style: String = "custom") -> String {
        emitted(
            """
            transition Stork {
                style: \(style)
                present {
                    duration: 0.4s
                    animate presented { alpha: 0 -> 1 }
                    animate presenting { cornerRadius: 0 -> 10, scale: 1 -> 0.9 }
                }
                dismiss: reverse
            }
            """)
    }

    func testAStayingPresenterIsTheControllersOwnViewSavedBeforeAnyChange() throws {
        for style in ["custom", "overFullScreen", "overCurrentContext"] {
            let swift = stork(style)
            // UIKit hands no presenting view under these styles: the controller's view is used.
            assertContains(swift, "let presentingView = presenting.viewIfLoaded")
            assertLacks(swift, "transitionContext.view(forKey: .from) ?? presenting")
            // Saved before the phase sets clipsToBounds (the old defect saved it afterwards).
            assertContains(
                swift,
                """
                let presentingTransform = presentingView.layer.transform
                let presentingCornerRadius = presentingView.layer.cornerRadius
                let presentingClipsToBounds = presentingView.clipsToBounds
                StorkPresenterRestoration.keep(for: presented) {
                presentingView.layer.transform = presentingTransform
                presentingView.layer.cornerRadius = presentingCornerRadius
                presentingView.clipsToBounds = presentingClipsToBounds
                }
                """,
                // Put back when the presentation is cancelled, or once the dismissal completes.
                "if !finished {\npresentedView.removeFromSuperview()\nStorkPresenterRestoration.restore(for: presented)",
                "// The presenting view as it was before the presentation.\nStorkPresenterRestoration.restore(for: presented)",
                "objc_setAssociatedObject(presented, key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)")
            let save = try XCTUnwrap(swift.range(of: "let presentingClipsToBounds = presentingView.clipsToBounds"))
            let change = try XCTUnwrap(swift.range(of: "presentingView.clipsToBounds = true"))
            XCTAssertLessThan(save.lowerBound, change.lowerBound, style)
        }
    }

    func testAnAnchoredStayingPresenterIsSavedOnce() throws {
        let swift = emitted(
            """
            transition Tilt {
                style: overFullScreen
                present { duration: 0.4s, animate presenting { anchor: top, rotationX: 0deg -> 10deg, alpha: 1 -> 0.8 } }
                dismiss { duration: 0.4s, animate presenting { rotationX: 10deg -> 0deg, alpha: 0.8 -> 1 } }
            }
            """)
        // Once in the present animator's written body, once in its Reduce Motion one.
        XCTAssertEqual(swift.components(separatedBy: "let presentingAnchorPoint = ").count, 3)
        assertContains(swift, "presentingView.layer.anchorPoint = presentingAnchorPoint")
        var sources = try EmittedSources()
        defer { sources.remove() }
        try sources.add("Tilt.swift", swift)
        assertTypechecksClean(try typecheck(sources.files), "an anchored staying presenter")
    }

    func testALeavingPresenterIsTheOneUIKitHandsOver() {
        let swift = stork("fullScreen")
        assertContains(swift, "let presentingView = transitionContext.view(forKey: .from)\nelse {")
        assertLacks(swift, "PresenterRestoration", "presenting.viewIfLoaded")
    }

    func testBothTypecheck() throws {
        var sources = try EmittedSources()
        defer { sources.remove() }
        try sources.add("Staying.swift", stork())
        try sources.add(
            "Leaving.swift",
            stork("fullScreen").replacingOccurrences(of: "Stork", with: "Leaving")
                .replacingOccurrences(of: "storkTransition", with: "leavingTransition"))
        assertTypechecksClean(try typecheck(sources.files), "presenting views")
    }
}
