// The pan-driven interaction controller: direction, distance, threshold and fling.
import TransSwiftBackend
import XCTest

final class InteractionGeneratorTests: XCTestCase {
    /// The code for `pan`, whose dismissal takes the presented view off screen its way.
    private func interaction(_ pan: String) -> String {
        let edge = ["up": "top", "down": "bottom", "left": "left", "right": "right"].first { pan.contains($0.key) }!
        return emitted(
            """
            transition A {
                style: custom
                dismiss { duration: 0.3s, animate presented { frame: final -> offscreen(\(edge.value)) }, interactive: \(pan) }
            }
            """)
    }

    func testProgressIsTheFingersTravelInTheDirection() {
        let down = interaction("pan(down)")
        assertContains(
            down,
            "private final class ADismissInteraction: UIPercentDrivenInteractiveTransition, UIGestureRecognizerDelegate {",
            "private let threshold: CGFloat = 0.3",
            "distance = max(dismissalTravel(in: container.bounds, final: final), 1)",
            "private func dismissalTravel(in container: CGRect, final: CGRect) -> CGFloat {\ncontainer.height - final.minY\n}",
            "let travel = pan.translation(in: container).y", "update(progress(travel - startTravel))",
            "min(max(travel / distance, 0), 1)", "@unknown default:")
        assertContains(
            interaction("pan(up, threshold: 0.45)"), "private let threshold: CGFloat = 0.45",
            "-> CGFloat {\nfinal.minY + final.height\n}", "let travel = -pan.translation(in: container).y",
            "let speed = -pan.velocity(in: container).y")
        assertContains(
            interaction("pan(left)"), "-> CGFloat {\nfinal.minX + final.width\n}",
            "let travel = -pan.translation(in: container).x")
        assertContains(
            interaction("pan(right)"), "-> CGFloat {\ncontainer.width - final.minX\n}",
            "let travel = pan.translation(in: container).x")
    }

    func testProgressIsMeasuredOverTheDismissalsOwnMotion() {
        // The finger's travel over how far the dismissal moves the view: not the off-screen distance.
        let short = emitted(
            """
            transition A {
                style: custom
                dismiss { duration: 0.3s, animate presented { y: final.y - 10 -> final.y + 90 }, interactive: pan(down) }
            }
            """)
        assertContains(
            short,
            "/// How far the dismissal moves the presented view down (its y from `final.y - 10` to `final.y + 90`):",
            "-> CGFloat {\nfinal.minY + 90 - (final.minY - 10)\n}")
    }

    func testThePanBeginsOnlyAlongTheDismissDirection() {
        assertContains(
            interaction("pan(down)"), "pan.delegate = self",
            "return abs(velocity.y) > abs(velocity.x) && velocity.y > 0")
        assertContains(interaction("pan(up)"), "return abs(velocity.y) > abs(velocity.x) && -velocity.y > 0")
        assertContains(interaction("pan(left)"), "return abs(velocity.x) > abs(velocity.y) && -velocity.x > 0")
        assertContains(interaction("pan(right)"), "return abs(velocity.x) > abs(velocity.y) && velocity.x > 0")
    }

    func testTheReleaseDecidesByTheSignedVelocity() {
        // A fling back cancels even past the threshold; a fling on finishes short of it.
        assertContains(
            interaction("pan(down)"),
            "let finishing = speed >= flingVelocity || (speed > -flingVelocity && progress(travel - startTravel) > threshold)",
            "if finishing {\nfinish()\n} else {\ncancel()")
    }

    func testTheReleaseContinuesOnThePhasesCurveWithTheFingersSpeed() {
        let spring = emitted(
            """
            transition A {
                style: custom
                dismiss {
                    duration: 0.3s, curve: spring(damping: 0.7, velocity: 2)
                    animate presented { frame: final -> offscreen(bottom) }
                    interactive: pan(down)
                }
            }
            """)
        assertContains(
            spring, "let remaining = max(distance * (finishing ? 1 - percentComplete : percentComplete), 1)",
            "let velocity = (finishing ? speed : -speed) / remaining",
            "timingCurve = UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: velocity, dy: velocity))",
            "completionSpeed = 1")
        let bounce = emitted(
            """
            transition A {
                style: custom
                dismiss {
                    curve: spring(duration: 0.4s, bounce: 0.2)
                    animate presented { frame: final -> offscreen(bottom) }
                    interactive: pan(down)
                }
            }
            """)
        assertContains(
            bounce,
            "if #available(iOS 17.0, *) {\ntimingCurve = UISpringTimingParameters(duration: 0.4, bounce: 0.2, "
                + "initialVelocity: CGVector(dx: velocity, dy: velocity))\n} else {\ntimingCurve = UISpringTimingParameters(mass: 1,"
        )
        // A cubic curve has no initial velocity: the release continues on it as written.
        let eased = interaction("pan(down)")
        assertContains(eased, "timingCurve = UICubicTimingParameters(animationCurve: .easeInOut)")
        assertLacks(eased, "let remaining =")
    }

    func testAnEmbeddedScrollViewHandsOverAtItsEdge() {
        assertContains(
            interaction("pan(down)"),
            "guard let scrollView = otherGestureRecognizer.view as? UIScrollView,\n"
                + "otherGestureRecognizer === scrollView.panGestureRecognizer,\n"
                + "let view = gestureRecognizer.view, scrollView.isDescendant(of: view)",
            "guard !presented.isBeingPresented, !presented.isBeingDismissed, scrollViewIsAtEdge() else { return }",
            "return scrollView.contentOffset.y <= scrollEdge(of: scrollView)",
            "scrollView.contentOffset.y = scrollEdge(of: scrollView)", "-scrollView.adjustedContentInset.top")
        assertContains(
            interaction("pan(up)"), "return scrollView.contentOffset.y >= scrollEdge(of: scrollView)",
            "max(scrollView.contentSize.height - scrollView.bounds.height + scrollView.adjustedContentInset.bottom, "
                + "-scrollView.adjustedContentInset.top)")
    }

    func testEachPresentationKeepsItsOwnPan() {
        assertContains(
            interaction("pan(down)"),
            """
            static func attach(to presented: UIViewController) {
            attached(to: presented)?.detach()
            let interaction = ADismissInteraction()
            interaction.install(on: presented)
            objc_setAssociatedObject(presented, key, interaction, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            """,
            "let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))",
            "objc_getAssociatedObject(presented, key) as? ADismissInteraction",
            "presented.dismiss(animated: true)")
    }
}
