// A written or reversed phase as a UIViewControllerAnimatedTransitioning class.
import TransModel

/// Prints the animator of one phase: its duration, and `animateTransition(using:)` that sets
/// the views up, runs each group of tracks and completes the transition when all are done.
///
/// A class, made once per phase, so that what every section reads is worked out once: the
/// views, and the generator of the Reduce Motion variant (issue 13: recomputing them per
/// section was a fifth of the Swift backend's instructions).
final class AnimatorGenerator {
    let transition: Transition
    let phase: Phase
    let names: TypeNames
    /// The phase's views in source order, tracks of a target written twice merged
    /// (`animatedViews`).
    let views: [AnimatedView]
    /// The generator of this phase's Reduce Motion variant; nil when that variant is the phase
    /// itself (`reduceMotion: keep`, or nothing moves). It shares the transition, so the other
    /// phase it reads is the written one, whichever variant ran.
    let reduced: AnimatorGenerator?

    /// The generator of `phase`, a phase of `transition`; `reducedTransition` is
    /// `transition.reducingMotion()`, worked out once per transition by the caller.
    init(transition: Transition, phase: Phase, names: TypeNames, reducedTransition: Transition) {
        self.transition = transition
        self.phase = phase
        self.names = names
        views = Self.animatedViews(of: phase, in: transition)
        let reducedPhase = phase.kind == .present ? reducedTransition.present : reducedTransition.dismiss
        var written = phase
        written.reducedMotion = reducedPhase.reducedMotion
        reduced =
            reducedPhase == written
            ? nil
            : AnimatorGenerator(
                transition: transition, phase: reducedPhase, names: names, reducedTransition: reducedTransition)
    }

    var isPresent: Bool { phase.kind == .present }
    private var className: String { isPresent ? names.presentAnimator : names.dismissAnimator }
    /// Whether a pan may drive this phase.
    var isInteractive: Bool { Self.isInteractive(phase, of: transition) }

    private static func isInteractive(_ phase: Phase, of transition: Transition) -> Bool {
        phase.kind != .present && transition.interactiveDismissal != nil
    }

    /// The context keys of the presented and the presenting controller in this phase.
    var presentedKey: String { isPresent ? ".to" : ".from" }
    var presentingKey: String { isPresent ? ".from" : ".to" }

    /// The views of `phase` in source order, tracks of a target written twice merged. A view
    /// whose transform components Core Animation runs on key paths interpolates angles as
    /// numbers; on any other view, turns of 180° or more are split into keyframes.
    private static func animatedViews(of phase: Phase, in transition: Transition) -> [AnimatedView] {
        let isPresent = phase.kind == .present
        let isInteractive = isInteractive(phase, of: transition)
        var merged: [(target: Target, anchor: UnitPoint?, tracks: [Track])] = []
        for target in phase.targets {
            if let index = merged.firstIndex(where: { $0.target == target.target }) {
                merged[index].anchor = target.anchor ?? merged[index].anchor
                merged[index].tracks += target.tracks
            } else {
                merged.append((target.target, target.anchor, target.tracks))
            }
        }
        // Targets the other phase turns or scales.
        let other = isPresent ? transition.dismiss : transition.present
        let transformedElsewhere = Set(
            other.targets.filter { $0.tracks.contains { $0.property.isTransform } }.map(\.target))
        // Each view made once, from its tracks as they run.
        return merged.map { target, anchor, tracks in
            let runsComponents =
                !isInteractive && AnimatedView.animatesTransformComponents(tracks.filter(\.property.isTransform))
            return AnimatedView(
                target: target, anchor: anchor, tracks: runsComponents ? tracks : tracks.map(\.splitIntoTurnsUnderHalf),
                isTransformedElsewhere: transformedElsewhere.contains(target))
        }
    }

    /// Whether `view`'s transform components run as Core Animation key-path animations.
    func runsComponents(_ view: AnimatedView) -> Bool {
        !isInteractive && view.animatesTransformComponents
    }

    /// Whether `view`'s x and y run as `position.x`/`position.y` animations.
    func runsPositionComponents(_ view: AnimatedView) -> Bool {
        !isInteractive && view.animatesPositionComponents
    }

    /// Whether `view`'s border and shadow tracks run as explicit Core Animation animations on
    /// their layer key paths: a view animation block would set them at once. (An interactive
    /// dismissal, whose one property animator a pan scrubs, rejects them: `sema.interactive-layer-key`.)
    func runsLayerKeys(_ view: AnimatedView) -> Bool {
        !isInteractive && !view.layerKeyTracks.isEmpty
    }

    var declaration: SwiftDeclaration {
        .type(
            documentation: PhaseDescription(phase: phase).docLines, attributes: ["@MainActor"],
            modifiers: "private final", keyword: "class", name: className,
            supertypes: ["NSObject", "UIViewControllerAnimatedTransitioning"],
            members: (isInteractive ? interactionMembers : []) + [transitionDuration] + animationMembers
                + pacedFrameHelper)
    }

