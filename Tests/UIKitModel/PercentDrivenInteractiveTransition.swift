// UIKit `UIPercentDrivenInteractiveTransition`. Apple: it "works with an animator object …
// to drive the animations"; since iOS 10, "if the animator implements
// interruptibleAnimator(using:), the percent-driven transition uses the returned animator":
// it pauses it, sets its fractionComplete, and on finish/cancel continues it (reversed for
// cancel) with `timingCurve` (or `completionCurve`) over (1 − p) / completionSpeed of the
// duration (the model's reading). Without one it pauses the container's layer tree
// (speed 0, timeOffset = p × duration, Apple's QA1673 technique) — which scrubs block and
// layer animations but not a property animator started on its own.

@MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning,
    ClockObserver
{
    public override init() { super.init() }
    private weak var context: TransitionContext?
    private(set) var drivenAnimator: (any UIViewImplicitlyAnimating)?
    open private(set) var percentComplete: CGFloat = 0
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    open var timingCurve: (any UITimingCurveProvider)?
    open var wantsInteractiveStart = true
    open var duration: CGFloat { CGFloat(context?.transitionDuration ?? 0) }
    /// The layer-time target the display link moves the container's time toward.
    private var layerTarget: Double?
    /// The container's local time when the interaction paused it (progress 0).
    private var pausedBase = 0.0

    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext else { return }
        self.context = context
        context.isInteractive = true
        let animator = context.animator
        if let driven = animator.implementedInterruptibleAnimator(using: context) {
            drivenAnimator = driven
            animator.animateTransition(using: context)
            driven.pauseAnimation()
            driven.fractionComplete = 0
        } else {
            animator.animateTransition(using: context)
            // Freeze the container's time where the animations began.
            let layer = context.containerView.layer
            pausedBase = layer.localTime()
            layer.speed = 0
            layer.beginTime = 0
            layer.timeOffset = pausedBase
        }
    }

    open func update(_ percentComplete: CGFloat) {
        let p = min(max(percentComplete, 0), 1)
        self.percentComplete = p
        context?.updateInteractiveTransition(p)
        if let drivenAnimator {
            drivenAnimator.fractionComplete = p
        } else if let layer = context?.containerView.layer {
            layer.timeOffset = pausedBase + Double(p) * Double(duration)
        }
    }

    open func pause() {
        drivenAnimator?.pauseAnimation()
        context?.pauseInteractiveTransition()
    }

    open func finish() { complete(cancelled: false) }
    open func cancel() { complete(cancelled: true) }

    private func complete(cancelled: Bool) {
        guard let context else { return }
        if cancelled { context.cancelInteractiveTransition() } else { context.finishInteractiveTransition() }
        let speed = max(Double(completionSpeed), 0.001)
        if let drivenAnimator {
            drivenAnimator.isReversed = cancelled
            let curve = timingCurve ?? UICubicTimingParameters(animationCurve: completionCurve)
            drivenAnimator.continueAnimation(withTimingParameters: curve, durationFactor: CGFloat(1 / speed))
            return
        }
        // Resume the layer tree from its paused time, forward or backward.
        let layer = context.containerView.layer
        let paused = layer.timeOffset
        layer.beginTime = SimulationClock.shared.now
        layer.timeOffset = paused
        layer.speed = Float(cancelled ? -speed : speed)
        layerTarget = pausedBase + (cancelled ? 0 : Double(duration))
        SimulationClock.shared.add(self)
    }

    func clockDidStep(to now: Double) -> Bool {
        guard let target = layerTarget, let context else { return false }
        let layer = context.containerView.layer
        let time = layer.localTime()
        let reached = layer.speed < 0 ? time <= target : time >= target
        guard reached else { return true }
        // Back at the start after a cancel: the block animations are over, showing FROM.
        layer.speed = 1
        layer.beginTime = now
        layer.timeOffset = target
        layerTarget = nil
        if target <= pausedBase + 1e-9 { context.containerView.finishAnimationsAtStart() }
        return false
    }
}

extension UIView {
    /// Ends every block animation under this view at its start (a cancelled scrub).
    func finishAnimationsAtStart() {
        for animation in layer.animations {
            layer.setModelValue(animation.property, animation.from)
            animation.group?.interrupt()
        }
        for animation in layer.animations { layer.remove(animation) }
        for view in subviews { view.finishAnimationsAtStart() }
    }
}
