// A hand-written interactive sheet for `DefectSimulationTests.drag`: the same behaviour as the
// program, written without the backend, so the defect it shows does not depend on the shape of
// the emitted code.

enum HandWrittenDragTransition {
    /// `DragTransition` in Swift: a 400 pt sheet, a spring dismissal in one
    /// `UIViewPropertyAnimator`, a pan whose travel over 400 pt is the progress. With
    /// `returnsInterruptibleAnimator` false, the animator is started in `animateTransition` and
    /// not returned from `interruptibleAnimator(using:)` (issue 8, defect 1).
    static func source(returnsInterruptibleAnimator: Bool) -> String {
        let interruptible =
            returnsInterruptibleAnimator
            ? """
                func interruptibleAnimator(
                    using transitionContext: any UIViewControllerContextTransitioning
                ) -> any UIViewImplicitlyAnimating {
                    propertyAnimator(using: transitionContext)
                }
            """ : ""
        return """
            import UIKit

            @MainActor
            public final class DragTransition: NSObject, UIViewControllerTransitioningDelegate {
                private var interaction: DragInteraction?

                public func prepare(_ controller: UIViewController) {
                    controller.modalPresentationStyle = .custom
                    controller.transitioningDelegate = self
                    objc_setAssociatedObject(controller, Self.key, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                }

                private static var key: UnsafeRawPointer {
                    UnsafeRawPointer(bitPattern: UInt(bitPattern: ObjectIdentifier(DragTransition.self)))!
                }

                public func presentationController(
                    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
                ) -> UIPresentationController? {
                    DragPresentationController(presentedViewController: presented, presenting: presenting)
                }

                public func animationController(
                    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
                ) -> (any UIViewControllerAnimatedTransitioning)? {
                    let interaction = DragInteraction()
                    interaction.install(on: presented)
                    self.interaction = interaction
                    return DragPresentAnimator()
                }

                public func animationController(
                    forDismissed dismissed: UIViewController
                ) -> (any UIViewControllerAnimatedTransitioning)? {
                    DragDismissAnimator()
                }

                public func interactionControllerForDismissal(
                    using animator: any UIViewControllerAnimatedTransitioning
                ) -> (any UIViewControllerInteractiveTransitioning)? {
                    guard let interaction, interaction.isInteracting else { return nil }
                    return interaction
                }
            }

            @MainActor
            final class DragPresentationController: UIPresentationController {
                override var frameOfPresentedViewInContainerView: CGRect {
                    let bounds = containerView?.bounds ?? .zero
                    return CGRect(x: 0, y: bounds.height - 400, width: bounds.width, height: 400)
                }
            }

            @MainActor
            final class DragInteraction: UIPercentDrivenInteractiveTransition {
                private(set) var isInteracting = false
                private weak var presented: UIViewController?

                func install(on presented: UIViewController) {
                    self.presented = presented
                    presented.view.addGestureRecognizer(
                        UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
                }

                @objc func handlePan(_ pan: UIPanGestureRecognizer) {
                    guard let presented, let container = pan.view?.superview else { return }
                    let progress = min(max(pan.translation(in: container).y / 400, 0), 1)
                    switch pan.state {
                    case .began:
                        isInteracting = true
                        presented.dismiss(animated: true)
                        update(progress)
                    case .changed:
                        update(progress)
                    case .ended, .cancelled:
                        isInteracting = false
                        let speed = pan.velocity(in: container).y
                        if speed >= 1000 || (speed > -1000 && progress > 0.3) {
                            finish()
                        } else {
                            cancel()
                        }
                    default:
                        break
                    }
                }
            }

            @MainActor
            final class DragPresentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
                    0.4
                }

                func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                    guard let presented = transitionContext.viewController(forKey: .to),
                        let view = transitionContext.view(forKey: .to)
                    else { return }
                    let final = transitionContext.finalFrame(for: presented)
                    transitionContext.containerView.addSubview(view)
                    view.frame = final.offsetBy(dx: 0, dy: transitionContext.containerView.bounds.height - final.minY)
                    UIView.animate(
                        withDuration: 0.4, delay: 0, options: [.curveEaseOut],
                        animations: { view.frame = final },
                        completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
                }
            }

            @MainActor
            final class DragDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                private var animator: UIViewPropertyAnimator?

                func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
                    0.4
                }

                func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                    propertyAnimator(using: transitionContext).startAnimation()
                }

            \(interruptible)

                func animationEnded(_ transitionCompleted: Bool) {
                    animator = nil
                }

                private func propertyAnimator(
                    using transitionContext: any UIViewControllerContextTransitioning
                ) -> UIViewPropertyAnimator {
                    if let animator { return animator }
                    let view = transitionContext.view(forKey: .from)!
                    let start = view.frame
                    let end = start.offsetBy(dx: 0, dy: transitionContext.containerView.bounds.height - start.minY)
                    let animator = UIViewPropertyAnimator(
                        duration: 0.4, timingParameters: UISpringTimingParameters(dampingRatio: 0.9, initialVelocity: .zero))
                    animator.addAnimations { view.frame = end }
                    let completion: @MainActor () -> Void = {
                        let finished = !transitionContext.transitionWasCancelled
                        if finished { view.removeFromSuperview() } else { view.frame = start }
                        transitionContext.completeTransition(finished)
                    }
                    animator.addCompletion { _ in MainActor.assumeIsolated(completion) }
                    self.animator = animator
                    return animator
                }
            }

            """
    }
}
