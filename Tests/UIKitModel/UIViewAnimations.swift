// UIView's block animations (UIView.h UIViewAnimationWithBlocks, UIViewKeyframeAnimations).
// Rule (Apple: animate(withDuration:delay:options:animations:completion:)): the block sets
// model values at once; each change animates from the presentation value at that moment to
// the new model value. iOS 8+ makes some block animations additive; the model is not additive
// (from presentation to model) — the documented choice of docs/simulation.md.

extension UIView {
    private static var animationsEnabled = true

    public class func setAnimationsEnabled(_ enabled: Bool) { animationsEnabled = enabled }
    public class var areAnimationsEnabled: Bool { animationsEnabled }
    public class var inheritedAnimationDuration: TimeInterval { 0 }

    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let outer = AnimationContext.current
        AnimationContext.current = nil
        actionsWithoutAnimation()
        AnimationContext.current = outer
    }

    /// Runs `animations` as one group on layer time; `completion` once every change ended.
    static func runBlock(
        duration: TimeInterval, delay: TimeInterval, curve: ModelCurve, animations: () -> Void,
        completion: ((Bool) -> Void)?
    ) {
        let group = AnimationGroup(completion: completion)
        if let animator = AnimationContext.current.flatMap({ context -> UIViewPropertyAnimator? in
            if case .animator(let a) = context.kind { a } else { nil }
        }) {
            // Nested in a property animator's block: the animator's timing wins.
            _ = animator
            animations()
        } else {
            AnimationContext.run(
                AnimationContext(.block(delay: delay, duration: duration, curve: curve, group: group)), animations)
        }
        SimulationClock.shared.add(group)
    }

    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runBlock(duration: duration, delay: delay, curve: options.curve, animations: animations, completion: completion)
    }

    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runBlock(duration: duration, delay: 0, curve: .easeInOut, animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        runBlock(duration: duration, delay: 0, curve: .easeInOut, animations: animations, completion: nil)
    }

    /// The duration-based spring: `duration` is kept, the stiffness follows docs/timeline.md.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let curve = ModelCurve.uiKitSpring(dampingRatio: dampingRatio, velocity: velocity, duration: duration)
        runBlock(duration: duration, delay: delay, curve: curve, animations: animations, completion: completion)
    }

    /// iOS 17: the bounce-based spring over `duration`.
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0, initialSpringVelocity: CGFloat = 0.0,
        delay: TimeInterval = 0.0, options: UIView.AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let curve = ModelCurve.bounceSpring(duration: duration, bounce: bounce, velocity: initialSpringVelocity)
        runBlock(duration: duration, delay: delay, curve: curve, animations: animations, completion: completion)
    }

    /// Keyframes: by default the whole animation eases in and out (Apple:
    /// UIView.KeyframeAnimationOptions — the options' curve bits apply to the overall
    /// animation; `curveLinear` gives linear). Inside a property animator's block the
    /// animator's duration and curve drive them instead.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let collector = KeyframeCollector()
        let outer = AnimationContext.current
        AnimationContext.run(AnimationContext(.keyframes(collector)), animations)
        let curve = UIView.AnimationOptions(rawValue: options.rawValue).curve
        let group = AnimationGroup(completion: completion)
        for track in collector.tracks {
            var keys = track.keys
            if keys.last!.time < 1 { keys.append((1, keys.last!.value)) }
            let list = KeyframeList(times: keys.map(\.time), values: keys.map(\.value), mode: options.mode)
            let driver: AnimationDriver
            if case .animator(let animator) = outer?.kind {
                driver = .animator(animator)
            } else {
                driver = .layerTime(begin: track.layer.localTime() + delay, duration: duration, curve: curve)
            }
            let animation = LayerAnimation(
                key: track.property.rawValue, property: track.property, from: list.values[0],
                to: list.values[list.values.count - 1], keyframes: list, driver: driver)
            track.layer.attach(animation)
            if case .animator(let animator) = outer?.kind {
                animator.own(layer: track.layer, animation: animation)
            } else {
                animation.group = group
                group.members.append((track.layer, animation))
            }
        }
        SimulationClock.shared.add(group)
    }

    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard case .keyframes(let collector) = AnimationContext.current?.kind else {
            animations()
            return
        }
        collector.window = (frameStartTime, frameDuration)
        animations()
    }

    public class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        runBlock(
            duration: duration, delay: 0, curve: options.curve, animations: { animations?() }, completion: completion)
    }
}
