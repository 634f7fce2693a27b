// UIKit `UIViewPropertyAnimator` (UIViewPropertyAnimator.h, UIViewAnimating.h): its own
// progress, independent of layer time — a percent-driven transition does not scrub it unless
// it is the transition's interruptible animator.

/// One stretch of an animator's run: value progress from `start` to `end` over `duration`.
private struct AnimatorSegment {
    var beganAt: Double
    var duration: Double
    var curve: ModelCurve
    var start: Double
    var end: Double
}

@MainActor open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating, ClockObserver {
    public let duration: TimeInterval
    public let timingParameters: (any UITimingCurveProvider)?
    open private(set) var delay: TimeInterval = 0
    open var isUserInteractionEnabled = true
    open var isManualHitTestingEnabled = false
    open var isInterruptible = true
    /// Apple: scrubsLinearly (default true) — "the animator uses a linear timing curve when
    /// scrubbing".
    open var scrubsLinearly = true
    open var pausesOnCompletion = false
    open private(set) var state: UIViewAnimatingState = .inactive
    open private(set) var isRunning = false
    open var isReversed = false

    private var owned: [(layer: CALayer, animation: LayerAnimation)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var pendingAnimations: [() -> Void] = []
    private var segment: AnimatorSegment?
    /// The share of the way from the start values to the end values shown now: read from the
    /// clock while running (so a sample at any time sees that time's value).
    var valueProgress: Double {
        guard isRunning, let segment else { return heldProgress }
        let elapsed = SimulationClock.shared.now - segment.beganAt
        guard elapsed > 0 else { return segment.start }
        let p = segment.curve.progress(elapsed: elapsed, duration: segment.duration)
        return segment.start + (segment.end - segment.start) * p
    }
    /// The value progress while not running.
    private var heldProgress: Double = 0
    private var runDuration: Double

    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        timingParameters = parameters
        runDuration = parameters.modelCurve(duration: duration).duration
        self.duration = runDuration
        super.init()
    }
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    @discardableResult open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: .easeInOut))
        animator.addAnimations(animations)
        if let completion { animator.completions.append(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    func own(layer: CALayer, animation: LayerAnimation) { owned.append((layer, animation)) }

    open func addAnimations(_ animation: @escaping () -> Void) {
        AnimationContext.run(AnimationContext(.animator(self)), animation)
        if state == .inactive { state = .inactive }
    }
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { addAnimations(animation) }
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// The elapsed share of time (Apple: fractionComplete).
    open var fractionComplete: CGFloat {
        get { CGFloat(timeFraction) }
        set {
            guard !isRunning else { return }
            state = .active
            let f = min(max(Double(newValue), 0), 1)
            timeFraction = f
            heldProgress =
                scrubsLinearly
                ? f
                : timingParameters?.modelCurve(duration: runDuration).curve.progress(
                    elapsed: f * runDuration, duration: runDuration) ?? f
        }
    }
    private var timeFraction: Double = 0

    open func startAnimation() { startAnimation(afterDelay: 0) }
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else { return }
        self.delay = delay
        let curve = timingParameters?.modelCurve(duration: duration).curve ?? .easeInOut
        let target = isReversed ? 0.0 : 1.0
        let remaining = isReversed ? timeFraction : 1 - timeFraction
        segmentStartFraction = timeFraction
        segment = AnimatorSegment(
            beganAt: SimulationClock.shared.now + delay, duration: runDuration * remaining, curve: curve,
            start: valueProgress, end: target)
        state = .active
        isRunning = true
        SimulationClock.shared.add(self)
    }

    open func pauseAnimation() {
        guard state != .stopped else { return }
        if state == .inactive { state = .active }
        update(now: SimulationClock.shared.now)
        isRunning = false
        segment = nil
    }

    /// Continues from the current value with `parameters` (or the animator's own) over
    /// `durationFactor ×` the remaining share of `duration` (Apple:
    /// continueAnimation(withTimingParameters:durationFactor:)), carrying a spring's velocity.
    open func continueAnimation(
        withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
    ) {
        guard state == .active else { return }
        let remainingShare = isReversed ? timeFraction : 1 - timeFraction
        let provider = parameters ?? timingParameters
        let (curve, springDuration) =
            provider?.modelCurve(duration: runDuration * remainingShare * Double(durationFactor))
            ?? (.easeInOut, runDuration * remainingShare)
        segmentStartFraction = timeFraction
        segment = AnimatorSegment(
            beganAt: SimulationClock.shared.now, duration: springDuration, curve: curve, start: valueProgress,
            end: isReversed ? 0 : 1)
        isRunning = true
        SimulationClock.shared.add(self)
    }

    open func stopAnimation(_ withoutFinishing: Bool) {
        update(now: SimulationClock.shared.now)
        isRunning = false
        segment = nil
        for (layer, animation) in owned {
            let value = animation.value(on: layer)
            layer.remove(animation)
            layer.setModelValue(animation.property, value)
        }
        owned.removeAll()
        state = withoutFinishing ? .inactive : .stopped
    }

    /// Apple: finishAnimation(at:) — "the final position … .end: the end values, .start: the
    /// start values, .current: the current values"; completions run with that position.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        for (layer, animation) in owned {
            let value: AnimatedValue =
                switch finalPosition {
                case .end: animation.to
                case .start: animation.from
                case .current: animation.value(on: layer)
                }
            layer.remove(animation)
            layer.setModelValue(animation.property, value)
        }
        owned.removeAll()
        isRunning = false
        segment = nil
        state = .inactive
        let callbacks = completions
        completions.removeAll()
        for completion in callbacks { completion(finalPosition) }
    }

    private func update(now: Double) {
        guard let segment, isRunning else { return }
        let elapsed = now - segment.beganAt
        guard elapsed > 0 else { return }
        heldProgress = valueProgress
        let share = segment.duration > 0 ? min(elapsed / segment.duration, 1) : 1
        timeFraction = segmentStartFraction + (segment.end - segmentStartFraction) * share
    }
    private var segmentStartFraction = 0.0

    func clockDidStep(to now: Double) -> Bool {
        guard isRunning, let segment else { return false }
        update(now: now)
        guard now - segment.beganAt >= segment.duration - 1e-12 else { return true }
        finishAnimation(at: segment.end == 0 ? .start : .end)
        return false
    }
}
