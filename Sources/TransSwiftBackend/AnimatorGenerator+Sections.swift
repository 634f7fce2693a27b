// The body of a phase's animateTransition(using:) (or makeAnimator(using:)), one emitted section a function.
import TransModel

extension AnimatorGenerator {
    /// Sets the views up, runs each group of tracks and completes the transition when all are done.
    var animateTransitionBody: [SwiftStatement] {
        let views = self.views
        // Every presentation sets the presented view's frame anew: after a dismissal only a
        // cancelled one needs it back.
        let snapshots = restoredViews(views).map {
            ViewSnapshot(view: $0, keepsGeometry: isPresent || isInteractive || $0.target != .presented)
        }
        var state = TransformState(views: views)
        let setsFinalFrame = isPresent && !views.contains { $0.target == .presented && $0.has(.frame) }
        // Appended section by section into one array: a chain of `+` copied the body so far
        // once per section (issue 13).
        var body = controllers(views, setsFinalFrame: setsFinalFrame)
        body.append(.blankLine)
        body += viewHierarchy(views, setsFinalFrame: setsFinalFrame)
        body += savedValues(views, snapshots: snapshots)
        body += settings(views, snapshots: snapshots)
        body.append(.blankLine)
        body += startingValues(views, state: state)
        body += running(views, snapshots: snapshots, state: &state)
        return body
    }

    /// The container, the controllers and views the phase reads, and the geometry its tracks use.
    private func controllers(_ views: [AnimatedView], setsFinalFrame: Bool) -> [SwiftStatement] {
        // A presentation sets the presented view's frame to `final` unless a track sets it.
        var uses = views.flatMap(\.tracks).reduce((container: false, final: setsFinalFrame)) {
            GeometryExpression.combine($0, Self.uses($1.animation))
        }
        if hasPerspective(views), let perspective = phase.perspective {
            uses = GeometryExpression.combine(uses, GeometryExpression.uses(perspective))
        }
        let needsContainerView = isPresent || transition.presentingLeavesScreen
        let containerView = needsContainerView ? "containerView" : "transitionContext.containerView"
        var statements: [SwiftStatement] = []
        if needsContainerView { statements.append(.line("let containerView = transitionContext.containerView")) }
        statements.append(.guardElse(conditions: controllerBindings(views), otherwise: noControllers))
        if uses.container { statements.append(.line("let container = \(containerView).bounds")) }
        let perspective = hasPerspective(views) ? phase.perspective : nil
        if reads(.safeArea, views, perspective: perspective) {
            statements.append(.line("let \(GeometryExpression.safeArea) = \(containerView).safeAreaInsets"))
        }
        if reads(.content, views, perspective: perspective) {
            statements.append(.line(GeometryExpression.contentDeclaration(of: "presented")))
        }
        if uses.final { statements += finalFrame }
        for view in views { statements += taggedOrDimmingView(view) }
        return statements
    }

    /// The `guard`'s bindings of the controllers and their views.
    private func controllerBindings(_ views: [AnimatedView]) -> [String] {
        var bindings = [
            "let presented = transitionContext.viewController(forKey: \(presentedKey))",
            "let presentedView = transitionContext.view(forKey: \(presentedKey)) ?? presented.viewIfLoaded",
        ]
        let animatesPresenting = views.contains { $0.target == .presenting }
        guard animatesPresenting || (!isPresent && transition.presentingLeavesScreen) else { return bindings }
        // UIKit hands the presenting view over only when it leaves the screen; otherwise
        // it stays where it is, and the phase animates the controller's own view there.
        let leaves = transition.presentingLeavesScreen
        // The returning presenter's frame is its final frame unless a track sets it.
        let readsFinalFrame = !isPresent && !views.contains { $0.target == .presenting && $0.has(.frame) }
        if !leaves || readsFinalFrame {
            bindings.append("let presenting = transitionContext.viewController(forKey: \(presentingKey))")
        }
        bindings.append(
            leaves
                ? "let presentingView = transitionContext.view(forKey: \(presentingKey))"
                : "let presentingView = presenting.viewIfLoaded")
        return bindings
    }

    /// The `guard`'s `else`: the transition completes at once.
    private var noControllers: [SwiftStatement] {
        isInteractive
            ? InterruptibleAnimatorPrinter.emptyAnimator
            : [
                .line("transitionContext.completeTransition(!transitionContext.transitionWasCancelled)"),
                .line("return"),
            ]
    }

