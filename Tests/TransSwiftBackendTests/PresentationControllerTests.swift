// The presentation controller: frame, dimming, tap-to-dismiss, presenter removal, corners.
import TransSwiftBackend
import XCTest

final class PresentationControllerTests: XCTestCase {
    func testFrameIsRecomputedFromTheContainer() {
        let swift = emitted("transition A { style: custom, presentation { frame: center(width: 270, height: 50%) } }")
        assertContains(
            swift,
            """
            override var frameOfPresentedViewInContainerView: CGRect {
            guard let containerView else { return .zero }
            let container = containerView.bounds
            return CGRect(x: (container.width - 270) / 2, y: (container.height - 0.5 * container.height) / 2, width: 270 as CGFloat, height: 0.5 * container.height)
            }
            """,
            """
            if !presentedViewController.isBeingPresented, !presentedViewController.isBeingDismissed {
            presentedView?.frame = frameOfPresentedViewInContainerView
            }
            """)
        assertContains(
            emitted("transition A { style: custom, presentation { removesPresentersView: true } }"),
            "containerView?.bounds ?? .zero", "override var shouldRemovePresentersView: Bool { true }")
    }

    func testDimmingFadesAlongsideAndDismissesOnTap() {
        let swift = emitted(
            "transition A { style: custom, presentation { dimming { color: #336699, alpha: 0.6, tapToDismiss: true } } }"
        )
        assertContains(
            swift, "dimmingView.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)",
            "containerView.insertSubview(dimmingView, at: 0)",
            "coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0.6 })",
            "coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 })",
            "UITapGestureRecognizer(target: self, action: #selector(dimmingViewTapped(_:)))",
            "if !completed {\ndimmingView.removeFromSuperview()", "if completed {\ndimmingView.removeFromSuperview()")
        let untappable = emitted("transition A { style: custom, presentation { dimming { alpha: 0.6 } } }")
        assertLacks(untappable, "UITapGestureRecognizer", "dimmingViewTapped")
        assertLacks(emitted("transition A { style: custom, presentation { cornerRadius: 3 } }"), "dimmingView")
    }

    func testAPhaseThatAnimatesTheDimmingFadesItItself() {
        let swift = emitted(
            """
            transition A {
                style: custom
                presentation { dimming { alpha: 0.5 } }
                present { duration: 0.3s, animate dimming { alpha: 0 -> 0.8 } }
            }
            """)
        assertLacks(swift, "self.dimmingView.alpha = 0.5")
        assertContains(
            swift, "(presented.presentationController as? APresentationController)?.dimmingView ?? UIView()",
            "dimmingView.alpha = 0.8")
    }

    func testCornerRadiusIsSetAndUndone() {
        let swift = emitted("transition A { style: custom, presentation { cornerRadius: 12 } }")
        assertContains(
            swift, "presentedView.layer.cornerRadius = 12\npresentedView.layer.masksToBounds = true",
            "if completed {\npresentedView?.layer.cornerRadius = 0\npresentedView?.layer.masksToBounds = false")
    }

    func testACancelledPanPutsTheDimmingBack() {
        let swift = emitted(
            """
            transition A {
                style: custom
                presentation { dimming { alpha: 0.5 } }
                dismiss { duration: 0.3s, animate presented { y: final.y -> container.height }, interactive: pan(down) }
            }
            """)
        assertContains(swift, "completion: { context in\nif context.isCancelled {\nself.dimmingView.alpha = 0.5")
    }
}
