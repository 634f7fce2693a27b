// The transition context UIKit hands the animator, which is also the transition coordinator
// (Apple: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator).

/// What the model observed of a transition, for the harness to check.
@MainActor public final class TransitionRecord {
    public let phase: String
    /// Every completeTransition(_:) argument, in order.
    public internal(set) var completions: [Bool] = []
    /// Problems UIKit would not report but a user would see.
    public internal(set) var violations: [String] = []
    init(phase: String) { self.phase = phase }
}

@MainActor
final class TransitionContext: UIViewControllerContextTransitioning,
    UIViewControllerTransitionCoordinator
{
    let containerView: UIView
    let isAnimated: Bool
    var isInteractive = false
    private(set) var transitionWasCancelled = false
    let presentationStyle: UIModalPresentationStyle
    let from: UIViewController
    let to: UIViewController
    let fromView: UIView?
    let toView: UIView?
    let isPresenting: Bool
    let animator: any UIViewControllerAnimatedTransitioning
    let presentationController: UIPresentationController
    let record: TransitionRecord
    var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    var coordinatorCompletions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    var onComplete: ((Bool) -> Void)?
    var percentComplete: CGFloat = 0

    init(
        container: UIView, animated: Bool, style: UIModalPresentationStyle, from: UIViewController,
        to: UIViewController, fromView: UIView?, toView: UIView?, presenting: Bool,
        animator: any UIViewControllerAnimatedTransitioning, presentationController: UIPresentationController
    ) {
        containerView = container
        isAnimated = animated
        presentationStyle = style
        self.from = from
        self.to = to
        self.fromView = fromView
        self.toView = toView
        isPresenting = presenting
        self.animator = animator
        self.presentationController = presentationController
        record = TransitionRecord(phase: presenting ? "present" : "dismiss")
    }

    var transitionDuration: TimeInterval { animator.transitionDuration(using: self) }
    var isCancelled: Bool { transitionWasCancelled }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : to
    }
    /// Apple: view(forKey:) — "may return nil, which indicates that the animator should not
    /// manipulate the associated view controller's view": under a presentation controller
    /// that keeps the presenter's view (shouldRemovePresentersView false), the presenter's
    /// view is not handed out.
    /// The presented controller's side is the presentation controller's `presentedView` (Apple:
    /// UIPresentationController.presentedView — "the view to be animated", which a subclass may
    /// return wrapped in views of its own).
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let view = key == .from ? fromView : toView
        guard let view, view === presentationController.presentedViewController.viewIfLoaded else { return view }
        return presentationController.presentedView ?? view
    }

    /// Apple: initialFrame(for:)/finalFrame(for:) — the presented controller ends at the
    /// presentation frame; a dismissed controller's final frame is `.zero`.
    func initialFrame(for vc: UIViewController) -> CGRect {
        vc === from && !isPresenting ? presentationController.frameOfPresentedViewInContainerView : .zero
    }
    /// Apple: `.zero` "if the frame rectangle is not known or the view is not visible". The
    /// presented view's frame when presenting; the container's bounds for a presenter whose
    /// view comes back in a dismissal (the model's choice: every style that takes it away is
    /// full screen); `.zero` for the dismissed controller.
    func finalFrame(for vc: UIViewController) -> CGRect {
        if vc === to && isPresenting { return presentationController.frameOfPresentedViewInContainerView }
        if vc === to && !isPresenting && toView != nil { return containerView.bounds }
        return .zero
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) { self.percentComplete = percentComplete }
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() { transitionWasCancelled = true }
    func pauseInteractiveTransition() {}

    func completeTransition(_ didComplete: Bool) {
        let now = SimulationClock.shared.now
        record.completions.append(didComplete)
        if record.completions.count > 1 {
            record.violations.append("completeTransition called \(record.completions.count) times (t=\(now))")
            return
        }
        let running = containerView.layerTreeHasRunningAnimations()
        if running {
            record.violations.append(
                String(format: "completeTransition called while animations still run (t=%.3f)", now))
        }
        if isPresenting, didComplete, let toView, !toView.isDescendant(of: containerView) {
            record.violations.append("toView never added to the container")
        }
        onComplete?(didComplete)
        for completion in coordinatorCompletions { completion(self) }
        animator.animationEnded(didComplete)
    }

    @discardableResult func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { coordinatorCompletions.append(completion) }
        return true
    }
}

extension UIView {
    /// Whether any layer under this view has an animation on layer time not yet over.
    func layerTreeHasRunningAnimations() -> Bool {
        for animation in layer.animations where !animation.isRemoved {
            if case .layerTime = animation.driver, !animation.progress(on: layer).isDone { return true }
        }
        return subviews.contains { $0.layerTreeHasRunningAnimations() }
    }
}
