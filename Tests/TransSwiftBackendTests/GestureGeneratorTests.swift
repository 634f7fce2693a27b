// The gesture model's emission: a threshold in points and a fling velocity, an edge pan as a
// dismissal gesture, and the interactive presentation's gesture and API.
import TransSwiftBackend
import XCTest

final class GestureGeneratorTests: XCTestCase {
    private func dismissal(_ pan: String, edge: String = "bottom") -> String {
        emitted(
            """
            transition A {
                style: custom
                dismiss { duration: 0.3s, animate presented { frame: final -> offscreen(\(edge)) }, interactive: \(pan) }
            }
            """)
    }

    func testAThresholdInPointsComparesTheTravelAndTheVelocityIsTheFlingSpeed() {
        let points = dismissal("pan(down, threshold: 120pt, velocity: 800)")
        assertContains(
            points, "/// `interactive: pan(down, threshold: 120pt, velocity: 800)`",
            "/// The finger's travel, in points, past which a release finishes.\nprivate let threshold: CGFloat = 120",
            "private let flingVelocity: CGFloat = 800",
            "(speed > -flingVelocity && travel - startTravel > threshold)")
        let share = dismissal("pan(down, threshold: 0.4)")
        assertContains(
            share, "private let threshold: CGFloat = 0.4", "private let flingVelocity: CGFloat = 1000",
            "(speed > -flingVelocity && progress(travel - startTravel) > threshold)")
    }

    func testAnEdgePanDismissesFromItsScreenEdge() {
        let edge = dismissal("edgePan(left)", edge: "right")
        assertContains(
            edge, "/// `interactive: edgePan(left, threshold: 0.3)`",
            "let pan = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handlePan(_:)))\npan.edges = .left",
            "let travel = pan.translation(in: container).x")
        assertLacks(edge, "let pan = UIPanGestureRecognizer(")
    }

    private let menu = """
        transition Menu {
            style: custom
            presentation { frame: left(width: 300) }
            present {
                duration: 0.3s
                curve: linear
                interactive: edgePan(left, threshold: 80pt, velocity: 600)
                animate presented { frame: offscreen(left) -> final }
            }
        }
        """

    func testAnInteractivePresentationAttachesToASourceViewAndDrivesThePresentation() {
        let swift = emitted(menu)
        assertContains(
            swift,
            "public func attachInteractivePresentation(\nto sourceView: UIView, from presenter: UIViewController,\nmakeController: @escaping @MainActor () -> UIViewController\n) {",
            "public func interactionControllerForPresentation(",
            "guard let interaction = presentInteraction, interaction.isInteracting else { return nil }",
            "private final class MenuPresentInteraction: UIPercentDrivenInteractiveTransition {",
            "let pan = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handlePan(_:)))\npan.edges = .left",
            "objc_setAssociatedObject(sourceView, key, interaction, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)",
            "transition.prepare(controller)\ntransition.presentInteraction = self\nisInteracting = true\npresenter.present(controller, animated: true)",
            "update(min(max(travel / distance, 0), 1))", "private let threshold: CGFloat = 80",
            "private let flingVelocity: CGFloat = 600", "(speed > -flingVelocity && travel > threshold))")
    }

    func testWithoutAnInteractivePresentationThereIsNoPresentInteraction() {
        let swift = dismissal("pan(down)")
        assertLacks(
            swift, "PresentInteraction", "interactionControllerForPresentation", "attachInteractivePresentation")
    }
}