    /// The pan that may drive an interactive dismissal, and its one animator.
    private var interactionMembers: [SwiftDeclaration] {
        [
            .adjacent([
                .line(
                    documentation: [
                        "The pan of the dismissed controller's presentation, detached once it is dismissed."
                    ],
                    "let interaction: \(names.dismissInteraction)?"),
                .line(
                    documentation: [
                        "The dismissal's one animator: built on first request and returned for the whole",
                        "transition, as `interruptibleAnimator(using:)` must.",
                    ], "private var animator: UIViewPropertyAnimator?"),
            ]),
            .function(
                signature: "init(interaction: \(names.dismissInteraction)?)",
                body: [.line("self.interaction = interaction"), .line("super.init()")]),
        ]
    }

    private var transitionDuration: SwiftDeclaration {
        .function(
            signature:
                "func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval",
            body: [
                .comment("present(_:animated: false) and dismiss(animated: false) take no time."),
                .line("guard transitionContext?.isAnimated != false else { return 0 }"),
                durationReturn,
            ])
    }

    /// `animateTransition(using:)` and the helpers its components use, or for an interactive
    /// dismissal the members that build and keep its one animator.
    private var animationMembers: [SwiftDeclaration] {
        guard !isInteractive else {
            return InterruptibleAnimatorPrinter.members(
                makeAnimator: animateTransitionBody, reduced: reduced?.animateTransitionBody)
        }
        var members: [SwiftDeclaration] = [
            .function(
                signature: "func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)",
                body: reducedMotionBranch + animateTransitionBody)
        ]
        members += reducedAnimateTransition
        if helperViews.contains(where: runsComponents) {
            members.append(TransformComponentGenerator.helper)
        }
        if helperViews.contains(where: runsPositionComponents) {
            members.append(TransformComponentGenerator.positionHelper)
        }
        if helperViews.contains(where: runsLayerKeys) {
            members.append(TransformComponentGenerator.layerKeyHelper)
        }
        return members
    }

    /// The paced-frame helper, when a track needs it.
    private var pacedFrameHelper: [SwiftDeclaration] {
        helperViews.flatMap(\.tracks).contains(where: \.pacesFrame) ? [KeyframeWindows.helper] : []
    }

    // MARK: Helpers

    /// Whether the superview's perspective goes back when the phase ends: the view leaves the
    /// screen or ends untransformed. A view that stays on screen turned keeps it.
    func restoresPerspective(_ view: AnimatedView) -> Bool {
        leaves(view) || view.transformEndsNeutral
    }

    /// Whether the phase needs its `perspective` local: it has one and a view rotates in 3D.
    func hasPerspective(_ views: [AnimatedView]) -> Bool {
        phase.perspective != nil && views.contains(where: \.hasLayerTransform)
    }

    /// Whether a track (or the perspective) reads `input`.
    func reads(
        _ input: GeometryExpression.Input, _ views: [AnimatedView], perspective: ScalarExpression?
    ) -> Bool {
        // Without gathering the values: this is asked of every animator body, twice.
        let tracksRead = views.contains { view in
            view.tracks.contains { track in
                switch track.animation {
                case .fromTo(let from, let to):
                    GeometryExpression.reads(input, from) || GeometryExpression.reads(input, to)
                case .keyframes(_, _, let values):
                    values.contains { GeometryExpression.reads(input, $0) }
                }
            }
        }
        return tracksRead || perspective.map { GeometryExpression.reads(input, $0) } ?? false
    }

    static func uses(_ animation: TrackAnimation) -> (container: Bool, final: Bool) {
        switch animation {
        case .fromTo(let from, let to):
            GeometryExpression.combine(GeometryExpression.uses(from), GeometryExpression.uses(to))
        case .keyframes(_, _, let values):
            values.reduce((false, false)) { GeometryExpression.combine($0, GeometryExpression.uses($1)) }
        }
    }

    static func point(_ point: UnitPoint) -> SwiftExpression {
        .call(.name("CGPoint"), [("x", .number(point.x)), ("y", .number(point.y))])
    }

    /// A key time or the gap between two, rounded to 12 decimals so `0.667 - 0.334` reads
    /// `0.333`, not its binary neighbour.
    static func keyTime(_ value: Double) -> String {
        NumberLiteral.swift((value * 1e12).rounded() / 1e12)
    }
}

extension TrackAnimation {
    /// The value the track starts from: FROM, or the first key's.
    var from: TrackValue {
        switch self {
        case .fromTo(let from, _): from
        case .keyframes(_, _, let values): values[0]
        }
    }

    /// The value the track ends at: TO, or the last key's.
    var to: TrackValue {
        switch self {
        case .fromTo(_, let to): to
        case .keyframes(_, _, let values): values[values.count - 1]
        }
    }

    /// Whether the track ends at the constant 0 (a shade that ends transparent).
    var endsTransparent: Bool {
        if case .scalar(let value) = to { return GeometryExpression.constantValue(value) == 0 }
        return false
    }
}
