// UIViewControllerTransitioning.h's protocols. Their `@objc optional` requirements are plain
// requirements with extension defaults here (no Objective-C runtime on Linux); the defaults
// are what UIKit does when a conformer leaves them out.

@MainActor public protocol UIViewControllerContextTransitioning: AnyObject {
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    func completeTransition(_ didComplete: Bool)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    var targetTransform: CGAffineTransform { get }
    func initialFrame(for vc: UIViewController) -> CGRect
    func finalFrame(for vc: UIViewController) -> CGRect
}

@MainActor public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    func interruptibleAnimator(
        using transitionContext: any UIViewControllerContextTransitioning
    )
        -> any UIViewImplicitlyAnimating
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func interruptibleAnimator(
        using transitionContext: any UIViewControllerContextTransitioning
    )
        -> any UIViewImplicitlyAnimating
    {
        InterruptibleAnimatorNotImplemented(duration: 0, curve: .linear)
    }
    public func animationEnded(_ transitionCompleted: Bool) {}

    /// The animator `interruptibleAnimator(using:)` returns, or nil when the conformer does not
    /// implement it: Objective-C's `respondsToSelector:`, read off the default's sentinel so
    /// that emitted code needs nothing the real SDK lacks.
    func implementedInterruptibleAnimator(
        using transitionContext: any UIViewControllerContextTransitioning
    ) -> (any UIViewImplicitlyAnimating)? {
        let animator = interruptibleAnimator(using: transitionContext)
        return animator is InterruptibleAnimatorNotImplemented ? nil : animator
    }
}

/// What the default `interruptibleAnimator(using:)` returns: it stands for "not implemented".
final class InterruptibleAnimatorNotImplemented: UIViewPropertyAnimator {}

@MainActor public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    var completionSpeed: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

@MainActor public protocol UIViewControllerTransitioningDelegate: AnyObject {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func animationController(
        forDismissed dismissed: UIViewController
    )
        -> (any UIViewControllerAnimatedTransitioning)?
    { nil }
    public func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
    { nil }
    public func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    )
        -> (any UIViewControllerInteractiveTransitioning)?
    { nil }
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { nil }
}

@MainActor public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    var containerView: UIView { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

@MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    @discardableResult public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}
