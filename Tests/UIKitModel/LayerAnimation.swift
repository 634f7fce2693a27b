// A running animation of one layer property: what CAAnimation objects, UIView block
// animations and property animators all become in the model.

/// What drives an animation's progress.
@MainActor enum AnimationDriver {
    /// Layer time (CAMediaTiming): begins at `begin` in the layer's local time, so a layer
    /// with `speed = 0` and a `timeOffset` scrubs it (Apple: CAMediaTiming, "Technical Q&A
    /// QA1673: How to pause the animation of a layer tree").
    case layerTime(begin: Double, duration: Double, curve: ModelCurve)
    /// A property animator's own progress (not the layer's time).
    case animator(UIViewPropertyAnimator)
}

/// How the animated value combines with the model value.
enum AnimationComposition {
    /// The value replaces the model value (from presentation to model).
    case replace
    /// A key-path rotation of the transform about an axis (`transform.rotation.z` …): the
    /// scalar is interpolated, so it can turn 360°; additive ones compose with the model.
    case rotation(axis: (Double, Double, Double), additive: Bool)
    /// A key-path scale (`transform.scale`).
    case scale(additive: Bool)
    /// One field of a point (`position.x`, `position.y`): the scalar replaces that field, or is
    /// added to it when additive; the other field keeps its value.
    case pointField(isX: Bool, additive: Bool)
}

/// One property animation on one layer.
@MainActor final class LayerAnimation {
    let key: String
    let property: LayerProperty
    let from: AnimatedValue
    let to: AnimatedValue
    let keyframes: KeyframeList?
    let driver: AnimationDriver
    let composition: AnimationComposition
    weak var group: AnimationGroup?
    var isRemoved = false
    /// Whether it shows FROM before it begins (fillMode `backwards`/`both`; UIKit's block
    /// animations always do).
    var fillsBackwards = true
    /// Whether it shows TO once over while it stays attached (fillMode `forwards`/`both`).
    var fillsForwards = true
    /// Whether Core Animation removes it once over (`isRemovedOnCompletion`). Block
    /// animations are removed by their group instead.
    var isRemovedOnCompletion = false

    init(
        key: String, property: LayerProperty, from: AnimatedValue, to: AnimatedValue, keyframes: KeyframeList? = nil,
        driver: AnimationDriver, composition: AnimationComposition = .replace
    ) {
        self.key = key
        self.property = property
        self.from = from
        self.to = to
        self.keyframes = keyframes
        self.driver = driver
        self.composition = composition
    }

    /// Whether it changes the presentation now (Apple: CAMediaTiming `fillMode` — "removed:
    /// the receiver is removed from the presentation when the animation is completed";
    /// "backwards: the receiver clamps values before zero to zero"; "forwards: the receiver
    /// remains visible in its final state when the animation is completed").
    func isInEffect(on layer: CALayer) -> Bool {
        guard case .layerTime(let begin, _, _) = driver else { return true }
        if layer.localTime() < begin { return fillsBackwards }
        return !progress(on: layer).isDone || fillsForwards
    }

    /// The curve-warped progress now on `layer`, and whether the animation is over.
    func progress(on layer: CALayer) -> (value: Double, isDone: Bool) {
        switch driver {
        case .layerTime(let begin, let duration, let curve):
            let elapsed = layer.localTime() - begin
            if elapsed >= duration - 1e-12 { return (1, true) }
            return (curve.progress(elapsed: elapsed, duration: duration), false)
        case .animator(let animator):
            return (animator.valueProgress, false)
        }
    }

    /// The value now (FROM before it starts — UIKit's backwards fill —, TO once over).
    func value(on layer: CALayer) -> AnimatedValue {
        let p = progress(on: layer).value
        if let keyframes { return keyframes.value(at: p) }
        return from.interpolated(to: to, p)
    }
}

/// Block animations begun together, with the completion UIKit calls when all have ended.
@MainActor final class AnimationGroup: ClockObserver {
    var members: [(layer: CALayer, animation: LayerAnimation)] = []
    var completion: ((Bool) -> Void)?
    private var interrupted = false

    init(completion: ((Bool) -> Void)?) { self.completion = completion }

    func interrupt() { interrupted = true }

    func clockDidStep(to now: Double) -> Bool {
        var allDone = true
        for member in members where !member.animation.isRemoved {
            if member.animation.progress(on: member.layer).isDone {
                member.layer.remove(member.animation)
            } else {
                allDone = false
            }
        }
        guard allDone else { return true }
        let completion = self.completion
        self.completion = nil
        completion?(!interrupted)
        return false
    }
}
