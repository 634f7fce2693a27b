// Tracks with identical timing, run by one UIKit animation: grouping and the UIKit call each uses.
import TransModel

/// Tracks that share delay, duration and curve (and, for keyframe tracks, the calculation
/// mode), so one UIKit animation runs them all.
struct AnimationGroup {
    let timing: Timing
    /// The keyframe calculation mode (`linear`, `cubic`, `discrete`, `paced`) when the
    /// group's tracks are keyframe lists.
    let keyframeMode: String?
    /// The tracks, each with the index of its view in the phase's view list.
    var members: [(view: Int, track: Track)]

    /// Groups `views`' tracks in order of first appearance.
    static func grouping(_ views: [AnimatedView]) -> [AnimationGroup] {
        var groups: [AnimationGroup] = []
        for (index, view) in views.enumerated() {
            for track in view.tracks {
                // A paced frame runs linearly at key times of its own (PacedFrame.swift).
                let mode: String? =
                    if case .keyframes(let mode, _, _) = track.animation {
                        track.pacesFrame ? "linear" : mode.rawValue
                    } else { nil }
                if let existing = groups.firstIndex(where: { $0.timing == track.timing && $0.keyframeMode == mode }) {
                    groups[existing].members.append((index, track))
                } else {
                    groups.append(AnimationGroup(timing: track.timing, keyframeMode: mode, members: [(index, track)]))
                }
            }
        }
        return groups
    }

