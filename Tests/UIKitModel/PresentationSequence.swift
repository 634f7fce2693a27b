// UIKit's custom-presentation sequence (Apple: "Creating a Custom Presentation",
// UIPresentationController, UIViewControllerContextTransitioning): the delegate's
// presentation controller and animator, presentationTransitionWillBegin, a layout pass of
// the container, animateTransition(using:) (or the interaction controller's
// startInteractiveTransition), the coordinator's alongside animations, then — when the
// animator calls completeTransition(_:) — presentationTransitionDidEnd(_:).

@MainActor enum PresentationSequence {
    /// Every transition run, for the harness.
    static var records: [TransitionRecord] = []

    static func present(
        _ presented: UIViewController, from presenter: UIViewController, animated: Bool, completion: (() -> Void)?
    ) {
        guard let window = presenter.view.window else { fatalError("UIKit model: present from a view not in a window") }
        let style = presented.modalPresentationStyle == .automatic ? .pageSheet : presented.modalPresentationStyle
        // Apple: transitioningDelegate supplies animators for any style; its presentation
        // controller only "when the modalPresentationStyle is custom".
        let delegate = presented.transitioningDelegate
        let custom = style == .custom ? delegate : nil
        // A sheet whose controller the program configured presents through it.
        let sheet = style == .custom ? nil : presented.configuredSheet
        let controller =
            custom?.presentationController(forPresented: presented, presenting: presenter, source: presenter)
            ?? sheet ?? UIPresentationController(presentedViewController: presented, presenting: presenter)
        controller.setPresenting(presenter)
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        controller.containerView = container
        presented.presentationController = controller
        presented.presentingViewController = presenter
        presenter.presentedViewController = presented
        presented.isBeingPresented = true

        let removesPresenter = style == .custom ? controller.shouldRemovePresentersView : !isOverStyle(style)
        let animator =
            delegate?.animationController(forPresented: presented, presenting: presenter, source: presenter)
            ?? SystemAnimator(style: presented.modalTransitionStyle, presenting: true, isSheet: sheet != nil)
        let context = TransitionContext(
            container: container, animated: animated, style: style, from: presenter, to: presented,
            fromView: removesPresenter ? presenter.view : nil, toView: presented.view, presenting: true,
            animator: animator, presentationController: controller)
        records.append(context.record)
        presented.activeTransition = context
        context.onComplete = { completed in
            presented.activeTransition = nil
            presented.isBeingPresented = false
            if completed {
                if removesPresenter { presenter.view.removeFromSuperview() }
            } else {
                presenter.presentedViewController = nil
                presented.presentingViewController = nil
            }
            controller.presentationTransitionDidEnd(completed)
            if !completed { container.removeFromSuperview() }
            completion?()
        }
        controller.presentationTransitionWillBegin()
        controller.containerViewWillLayoutSubviews()
        controller.containerViewDidLayoutSubviews()
        let interaction = delegate?.interactionControllerForPresentation(using: animator)
        run(context, animator: animator, interaction: interaction)
    }

    static func dismiss(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard let controller = presented.presentationController, let container = controller.containerView,
            let presenter = presented.presentingViewController, presented.activeTransition == nil
        else { return }
        let style = presented.modalPresentationStyle
        let delegate = presented.transitioningDelegate
        let removesPresenter = style == .custom ? controller.shouldRemovePresentersView : !isOverStyle(style)
        if removesPresenter, let view = presenter.view, let window = container.window {
            window.insertSubview(view, belowSubview: container)
        }
        let animator =
            delegate?.animationController(forDismissed: presented)
            ?? SystemAnimator(
                style: presented.modalTransitionStyle, presenting: false,
                isSheet: controller is UISheetPresentationController)
        let interaction = delegate?.interactionControllerForDismissal(using: animator)
        let context = TransitionContext(
            container: container, animated: animated, style: style, from: presented, to: presenter,
            fromView: presented.view, toView: removesPresenter ? presenter.view : nil, presenting: false,
            animator: animator, presentationController: controller)
        context.isInteractive = interaction != nil
        records.append(context.record)
        presented.activeTransition = context
        presented.isBeingDismissed = true
        context.onComplete = { completed in
            presented.activeTransition = nil
            presented.isBeingDismissed = false
            controller.dismissalTransitionDidEnd(completed)
            if completed {
                // The animator put the presenting view in the container (Apple: the animator adds
                // the "to" view); UIKit gives it back to the window before the container goes.
                if removesPresenter, let view = presenter.view, let window = container.window,
                    view.superview !== window
                {
                    window.insertSubview(view, belowSubview: container)
                }
                container.removeFromSuperview()
                presenter.presentedViewController = nil
                presented.presentingViewController = nil
                presented.presentationController = nil
                completion?()
            } else if removesPresenter {
                presenter.view.removeFromSuperview()
            }
        }
        controller.dismissalTransitionWillBegin()
        run(context, animator: animator, interaction: interaction)
    }

