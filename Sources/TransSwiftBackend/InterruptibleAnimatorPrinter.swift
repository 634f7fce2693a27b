// An interactive dismissal as one interruptible UIViewPropertyAnimator.
import TransModel

/// Builds the members of a dismiss animator a pan can drive. UIKit asks
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
    /// `makeAnimator(using:)`, whose body is `makeAnimator`; with `reduced`, also
    /// `makeReducedAnimator(using:)`, which Reduce Motion picks when the transition starts.
    static func members(makeAnimator: [SwiftStatement], reduced: [SwiftStatement]? = nil) -> [SwiftDeclaration] {
        [
            .function(
                signature: "func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)",
                body: [.line("interruptibleAnimator(using: transitionContext).startAnimation()")]),
            .wrappedFunction(
                head: "func interruptibleAnimator",
                parameters: ["using transitionContext: any UIViewControllerContextTransitioning"],
                tail: "-> any UIViewImplicitlyAnimating",
                body: [
                    .ifThen(condition: "let animator", body: [.returning("animator")]),
                    reduced == nil
                        ? .line("let animator = makeAnimator(using: transitionContext)")
                        : ReducedMotionGenerator.animatorChoice,
                    .line("self.animator = animator"),
                    .returning("animator"),
                ]),
            .function(
                signature: "func animationEnded(_ transitionCompleted: Bool)",
                body: [
                    .line("animator = nil"),
                    .ifThen(condition: "transitionCompleted", body: [.line("interaction?.detach()")]),
                ]),
            .function(
                documentation: [
                    "Sets the views up and builds the dismissal's animator, which completes the transition."
                ],
                signature:
                    "private func makeAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> UIViewPropertyAnimator",
                body: makeAnimator),
        ] + (reduced.map { [ReducedMotionGenerator.reducedAnimatorMethod(body: $0)] } ?? [])
    }

    /// The `else` of the controllers' `guard`: an empty animator that completes the transition.
    static var emptyAnimator: [SwiftStatement] {
        [
            .line(
                "let animator = UIViewPropertyAnimator(duration: 0, timingParameters: UICubicTimingParameters(animationCurve: .linear))"
            )
        ]
            + GroupAnimationGenerator.completion(
                of: "animator", local: "completion",
                [.line("transitionContext.completeTransition(!transitionContext.transitionWasCancelled)")])
            + [.returning("animator")]
    }

    /// The animator running every group's `animations`, its completion and `return`.
    func animator(
        _ groups: [(group: AnimationGroup, animations: [SwiftStatement])], completion: [SwiftStatement]
    ) -> [SwiftStatement] {
        let duration = GroupAnimationGenerator.timed(phase.duration)
        let animations = groups.flatMap { group, animations -> [SwiftStatement] in
            guard let mode = group.keyframeMode else { return animations }
            return GroupAnimationGenerator.keyframesInPropertyAnimator(mode: mode, animations)
        }
        return [
            .comment(
                "Every track: \(NumberLiteral.plainDecimal(phase.duration))s, \(CurveSpelling.language(phase.timing.curve))."
            ),
            .line("let animated = transitionContext.isAnimated"),
        ]
            + GroupAnimationGenerator.timing(CurveSpelling.timingParameters(phase.timing.curve), as: "timing")
            + [
                .line("let animator = UIViewPropertyAnimator(duration: \(duration), timingParameters: timing)"),
                .block(header: "animator.addAnimations", body: animations),
            ]
            + GroupAnimationGenerator.completion(of: "animator", local: "completion", completion)
            + [.returning("animator")]
    }
}
