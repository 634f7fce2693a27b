// The animation block being run: UIView.animate…, animateKeyframes, a property animator's
// animations. Property changes of view-backed layers inside it become LayerAnimations.

/// What the changes made in the current animation block turn into.
@MainActor final class AnimationContext {
    /// The innermost block being run, if any.
    static var current: AnimationContext?

    enum Kind {
        /// A block animation on layer time (UIView.animate…).
        case block(delay: Double, duration: Double, curve: ModelCurve, group: AnimationGroup)
        /// A property animator's block: progress comes from the animator.
        case animator(UIViewPropertyAnimator)
        /// `animateKeyframes`: changes are collected per keyframe window, then built at the end.
        case keyframes(KeyframeCollector)
    }

    let kind: Kind
    init(_ kind: Kind) { self.kind = kind }

    /// Runs `body` with `context` current.
    static func run(_ context: AnimationContext, _ body: () -> Void) {
        let outer = current
        current = context
        body()
        current = outer
    }

    func record(layer: CALayer, property: LayerProperty, from: AnimatedValue, to: AnimatedValue) {
        switch kind {
        case .block(let delay, let duration, let curve, let group):
            let animation = LayerAnimation(
                key: property.rawValue, property: property, from: from, to: to,
                driver: .layerTime(begin: layer.localTime() + delay, duration: duration, curve: curve))
            animation.group = group
            layer.attach(animation)
            group.members.append((layer, animation))
        case .animator(let animator):
            let animation = LayerAnimation(
                key: property.rawValue, property: property, from: from, to: to, driver: .animator(animator))
            layer.attach(animation)
            animator.own(layer: layer, animation: animation)
        case .keyframes(let collector):
            collector.record(layer: layer, property: property, from: from, to: to)
        }
    }
}

/// The keyframes of one `animateKeyframes` call, per layer property (Apple:
/// addKeyframe(withRelativeStartTime:relativeDuration:) — "the start time … relative to the
/// overall duration"; between keyframes a property holds its last value).
@MainActor final class KeyframeCollector {
    struct Track {
        let layer: CALayer
        let property: LayerProperty
        let start: AnimatedValue
        var keys: [(time: Double, value: AnimatedValue)]
    }
    var window: (start: Double, duration: Double) = (0, 1)
    private(set) var tracks: [Track] = []
    /// Relative times closer than this are one time: decimal key times summed in binary.
    static let sameTime = 1e-9

    func record(layer: CALayer, property: LayerProperty, from: AnimatedValue, to: AnimatedValue) {
        if let index = tracks.firstIndex(where: { $0.layer === layer && $0.property == property }) {
            let last = tracks[index].keys.last!
            // A window that starts where the last ended holds nothing; `0.823 + 0.073` ending a
            // rounding step short of the next start 0.896 is no gap (a hold key there would
            // bend a cubic spline's tangents).
            if window.start - last.time > Self.sameTime { tracks[index].keys.append((window.start, last.value)) }
            tracks[index].keys.append((window.start + window.duration, to))
        } else {
            var keys: [(Double, AnimatedValue)] = [(0, from)]
            if window.start > 0 { keys.append((window.start, from)) }
            keys.append((window.start + window.duration, to))
            tracks.append(Track(layer: layer, property: property, start: from, keys: keys))
        }
    }
}