    /// `final`: the presented view's frame once presented.
    private var finalFrame: [SwiftStatement] {
        if isPresent { return [.line("let final = transitionContext.finalFrame(for: presented)")] }
        return [
            .comment("finalFrame(for:) of the dismissed controller is .zero: `final` is the presentation frame."),
            .continued(
                "let final = presented.presentationController?.frameOfPresentedViewInContainerView",
                continuation: ["?? transitionContext.initialFrame(for: presented)"]),
        ]
    }

    /// The local of a tagged subview or the dimming view.
    private func taggedOrDimmingView(_ view: AnimatedView) -> [SwiftStatement] {
        switch view.target {
        case .presentedTag(let tag):
            [
                .comment("presented.tag(\(tag)), or a detached stand-in when the presented view has no such subview."),
                .line("let \(view.name) = presentedView.viewWithTag(\(tag)) ?? UIView()"),
            ]
        case .dimming:
            [
                .comment("The presentation controller's dimming view."),
                .line(
                    "let \(view.name) = (presented.presentationController as? \(names.presentationController))?.dimmingView ?? UIView()"
                ),
            ]
        case .presented, .presenting:
            []
        }
    }

    /// Adds the views UIKit hands over to the container, in the phase's z-order.
    private func viewHierarchy(_ views: [AnimatedView], setsFinalFrame: Bool) -> [SwiftStatement] {
        if isPresent {
            var statements: [SwiftStatement]
            if phase.presentedAbovePresenting || !transition.presentingLeavesScreen {
                statements = [.line("containerView.addSubview(presentedView)")]
            } else {
                statements = [
                    .comment("The phase animates only the presenting view: the presented view waits underneath."),
                    .ifThen(
                        condition: "presentingView.superview !== containerView",
                        body: [.line("containerView.addSubview(presentingView)")]),
                    .line("containerView.insertSubview(presentedView, belowSubview: presentingView)"),
                ]
            }
            if setsFinalFrame { statements.append(.line("presentedView.frame = final")) }
            return statements
        }
        guard transition.presentingLeavesScreen else { return [] }
        let style = transition.style == .custom ? "removesPresentersView: true" : "style: \(transition.style.rawValue)"
        let relation = phase.presentedAbovePresenting ? "belowSubview" : "aboveSubview"
        var statements: [SwiftStatement] = [
            .comment("`\(style)` took the presenting view off screen: it returns for the dismissal."),
            .line("containerView.insertSubview(presentingView, \(relation): presentedView)"),
        ]
        if !views.contains(where: { $0.target == .presenting && $0.has(.frame) }) {
            statements.append(.line("presentingView.frame = transitionContext.finalFrame(for: presenting)"))
        }
        return statements
    }

    /// What the phase changes, saved to be put back, and a presenter that stays on screen,
    /// saved to be put back at dismissal.
    private func savedValues(_ views: [AnimatedView], snapshots: [ViewSnapshot]) -> [SwiftStatement] {
        let stayingPresenter =
            isPresent && PresenterRestorationGenerator.isNeeded(by: transition)
            ? views.first { $0.target == .presenting }.map { ViewSnapshot(view: $0, keepsGeometry: true) } : nil
        // Anchors to put back at the end that no snapshot saves.
        let anchors = views.filter { view in
            restoresAnchor(view)
                && !(snapshots + (stayingPresenter.map { [$0] } ?? [])).contains { $0.view.target == view.target }
        }
        .map { "let \($0.stem)AnchorPoint = \($0.name).layer.anchorPoint" }
        var statements: [SwiftStatement] = []
        let saving = snapshots.flatMap(\.saving) + anchors
        if !saving.isEmpty {
            statements += [.blankLine, .comment("What the phase changes, saved to be put back.")]
            statements += saving.map(SwiftStatement.line)
        }
        if let snapshot = stayingPresenter {
            statements += [
                .blankLine,
                .comment("`presenting` stays on screen: what the phase changes on it is saved before any change"),
                .comment("and put back once the dismissal completes."),
            ]
            statements += snapshot.saving.map(SwiftStatement.line)
            statements.append(
                .block(
                    header: "\(names.presenterRestoration).keep(for: presented)",
                    body: snapshot.restoringProperties.map(SwiftStatement.line)))
        }
        return statements
    }

    /// Anchors, the perspective and shade overlays.
    private func settings(_ views: [AnimatedView], snapshots: [ViewSnapshot]) -> [SwiftStatement] {
        var statements: [SwiftStatement] = []
        for view in views { statements += anchor(of: view) }
        statements += perspective(views)
        for view in views where view.has(.shade) { statements += shade(on: view, snapshots: snapshots) }
        return statements
    }