    /// The UIKit API that runs the group.
    enum Runner {
        /// `UIView.animate(withDuration:delay:options:…)` with a named curve's option.
        case viewAnimation(option: String)
        /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`.
        case viewSpring(dampingRatio: Double, velocity: Double)
        /// `UIViewPropertyAnimator(duration:timingParameters:)`, its parameters chosen by
        /// the first alternative whose condition holds.
        case propertyAnimator(TimingParameters)
        /// `UIView.animateKeyframes` with a named curve's option.
        case keyframes(option: String)
        /// `UIView.animateKeyframes` inside a property animator, which gives the keyframes
        /// its duration and timing curve (a Bézier: no animation option spells one).
        case keyframesInPropertyAnimator(TimingParameters)
    }

    /// The UIKit call for the group, from its curve's `UIKitCurve`: keyframes take a named
    /// curve's option or else a property animator; other tracks a named curve's option, then
    /// UIKit's own spring call, then a property animator for what only timing parameters spell.
    var runner: Runner {
        // Spelled once: the option, the spring and the parameters all come from one spelling.
        let spelling = CurveSpelling.uiKit(timing.curve)
        if keyframeMode != nil {
            if let option = spelling.animationOption { return .keyframes(option: option) }
            return .keyframesInPropertyAnimator(CurveSpelling.timingParameters(spelling))
        }
        if let option = spelling.animationOption { return .viewAnimation(option: option) }
        if let spring = spelling.viewSpring {
            return .viewSpring(dampingRatio: spring.dampingRatio, velocity: spring.velocity)
        }
        return .propertyAnimator(CurveSpelling.timingParameters(spelling))
    }
}

/// Builds one group's UIKit animation.
struct GroupAnimationGenerator {
    let group: AnimationGroup
    /// Appended to the group's locals (`timing2`, `animator2`) when the phase has several groups.
    let suffix: String

    /// The animation: `animations` is the body of its animations block (for a keyframe group,
    /// the `addKeyframe` calls), `completion` the body of its completion.
    func statements(animations: [SwiftStatement], completion: [SwiftStatement]) -> [SwiftStatement] {
        let duration = Self.timed(group.timing.duration)
        let delay = Self.timed(group.timing.delay)
        /// `CALLEE(withDuration:delay:` then `arguments`, the animations and the completion `)`.
        func call(_ callee: String, _ arguments: [String]) -> [SwiftStatement] {
            let closures: [SwiftArgument] = [
                .closure(label: "animations", signature: "", body: animations),
                .shortClosure(label: "completion", signature: "_ in", body: completion),
            ]
            let timed = ["withDuration: \(duration)", "delay: \(delay)"] + arguments
            return [.wrappedCall(callee: callee, arguments: timed.map(SwiftArgument.expression) + closures)]
        }
        switch group.runner {
        case .viewAnimation(let option):
            return call("UIView.animate", ["options: [.\(option)]"])
        case .viewSpring(let ratio, let velocity):
            return call(
                "UIView.animate",
                [
                    "usingSpringWithDamping: \(NumberLiteral.swift(ratio))",
                    "initialSpringVelocity: \(NumberLiteral.swift(velocity))", "options: []",
                ])
        case .keyframes(let option):
            let curve = "UIView.AnimationOptions.\(option).rawValue"
            let mode = "calculationMode" + group.keyframeMode!.capitalizedFirst
            return call(
                "UIView.animateKeyframes", ["options: [.\(mode), UIView.KeyframeAnimationOptions(rawValue: \(curve))]"])
        case .propertyAnimator(let parameters):
            return propertyAnimator(parameters, duration: duration, animations: animations, completion: completion)
        case .keyframesInPropertyAnimator(let parameters):
            let keyframes = Self.keyframesInPropertyAnimator(mode: group.keyframeMode!, animations)
            return propertyAnimator(parameters, duration: duration, animations: keyframes, completion: completion)
        }
    }

    private func propertyAnimator(
        _ parameters: TimingParameters, duration: String, animations: [SwiftStatement], completion: [SwiftStatement]
    ) -> [SwiftStatement] {
        let timing = "timing" + suffix
        let animator = "animator" + suffix
        let delay = group.timing.delay
        return Self.timing(parameters, as: timing) + [
            .line("let \(animator) = UIViewPropertyAnimator(duration: \(duration), timingParameters: \(timing))"),
            .block(header: "\(animator).addAnimations", body: animations),
        ]
            + Self.completion(of: animator, local: "completion" + suffix, completion)
            + [
                .line(
                    delay == 0
                        ? "\(animator).startAnimation()"
                        : "\(animator).startAnimation(afterDelay: \(Self.timed(delay)))")
            ]
    }

    /// A keyframe group's `addKeyframe` calls inside a property animator's animations.
    static func keyframesInPropertyAnimator(mode: String, _ animations: [SwiftStatement]) -> [SwiftStatement] {
        [
            .comment("Keyframes inside a property animator take its duration and timing curve."),
            .block(
                header:
                    "UIView.animateKeyframes(withDuration: 0, delay: 0, options: [.calculationMode\(mode.capitalizedFirst)], animations:",
                body: animations, closing: ")"),
        ]
    }

    /// `let NAME = …` timing parameters, the first alternative whose condition holds.
    static func timing(_ parameters: TimingParameters, as timing: String) -> [SwiftStatement] {
        let alternatives = parameters.alternatives
        if alternatives.count == 1 { return [.line("let \(timing) = \(alternatives[0].expression)")] }
        // Built from the last alternative back: each condition's `else` is the rest of the chain.
        let chain = alternatives.reversed().reduce(nil) { otherwise, alternative -> [SwiftStatement]? in
            let assignment: [SwiftStatement] = [.line("\(timing) = \(alternative.expression)")]
            guard let condition = alternative.condition else { return assignment }
            return [.ifThen(condition: condition, body: assignment, otherwise: otherwise)]
        }
        return [.line("let \(timing): \(parameters.swiftType)")] + (chain ?? [])
    }

    /// The property animator's completion: a main-actor closure (so it may capture the
    /// transition context) called from the block Swift 6.2 imports `@Sendable`.
    static func completion(of animator: String, local: String, _ body: [SwiftStatement]) -> [SwiftStatement] {
        [
            .block(header: "let \(local): @MainActor () -> Void =", body: body),
            .comment("Swift 6.2 imports this block `@Sendable`; UIKit calls it on the main thread."),
            .line("\(animator).addCompletion { _ in MainActor.assumeIsolated(\(local)) }"),
        ]
    }

    /// A duration or delay that is 0 when the transition is not animated (the animator's
    /// `animated` local): UIKit makes a change with a duration of 0 at once, without animating.
    static func timed(_ seconds: Double) -> String {
        seconds == 0 ? "0" : "animated ? \(NumberLiteral.swift(seconds)) : 0"
    }
}

extension String {
    /// The string with its first letter uppercased: `cubic` → `Cubic`.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
