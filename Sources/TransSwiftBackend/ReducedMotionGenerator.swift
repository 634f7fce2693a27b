// Reduce Motion in the animators: each branches on `UIAccessibility.isReduceMotionEnabled` when
// the transition starts and runs its phase's reduced variant (TransModel's `reducingMotion`).
import TransModel

extension AnimatorGenerator {
    /// The views of both variants, for the helpers either may call.
    var helperViews: [AnimatedView] { views + (reduced?.views ?? []) }

    /// `transitionDuration(using:)`'s `return`: the reduced variant keeps the phase's duration
    /// unless its own block times its tracks otherwise.
    var durationReturn: SwiftStatement {
        let duration = NumberLiteral.swift(phase.duration)
        guard let reduced, reduced.phase.duration != phase.duration else { return .returning(duration) }
        return .returning(
            "UIAccessibility.isReduceMotionEnabled ? \(NumberLiteral.swift(reduced.phase.duration)) : \(duration)")
    }

    /// The first statement of `animateTransition(using:)`: under Reduce Motion, the reduced variant.
    var reducedMotionBranch: [SwiftStatement] {
        guard reduced != nil else { return [] }
        return [
            .ifThen(
                condition: "UIAccessibility.isReduceMotionEnabled",
                body: [.line("animateReducedTransition(using: transitionContext)"), .line("return")])
        ]
    }

    /// `animateReducedTransition(using:)`: the reduced variant's `animateTransition` body.
    var reducedAnimateTransition: [SwiftDeclaration] {
        guard let reduced else { return [] }
        return [
            .function(
                documentation: ReducedMotionGenerator.documentation,
                signature:
                    "private func animateReducedTransition(using transitionContext: any UIViewControllerContextTransitioning)",
                body: reduced.animateTransitionBody)
        ]
    }
}

/// The pieces of Reduce Motion outside one animator.
enum ReducedMotionGenerator {
    /// The phase an animator class runs: a written one, or a phase UIKit animates that the
    /// code cross-fades under Reduce Motion (`crossFadesUIKitPhasesUnderReduceMotion`); nil
    /// when UIKit animates it always.
    /// `reduced` is `transition.reducingMotion()`.
    static func animatedPhase(_ phase: Phase, of transition: Transition, reduced: Transition) -> Phase? {
        guard phase.isApproximate else { return phase }
        guard transition.crossFadesUIKitPhasesUnderReduceMotion else { return nil }
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

    static let documentation = [
        "The phase under Reduce Motion (`reduceMotion:`): views that move are held still and the",
        "presented view cross-fades over the same duration, unless the program says otherwise.",
    ]

    /// An interactive dismissal's one animator, chosen when UIKit first asks for it.
    static var animatorChoice: SwiftStatement {
        .continued(
            "let animator =",
            continuation: [
                "UIAccessibility.isReduceMotionEnabled",
                "? makeReducedAnimator(using: transitionContext) : makeAnimator(using: transitionContext)",
            ])
    }

    /// `makeReducedAnimator(using:)`, the interactive dismissal's reduced animator.
    static func reducedAnimatorMethod(body: [SwiftStatement]) -> SwiftDeclaration {
        .function(
            documentation: documentation,
            signature:
                "private func makeReducedAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> UIViewPropertyAnimator",
            body: body)
    }
}
