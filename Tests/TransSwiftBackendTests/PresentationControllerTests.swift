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
            return presentedFrame(in: containerView.bounds)
            }
            """,
            """
            private func presentedFrame(in container: CGRect) -> CGRect {
            CGRect(x: (container.width - 270) / 2, y: (container.height - 0.5 * container.height) / 2, width: 270 as CGFloat, height: 0.5 * container.height)
            }
            """,
            // A transformed view's frame is undefined: layout sets bounds and center.
            """
            if !presentedViewController.isBeingPresented, !presentedViewController.isBeingDismissed, let presentedView {
            let frame = frameOfPresentedViewInContainerView
            let anchor = presentedView.layer.anchorPoint
            presentedView.bounds.size = frame.size
            presentedView.center = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
            }
            """,
            // The presented controller is told its frame's size for a new container size.
            """
            guard child === presentedViewController else {
            return super.size(forChildContentContainer: child, withParentContainerSize: parentSize)
            }
            return presentedFrame(in: CGRect(origin: .zero, size: parentSize)).size
            """)
        assertLacks(swift, "presentedView?.frame =")
        assertContains(
            emitted("transition A { style: custom, presentation { removesPresentersView: true } }"),
            "private func presentedFrame(in container: CGRect) -> CGRect {\ncontainer\n}",
            "override var shouldRemovePresentersView: Bool { true }")
    }

    /// `relayout: false`: the layout pass lays out the dimming view and leaves the presented
    /// view where the present animator landed it (HouWan's Demo2).
    func testRelayoutFalseLeavesThePresentedViewOnLayout() {
        let swift = emitted(
            "transition A { style: custom, presentation { frame: inset(top: 160), relayout: false, dimming { alpha: 0.4 } } }"
        )
        assertContains(
            swift,
            """
            override func containerViewWillLayoutSubviews() {
            super.containerViewWillLayoutSubviews()
            if let containerView {
            dimmingView.frame = containerView.bounds
            }
            // `relayout: false`: the presented view stays where the present animator landed it.
            }
            """)
        assertLacks(swift, "presentedView.bounds.size = frame.size")
        assertContains(
            emitted("transition A { style: custom, presentation { relayout: true } }"),
            "presentedView.bounds.size = frame.size")
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
            swift,
            "savedCornerRadius = presentedView.layer.cornerRadius\nsavedMasksToBounds = presentedView.layer.masksToBounds\n"
                + "presentedView.layer.cornerRadius = 12\npresentedView.layer.masksToBounds = true",
            // What was there before comes back, not 0.
            "if completed {\npresentedView?.layer.cornerRadius = savedCornerRadius\n"
                + "presentedView?.layer.masksToBounds = savedMasksToBounds")
        assertLacks(swift, "cornerRadius = 0")
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