    /// `anchor:`: the view's layer turns about another point; the view stays in place.
    private func anchor(of view: AnimatedView) -> [SwiftStatement] {
        guard let anchor = view.anchor else { return [] }
        let local = view.stem + "Anchor"
        return [
            .blankLine,
            .comment("anchor: \(view.target.name)'s layer turns about this point; the view stays in place."),
            .line("let \(local) = \(SwiftRenderer.text(Self.point(anchor)))"),
            .line(
                "\(view.name).layer.position.x += (\(local).x - \(view.name).layer.anchorPoint.x) * \(view.name).bounds.width"
            ),
            .line(
                "\(view.name).layer.position.y += (\(local).y - \(view.name).layer.anchorPoint.y) * \(view.name).bounds.height"
            ),
            .line("\(view.name).layer.anchorPoint = \(local)"),
        ]
    }

    /// `perspective:` in the sublayer transform of each rotated view's superview.
    private func perspective(_ views: [AnimatedView]) -> [SwiftStatement] {
        guard hasPerspective(views), let perspective = phase.perspective else { return [] }
        let rotated = views.filter(\.hasLayerTransform)
        let depth = GeometryExpression.scalar(perspective)
        var statements: [SwiftStatement] = [
            .blankLine,
            .comment(
                "perspective: \(GeometryExpression.scalar(perspective, .language)), in the sublayerTransform of each rotated view's"
            ),
            .comment("superview (the container for presented and presenting), which applies it about its"),
            .comment("centre: the vanishing point. Saved first, put back when the phase ends."),
            .line("var perspective = CATransform3DIdentity"),
            .line(
                "perspective.m34 = -1 / "
                    + (GeometryExpression.constantValue(perspective) != nil ? depth : "max(\(depth), 1)")),
        ]
        for view in rotated where restoresPerspective(view) {
            statements.append(
                .line(
                    "let \(view.stem)SublayerTransform = \(view.name).superview?.layer.sublayerTransform ?? CATransform3DIdentity"
                ))
        }
        return statements + rotated.map { .line("\($0.name).superview?.layer.sublayerTransform = perspective") }
    }

    /// `shade`: the overlay whose alpha the shade track animates.
    private func shade(on view: AnimatedView, snapshots: [ViewSnapshot]) -> [SwiftStatement] {
        let gradient = phase.targets.lazy.compactMap { $0.target == view.target ? $0.shadeGradient : nil }.first
        let start = gradient?.start ?? ShadeGradient.start(anchor: view.anchor)
        let end = UnitPoint(x: 1 - start.x, y: 1 - start.y)
        var statements: [SwiftStatement] = [
            .blankLine,
            .comment(
                gradient == nil
                    ? "shade: a dark gradient over \(view.target.name), darkest away from its anchor."
                    : "shade: a gradient over \(view.target.name), its colors as `shadeGradient` writes them."),
            .line(
                "let \(view.shadeName) = "
                    + SwiftRenderer.text(
                        .call(
                            .member(.name(names.shadeView), "shade"),
                            [("over", .name(view.name)), ("from", Self.point(start)), ("to", Self.point(end))]))),
        ]
        if let gradient { statements += ShadeGradientGenerator(gradient: gradient).statements(shade: view.shadeName) }
        // A cancelled dismissal gives the shade back its alpha.
        if isInteractive, let snapshot = snapshots.first(where: { $0.view.target == view.target }) {
            statements += snapshot.savingShade.map(SwiftStatement.line)
        }
        return statements
    }

    /// Each view's from values, before any group runs.
    private func startingValues(_ views: [AnimatedView], state: TransformState) -> [SwiftStatement] {
        let writer = PropertyWriter()
        var statements: [SwiftStatement] = []
        var explainedComponents = false
        for (index, view) in views.enumerated() {
            if view.needsClipping { statements.append(.line("\(view.name).clipsToBounds = true")) }
            for track in view.tracks where !track.property.isTransform {
                statements += writer.statements(setting: track.property, to: track.animation.from, on: view)
                    .map(SwiftStatement.line)
            }
            if runsComponents(view) {
                if !explainedComponents {
                    statements.append(
                        .comment(
                            "Transform components below compose over the identity; the phase's end sets the whole."))
                    explainedComponents = true
                }
                statements.append(.line("\(view.name).layer.transform = CATransform3DIdentity"))
            } else if view.isTransformed {
                statements.append(.line(writer.transformStatement(for: view, parts: state.parts[index])))
            }
        }
        return statements
    }
}
