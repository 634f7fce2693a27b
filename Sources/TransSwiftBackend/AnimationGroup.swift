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
                let mode: String? =
                    if case .keyframes(let mode, _, _) = track.animation { mode.rawValue } else { nil }
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
        case propertyAnimator([(condition: String?, expression: String)])
        /// `UIView.animateKeyframes` with a named curve's option.
        case keyframes(option: String)
        /// `UIView.animateKeyframes` inside a property animator, which gives the keyframes
        /// its duration and timing curve (a Bézier: no animation option spells one).
        case keyframesInPropertyAnimator([(condition: String?, expression: String)])
    }

    /// The runner for this group. In an interactively driven dismissal every curve becomes
    /// linear while a finger drives it, so the view tracks the finger (named curves switch
    /// their option; the rest go through a property animator whose parameters switch).
    func runner(interactive: Bool) -> Runner {
        let linearWhileInteractive: [(condition: String?, expression: String)] =
            interactive
            ? [("transitionContext.isInteractive", CurveSpelling.timingParameters(.linear)[0].expression)] : []
        let curve = timing.curve
        if keyframeMode != nil {
            if let option = CurveSpelling.animationOption(curve) { return .keyframes(option: option) }
            return .keyframesInPropertyAnimator(linearWhileInteractive + CurveSpelling.timingParameters(curve))
        }
        if let option = CurveSpelling.animationOption(curve) { return .viewAnimation(option: option) }
        if case .uiKitSpring(let ratio, let velocity) = curve, !interactive {
            return .viewSpring(dampingRatio: ratio, velocity: velocity)
        }
        return .propertyAnimator(linearWhileInteractive + CurveSpelling.timingParameters(curve))
    }
}

/// Prints one group's UIKit animation.
struct GroupPrinter {
    let group: AnimationGroup
    /// Appended to the group's locals (`timing2`, `animator2`) when the phase has several groups.
    let suffix: String
    /// Whether a finger may drive the phase.
    let interactive: Bool

    /// Prints the animation: `animations` prints the body of its animations block (for a
    /// keyframe group, the `addKeyframe` calls), `completion` the body of its completion.
    func print(
        into printer: inout CodePrinter, animations: (inout CodePrinter) -> Void,
        completion: (inout CodePrinter) -> Void
    ) {
        let duration = Self.timed(group.timing.duration)
        let delay = Self.timed(group.timing.delay)
        switch group.runner(interactive: interactive) {
        case .viewAnimation(let option):
            let options = curveOptionLocal(option, into: &printer).map { "[\($0)]" } ?? "[.\(option)]"
            printer.line("UIView.animate(")
            printer.withIndentation { printer in
                printer.lines(["withDuration: \(duration),", "delay: \(delay),", "options: \(options),"])
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
            let curve =
                curveOptionLocal(option, into: &printer).map { "\($0).rawValue" }
                ?? "UIView.AnimationOptions.\(option).rawValue"
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
        case .propertyAnimator(let alternatives):
            propertyAnimator(
                alternatives, duration: duration, into: &printer, animations: animations, completion: completion)
        case .keyframesInPropertyAnimator(let alternatives):
            let mode = "calculationMode" + group.keyframeMode!.capitalizedFirst
            propertyAnimator(
                alternatives, duration: duration, into: &printer,
                animations: { printer in
                    printer.line("// Keyframes inside a property animator take its duration and timing curve.")
                    printer.line(
                        "UIView.animateKeyframes(withDuration: 0, delay: 0, options: [.\(mode)], animations: {")
                    printer.withIndentation(animations)
                    printer.line("})")
                }, completion: completion)
        }
    }

    /// In an interactive phase, prints `let curve: UIView.AnimationOptions = …` switching a
    /// non-linear named curve to linear while a finger drives, and returns the local's name.
    private func curveOptionLocal(_ option: String, into printer: inout CodePrinter) -> String? {
        guard interactive, option != "curveLinear" else { return nil }
        let name = "curve" + suffix
        printer.line(
            "let \(name): UIView.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .\(option)")
        return name
    }

    private func propertyAnimator(
        _ alternatives: [(condition: String?, expression: String)], duration: String, into printer: inout CodePrinter,
        animations: (inout CodePrinter) -> Void, completion: (inout CodePrinter) -> Void
    ) {
        let timing = "timing" + suffix
        let animator = "animator" + suffix
        if alternatives.count == 1 {
            printer.line("let \(timing) = \(alternatives[0].expression)")
        } else {
            let allSprings = alternatives.allSatisfy { $0.expression.hasPrefix("UISpringTimingParameters(") }
            printer.line("let \(timing): \(allSprings ? "UISpringTimingParameters" : "any UITimingCurveProvider")")
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
        printer.line("let \(animator) = UIViewPropertyAnimator(duration: \(duration), timingParameters: \(timing))")
        printer.block("\(animator).addAnimations", animations)
        // The completion is main-actor isolated, so it may capture the transition context.
        let finished = "completion" + suffix
        printer.block("let \(finished): @MainActor () -> Void =", completion)
        printer.line("// Swift 6.2 imports this block `@Sendable`; UIKit calls it on the main thread.")
        printer.line("\(animator).addCompletion { _ in MainActor.assumeIsolated(\(finished)) }")
        let delay = group.timing.delay
        printer.line(
            delay == 0
                ? "\(animator).startAnimation()"
                : "\(animator).startAnimation(afterDelay: \(Self.timed(delay)))")
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
