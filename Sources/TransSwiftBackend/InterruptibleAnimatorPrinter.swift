// An interactive dismissal as one interruptible UIViewPropertyAnimator.
import TransModel

/// Prints the members of a dismiss animator a pan can drive. UIKit asks
/// `interruptibleAnimator(using:)` for the animator to scrub, and Apple requires it to
/// "return the same animator object for the duration of the transition", so the dismissal is
/// ONE `UIViewPropertyAnimator`, built lazily and stored until `animationEnded(_:)`.
/// `animateTransition(using:)` only starts it, for a tap or `dismiss(animated:)`.
///
/// The checker keeps every track of such a phase on the phase's own curve and duration from
/// 0 s (`sema.interactive-timing`), so the animator's timing parameters are the phase's curve
/// and its animations run every group; keyframe groups are `animateKeyframes(withDuration: 0, …)`
/// inside it, which take the animator's duration and curve.
struct InterruptibleAnimatorPrinter {
    let phase: Phase

    /// `animateTransition(using:)`, `interruptibleAnimator(using:)`, `animationEnded(_:)` and
    /// `makeAnimator(using:)`, whose body `makeAnimator` prints; with `reduced`, also
    /// `makeReducedAnimator(using:)`, which Reduce Motion picks when the transition starts.
    static func printMembers(
        into printer: inout CodePrinter, reduced: ((inout CodePrinter) -> Void)? = nil,
        makeAnimator: (inout CodePrinter) -> Void
    ) {
        printer.block("func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)") {
            $0.line("interruptibleAnimator(using: transitionContext).startAnimation()")
        }
        printer.blankLine()
        printer.line("func interruptibleAnimator(")
        printer.withIndentation { $0.line("using transitionContext: any UIViewControllerContextTransitioning") }
        printer.block(") -> any UIViewImplicitlyAnimating") { printer in
            printer.block("if let animator") { $0.line("return animator") }
            if reduced != nil {
                ReducedMotionPrinter.printAnimatorChoice(into: &printer)
            } else {
                printer.line("let animator = makeAnimator(using: transitionContext)")
            }
            printer.line("self.animator = animator")
            printer.line("return animator")
        }
        printer.blankLine()
        printer.block("func animationEnded(_ transitionCompleted: Bool)") { printer in
            printer.line("animator = nil")
            printer.block("if transitionCompleted") { $0.line("interaction?.detach()") }
        }
        printer.blankLine()
        printer.line("/// Sets the views up and builds the dismissal's animator, which completes the transition.")
        printer.block(
            "private func makeAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> UIViewPropertyAnimator",
            makeAnimator)
        if let reduced { ReducedMotionPrinter.printReducedAnimatorMethod(into: &printer, body: reduced) }
    }

    /// The `else` of the controllers' `guard`: an empty animator that completes the transition.
    static func printEmptyAnimator(into printer: inout CodePrinter) {
        printer.line(
            "let animator = UIViewPropertyAnimator(duration: 0, timingParameters: UICubicTimingParameters(animationCurve: .linear))"
        )
        GroupPrinter.printCompletion(of: "animator", local: "completion", into: &printer) {
            $0.line("transitionContext.completeTransition(!transitionContext.transitionWasCancelled)")
        }
        printer.line("return animator")
    }

    /// The animator running every group's `animations`, its completion and `return`.
    func printAnimator(
        _ groups: [(group: AnimationGroup, animations: [String])], into printer: inout CodePrinter,
        completion: (inout CodePrinter) -> Void
    ) {
        let duration = GroupPrinter.timed(phase.duration)
        printer.line(
            "// Every track: \(NumberLiteral.plainDecimal(phase.duration))s, \(CurveSpelling.language(phase.timing.curve))."
        )
        printer.line("let animated = transitionContext.isAnimated")
        GroupPrinter.printTiming(CurveSpelling.timingParameters(phase.timing.curve), as: "timing", into: &printer)
        printer.line("let animator = UIViewPropertyAnimator(duration: \(duration), timingParameters: timing)")
        printer.block("animator.addAnimations") { printer in
            for (group, animations) in groups {
                guard let mode = group.keyframeMode else {
                    printer.lines(animations)
                    continue
                }
                printer.line("// Keyframes inside a property animator take its duration and timing curve.")
                printer.line(
                    "UIView.animateKeyframes(withDuration: 0, delay: 0, options: [.calculationMode\(mode.capitalizedFirst)], animations: {"
                )
                printer.withIndentation { $0.lines(animations) }
                printer.line("})")
            }
        }
        GroupPrinter.printCompletion(of: "animator", local: "completion", into: &printer, completion)
        printer.line("return animator")
    }
}