    private static func isOverStyle(_ style: UIModalPresentationStyle) -> Bool {
        style == .overFullScreen || style == .overCurrentContext || style == .popover
    }

    /// Starts the animator (or the interaction), then the alongside animations. The model's
    /// choice where Apple is silent: alongside animations run in a block animation of the
    /// transition's duration with the context's completion curve (easeInOut) — UIKit
    /// documents only that they run "at the same time as the view controller transition
    /// animations" — or, when an interruptible animator drives the transition, are added to it.
    private static func run(
        _ context: TransitionContext, animator: any UIViewControllerAnimatedTransitioning,
        interaction: (any UIViewControllerInteractiveTransitioning)?
    ) {
        if let interaction {
            interaction.startInteractiveTransition(context)
        } else {
            animator.animateTransition(using: context)
        }
        let blocks = context.alongside
        context.alongside.removeAll()
        guard !blocks.isEmpty else { return }
        let run = { for block in blocks { block(context) } }
        if let percent = interaction as? UIPercentDrivenInteractiveTransition, let driven = percent.drivenAnimator {
            driven.addAnimations(run)
        } else {
            UIView.animate(
                withDuration: context.isAnimated ? animator.transitionDuration(using: context) : 0, delay: 0,
                options: [.curveEaseInOut], animations: run)
        }
    }
}

/// UIKit's own animation for a style without a custom animator: the spec's approximation
/// (LANGUAGE.md: coverVertical slides, crossDissolve fades, 0.5 s easeInOut). Apple does not
/// document the system animations' duration or curve. A flip or a page curl takes time on a
/// device too: the model gives them the same 0.5 s (the flip itself is not modelled, the
/// transition completes when it would end), so alongside animations — the dimming fade — run
/// over it, as the timeline has them.
@MainActor final class SystemAnimator: UIViewControllerAnimatedTransitioning {
    let style: UIModalTransitionStyle
    let presenting: Bool
    /// A configured sheet rises and falls on the timeline's sheet spring (critically damped
    /// UIKit spring over the same 0.5 s: docs/timeline.md), not on easeInOut.
    let isSheet: Bool
    init(style: UIModalTransitionStyle, presenting: Bool, isSheet: Bool = false) {
        self.style = style
        self.presenting = presenting
        self.isSheet = isSheet
    }
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.5
    }
    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let presented = context.viewController(forKey: presenting ? .to : .from)!
        let view = presented.view!
        let final = presenting ? context.finalFrame(for: presented) : context.initialFrame(for: presented)
        let hidden = final.offsetBy(dx: 0, dy: context.containerView.bounds.height - final.minY)
        if presenting { context.containerView.addSubview(view) }
        view.frame = presenting && style == .coverVertical ? hidden : final
        if style == .crossDissolve { view.alpha = presenting ? 0 : 1 }
        guard style == .coverVertical || style == .crossDissolve else {
            let end = SimulationClock.shared.now + transitionDuration(using: context)
            SimulationClock.shared.add(
                ClockAlarm(at: end) { context.completeTransition(!context.transitionWasCancelled) })
            return
        }
        let animations = {
            if self.style == .coverVertical { view.frame = self.presenting ? final : hidden }
            if self.style == .crossDissolve { view.alpha = self.presenting ? 1 : 0 }
        }
        let completion = { (_: Bool) in context.completeTransition(!context.transitionWasCancelled) }
        if isSheet, style == .coverVertical {
            UIView.animate(
                withDuration: transitionDuration(using: context), delay: 0, usingSpringWithDamping: 1,
                initialSpringVelocity: 0, options: [], animations: animations, completion: completion)
        } else {
            UIView.animate(
                withDuration: transitionDuration(using: context), delay: 0, options: [.curveEaseInOut],
                animations: animations, completion: completion)
        }
    }
}

/// Runs `action` on the first clock step at or after `time` (what an unmodelled system
/// animation that changes no layer property takes).
@MainActor final class ClockAlarm: ClockObserver {
    private let time: Double
    private var action: (() -> Void)?
    init(at time: Double, _ action: @escaping () -> Void) {
        self.time = time
        self.action = action
    }
    func clockDidStep(to now: Double) -> Bool {
        guard now >= time - 1e-12 else { return true }
        let action = self.action
        self.action = nil
        action?()
        return false
    }
}

/// The harness's view of the transitions run so far.
@MainActor public enum PresentationLog {
    public static var count: Int { PresentationSequence.records.count }
    public static func records(since index: Int) -> [TransitionRecord] {
        Array(PresentationSequence.records[index...])
    }
}
