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
        let curve = timing.curve
        if keyframeMode != nil {
            if let option = CurveSpelling.animationOption(curve) { return .keyframes(option: option) }
            return .keyframesInPropertyAnimator(CurveSpelling.timingParameters(curve))
        }
        if let option = CurveSpelling.animationOption(curve) { return .viewAnimation(option: option) }
        if let spring = CurveSpelling.uiKit(curve).viewSpring {
            return .viewSpring(dampingRatio: spring.dampingRatio, velocity: spring.velocity)
        }
        return .propertyAnimator(CurveSpelling.timingParameters(curve))
    }
}

/// Prints one group's UIKit animation.
struct GroupPrinter {
    let group: AnimationGroup
    /// Appended to the group's locals (`timing2`, `animator2`) when the phase has several groups.
    let suffix: String

    /// Prints the animation: `animations` prints the body of its animations block (for a
    /// keyframe group, the `addKeyframe` calls), `completion` the body of its completion.
    func print(
        into printer: inout CodePrinter, animations: (inout CodePrinter) -> Void,
        completion: (inout CodePrinter) -> Void
    ) {
        let duration = Self.timed(group.timing.duration)
        let delay = Self.timed(group.timing.delay)
        switch group.runner {
        case .viewAnimation(let option):
            printer.line("UIView.animate(")
            printer.withIndentation { printer in
                printer.lines(["withDuration: \(duration),", "delay: \(delay),", "options: [.\(option)],"])
                closureArguments(into: &printer, animations: animations, completion: completion)
            }
            printer.line(")")
        case .viewSpring(let ratio, let velocity):
            printer.line("UIView.animate(")
            printer.withIndentation { printer in
                printer.lines([
                    "withDuration: \(duration),", "delay: \(delay),",
                    "usingSpringWithDamping: \(NumberLiteral.swift(ratio)),",
                    "initialSpringVelocity: \(NumberLiteral.swift(velocity)),", "options: [],",
                ])
                closureArguments(into: &printer, animations: animations, completion: completion)
            }
            printer.line(")")
        case .keyframes(let option):
            let curve = "UIView.AnimationOptions.\(option).rawValue"
            let mode = "calculationMode" + group.keyframeMode!.capitalizedFirst
            printer.line("UIView.animateKeyframes(")
            printer.withIndentation { printer in
                printer.lines([
                    "withDuration: \(duration),", "delay: \(delay),",
                    "options: [.\(mode), UIView.KeyframeAnimationOptions(rawValue: \(curve))],",
                ])
                closureArguments(into: &printer, animations: animations, completion: completion)
            }
            printer.line(")")
        case .propertyAnimator(let parameters):
            propertyAnimator(
                parameters, duration: duration, into: &printer, animations: animations, completion: completion)
        case .keyframesInPropertyAnimator(let parameters):
            let mode = "calculationMode" + group.keyframeMode!.capitalizedFirst
            propertyAnimator(
                parameters, duration: duration, into: &printer,
                animations: { printer in
                    printer.line("// Keyframes inside a property animator take its duration and timing curve.")
                    printer.line(
                        "UIView.animateKeyframes(withDuration: 0, delay: 0, options: [.\(mode)], animations: {")
                    printer.withIndentation(animations)
                    printer.line("})")
                }, completion: completion)
        }
    }

    private func propertyAnimator(
        _ parameters: TimingParameters, duration: String, into printer: inout CodePrinter,
        animations: (inout CodePrinter) -> Void, completion: (inout CodePrinter) -> Void
    ) {
        let timing = "timing" + suffix
        let animator = "animator" + suffix
        Self.printTiming(parameters, as: timing, into: &printer)
        printer.line("let \(animator) = UIViewPropertyAnimator(duration: \(duration), timingParameters: \(timing))")
        printer.block("\(animator).addAnimations", animations)
        Self.printCompletion(of: animator, local: "completion" + suffix, into: &printer, completion)
        let delay = group.timing.delay
        printer.line(
            delay == 0
                ? "\(animator).startAnimation()"
                : "\(animator).startAnimation(afterDelay: \(Self.timed(delay)))")
    }

    /// `let NAME = …` timing parameters, the first alternative whose condition holds.
    static func printTiming(_ parameters: TimingParameters, as timing: String, into printer: inout CodePrinter) {
        let alternatives = parameters.alternatives
        if alternatives.count == 1 {
            printer.line("let \(timing) = \(alternatives[0].expression)")
        } else {
            printer.line("let \(timing): \(parameters.swiftType)")
            for (index, alternative) in alternatives.enumerated() {
                let keyword = index == 0 ? "if" : "} else if"
                if let condition = alternative.condition {
                    printer.line("\(keyword) \(condition) {")
                } else {
                    printer.line("} else {")
                }
                printer.withIndentation { $0.line("\(timing) = \(alternative.expression)") }
            }
            printer.line("}")
        }
    }

    /// The property animator's completion: a main-actor closure (so it may capture the
    /// transition context) called from the block Swift 6.2 imports `@Sendable`.
    static func printCompletion(
        of animator: String, local: String, into printer: inout CodePrinter, _ body: (inout CodePrinter) -> Void
    ) {
        printer.block("let \(local): @MainActor () -> Void =", body)
        printer.line("// Swift 6.2 imports this block `@Sendable`; UIKit calls it on the main thread.")
        printer.line("\(animator).addCompletion { _ in MainActor.assumeIsolated(\(local)) }")
    }

    /// A duration or delay that is 0 when the transition is not animated (the animator's
    /// `animated` local): UIKit makes a change with a duration of 0 at once, without animating.
    static func timed(_ seconds: Double) -> String {
        seconds == 0 ? "0" : "animated ? \(NumberLiteral.swift(seconds)) : 0"
    }

    /// `animations: { … },` and `completion: { _ in … }` arguments.
    private func closureArguments(
        into printer: inout CodePrinter, animations: (inout CodePrinter) -> Void,
        completion: (inout CodePrinter) -> Void
    ) {
        printer.block("animations:", closing: ",", animations)
        closure("completion:", into: &printer, completion)
    }

    /// `HEAD { _ in BODY }`, on one line when the body is one short line.
    private func closure(_ head: String, into printer: inout CodePrinter, _ body: (inout CodePrinter) -> Void) {
        var probe = CodePrinter()
        body(&probe)
        let lines = probe.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        if lines.count == 1 {
            printer.line("\(head) { _ in \(lines[lines.startIndex]) }")
        } else {
            printer.line("\(head) { _ in")
            printer.withIndentation(body)
            printer.line("}")
        }
    }
}

extension String {
    /// The string with its first letter uppercased: `cubic` → `Cubic`.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
