// Reduce Motion in the animators: each branches on `UIAccessibility.isReduceMotionEnabled` when
// the transition starts and runs its phase's reduced variant (TransModel's `reducingMotion`).
import TransModel

extension AnimatorGenerator {
    /// The generator of this phase's Reduce Motion variant; nil when that variant is the phase
    /// itself (`reduceMotion: keep`, or nothing moves). It shares the transition, so the other
    /// phase it reads is the written one, whichever variant ran.
    var reduced: AnimatorGenerator? {
        let reducedTransition = transition.reducingMotion()
        let reducedPhase = isPresent ? reducedTransition.present : reducedTransition.dismiss
        var written = phase
        written.reducedMotion = reducedPhase.reducedMotion
        guard reducedPhase != written else { return nil }
        return AnimatorGenerator(transition: transition, phase: reducedPhase, names: names)
    }

    /// The views of both variants, for the helpers either may call.
    var helperViews: [AnimatedView] { views + (reduced?.views ?? []) }

    /// `transitionDuration(using:)`'s `return`: the reduced variant keeps the phase's duration
    /// unless its own block times its tracks otherwise.
    func printDurationReturn(into printer: inout CodePrinter) {
        let duration = NumberLiteral.swift(phase.duration)
        guard let reduced, reduced.phase.duration != phase.duration else {
            printer.line("return \(duration)")
            return
        }
        printer.line(
            "return UIAccessibility.isReduceMotionEnabled ? \(NumberLiteral.swift(reduced.phase.duration)) : \(duration)"
        )
    }

    /// The first lines of `animateTransition(using:)`: under Reduce Motion, the reduced variant.
    func printReducedMotionBranch(into printer: inout CodePrinter) {
        guard reduced != nil else { return }
        printer.block("if UIAccessibility.isReduceMotionEnabled") { printer in
            printer.line("animateReducedTransition(using: transitionContext)")
            printer.line("return")
        }
    }

    /// `animateReducedTransition(using:)`: the reduced variant's `animateTransition` body.
    func printReducedAnimateTransition(into printer: inout CodePrinter) {
        guard let reduced else { return }
        printer.blankLine()
        ReducedMotionPrinter.printDocumentation(into: &printer)
        printer.block(
            "private func animateReducedTransition(using transitionContext: any UIViewControllerContextTransitioning)"
        ) {
            reduced.printAnimateTransition(into: &$0)
        }
    }
}

/// The pieces of Reduce Motion outside one animator.
enum ReducedMotionPrinter {
    /// The phase an animator class runs: a written one, or a phase UIKit animates that the
    /// code cross-fades under Reduce Motion (`crossFadesUIKitPhasesUnderReduceMotion`); nil
    /// when UIKit animates it always.
    static func animatedPhase(_ phase: Phase, of transition: Transition) -> Phase? {
        guard phase.isApproximate else { return phase }
        guard transition.crossFadesUIKitPhasesUnderReduceMotion else { return nil }
        let reduced = transition.reducingMotion()
        return phase.kind == .present ? reduced.present : reduced.dismiss
    }

    /// What `animationController(forPresented:…)` or `(forDismissed:)` returns: the animator's
    /// `construction`, the animator only under Reduce Motion (UIKit's own animation otherwise),
    /// or nil when UIKit always animates the phase.
    static func animator(_ phase: Phase, of transition: Transition, construction: String) -> String? {
        guard phase.isApproximate else { return construction }
        guard transition.crossFadesUIKitPhasesUnderReduceMotion else { return nil }
        return "UIAccessibility.isReduceMotionEnabled ? \(construction) : nil"
    }

    static func printDocumentation(into printer: inout CodePrinter) {
        printer.line("/// The phase under Reduce Motion (`reduceMotion:`): views that move are held still and the")
        printer.line("/// presented view cross-fades over the same duration, unless the program says otherwise.")
    }

    /// An interactive dismissal's one animator, chosen when UIKit first asks for it.
    static func printAnimatorChoice(into printer: inout CodePrinter) {
        printer.line("let animator =")
        printer.withIndentation { printer in
            printer.line("UIAccessibility.isReduceMotionEnabled")
            printer.line("? makeReducedAnimator(using: transitionContext) : makeAnimator(using: transitionContext)")
        }
    }

    static func printReducedAnimatorMethod(into printer: inout CodePrinter, body: (inout CodePrinter) -> Void) {
        printer.blankLine()
        printDocumentation(into: &printer)
        printer.block(
            "private func makeReducedAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> UIViewPropertyAnimator",
            body)
    }
}
