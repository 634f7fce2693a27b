// The pan-driven interaction controller: direction, distance, threshold and fling.
import TransSwiftBackend
import XCTest

final class InteractionGeneratorTests: XCTestCase {
    private func interaction(_ pan: String) -> String {
        emitted(
            """
            transition A {
                style: custom
                dismiss { duration: 0.3s, animate presented { alpha: 1 -> 0 }, interactive: \(pan) }
            }
            """)
    }

    func testProgressIsTheFingersTravelInTheDirection() {
        let down = interaction("pan(down)")
        assertContains(
            down, "private final class ADismissInteraction: UIPercentDrivenInteractiveTransition {",
            "private let threshold: CGFloat = 0.3", "distance = max(container.bounds.height - final.minY, 1)",
            "update(progress(pan.translation(in: container).y))",
            "if progress(travel) > threshold || speed > flingVelocity {\nfinish()\n} else {\ncancel()",
            "min(max(travel / distance, 0), 1)", "@unknown default:")
        assertContains(
            interaction("pan(up, threshold: 0.45)"), "private let threshold: CGFloat = 0.45",
            "distance = max(final.maxY, 1)", "let travel = -pan.translation(in: container).y",
            "let speed = -pan.velocity(in: container).y")
        assertContains(
            interaction("pan(left)"), "distance = max(final.maxX, 1)", "let travel = -pan.translation(in: container).x")
        assertContains(
            interaction("pan(right)"), "distance = max(container.bounds.width - final.minX, 1)",
            "let travel = pan.translation(in: container).x")
    }

    func testThePanLivesOnThePresentedViewWhilePresented() {
        assertContains(
            interaction("pan(down)"),
            """
            func attach(to presented: UIViewController) {
            detach()
            let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
            presented.view.addGestureRecognizer(pan)
            """, "guard !presented.isBeingPresented, !presented.isBeingDismissed else { return }",
            "presented.dismiss(animated: true)")
    }
}
