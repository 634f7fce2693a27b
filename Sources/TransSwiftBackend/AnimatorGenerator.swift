// A written or reversed phase as a UIViewControllerAnimatedTransitioning class.
import TransModel

/// Prints the animator of one phase: its duration, and `animateTransition(using:)` that sets
/// the views up, runs each group of tracks and completes the transition when all are done.
struct AnimatorGenerator {
    let transition: Transition
    let phase: Phase
    let names: TypeNames

    var isPresent: Bool { phase.kind == .present }
    private var className: String { isPresent ? names.presentAnimator : names.dismissAnimator }
    /// Whether a pan may drive this phase.
    var isInteractive: Bool { !isPresent && transition.interactiveDismissal != nil }
    /// The context keys of the presented and the presenting controller in this phase.
    private var presentedKey: String { isPresent ? ".to" : ".from" }
    private var presentingKey: String { isPresent ? ".from" : ".to" }

    /// The phase's views in source order, tracks of a target written twice merged. A view
    /// whose transform components Core Animation runs on key paths interpolates angles as
    /// numbers; on any other view, turns of 180° or more are split into keyframes.
    private var views: [AnimatedView] {
        var views: [AnimatedView] = []
        for target in phase.targets {
            if let index = views.firstIndex(where: { $0.target == target.target }) {
                let merged = views[index]
                views[index] = AnimatedView(
                    target: merged.target, anchor: target.anchor ?? merged.anchor, tracks: merged.tracks + target.tracks
                )
            } else {
                views.append(AnimatedView(target: target.target, anchor: target.anchor, tracks: target.tracks))
            }
        }
        // Targets the other phase turns or scales.
        let other = isPresent ? transition.dismiss : transition.present
        let transformedElsewhere = Set(
            other.targets.filter { $0.tracks.contains { $0.property.isTransform } }.map(\.target))
        return views.map { view in
            var view = view
            if isInteractive || !view.animatesTransformComponents {
                view = AnimatedView(
                    target: view.target, anchor: view.anchor, tracks: view.tracks.map(\.splitIntoTurnsUnderHalf))
            }
            view.isTransformedElsewhere = transformedElsewhere.contains(view.target)
            return view
        }
    }

    /// Whether `view`'s transform components run as Core Animation key-path animations.
    private func runsComponents(_ view: AnimatedView) -> Bool {
        !isInteractive && view.animatesTransformComponents
    }

    /// Whether `view`'s x and y run as `position.x`/`position.y` animations.
    private func runsPositionComponents(_ view: AnimatedView) -> Bool {
        !isInteractive && view.animatesPositionComponents
    }

    func print(into printer: inout CodePrinter) {
        PhaseDescription(phase: phase).docLines.forEach { printer.line("/// " + $0) }
        printer.line("@MainActor")
        printer.block("private final class \(className): NSObject, UIViewControllerAnimatedTransitioning") { printer in
            if isInteractive {
                printer.line("/// The pan of the dismissed controller's presentation, detached once it is dismissed.")
                printer.line("let interaction: \(names.dismissInteraction)?")
                printer.line("/// The dismissal's one animator: built on first request and returned for the whole")
                printer.line("/// transition, as `interruptibleAnimator(using:)` must.")
                printer.line("private var animator: UIViewPropertyAnimator?")
                printer.blankLine()
                printer.block("init(interaction: \(names.dismissInteraction)?)") { printer in
                    printer.line("self.interaction = interaction")
                    printer.line("super.init()")
                }
                printer.blankLine()
            }
            printer.block(
                "func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval"
            ) { printer in
                printer.line("// present(_:animated: false) and dismiss(animated: false) take no time.")
                printer.line("guard transitionContext?.isAnimated != false else { return 0 }")
                printer.line("return \(NumberLiteral.swift(phase.duration))")
            }
            printer.blankLine()
            guard isInteractive else {
                printer.block(
                    "func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)"
                ) {
                    printAnimateTransition(into: &$0)
                }
                if views.contains(where: runsComponents) {
                    printer.blankLine()
                    TransformComponentPrinter.printHelper(into: &printer)
                }
                if views.contains(where: runsPositionComponents) {
                    printer.blankLine()
                    TransformComponentPrinter.printPositionHelper(into: &printer)
                }
                printPacedFrameHelper(into: &printer)
                return
            }
            InterruptibleAnimatorPrinter.printMembers(into: &printer) { printAnimateTransition(into: &$0) }
            printPacedFrameHelper(into: &printer)
        }
    }

    /// The paced-frame helper, when a track needs it.
    private func printPacedFrameHelper(into printer: inout CodePrinter) {
        guard views.flatMap(\.tracks).contains(where: \.pacesFrame) else { return }
        printer.blankLine()
        KeyframeWindows.printHelper(into: &printer)
    }

    // MARK: animateTransition(using:)

    private func printAnimateTransition(into printer: inout CodePrinter) {
        let views = self.views
        // Transform components on key paths leave the UIKit groups.
        let groups = AnimationGroup.grouping(views).compactMap { group -> AnimationGroup? in
            var group = group
            group.members.removeAll { member in
                let view = views[member.view], property = member.track.property
                return runsComponents(view) && property.isTransform
                    || runsPositionComponents(view) && (property == .x || property == .y)
            }
            return group.members.isEmpty ? nil : group
        }
        let components = TransformComponentPrinter(
            views: views.filter(runsComponents), positionViews: views.filter(runsPositionComponents))
        let hasComponents = !components.isEmpty
        let animatesPresenting = views.contains { $0.target == .presenting }
        let needsPresenting = animatesPresenting || (!isPresent && transition.presentingLeavesScreen)
        let animatesPresentedFrame = views.contains { $0.target == .presented && $0.has(.frame) }
        // A presentation sets the presented view's frame to `final` unless a track sets it.
        var uses = views.flatMap(\.tracks).reduce((container: false, final: isPresent && !animatesPresentedFrame)) {
            GeometryExpression.combine($0, Self.uses($1.animation))
        }
        if hasPerspective(views), let perspective = phase.perspective {
            uses = GeometryExpression.combine(uses, GeometryExpression.uses(perspective))
        }
        let needsContainerView = isPresent || transition.presentingLeavesScreen

        // The controllers and views.
        if needsContainerView { printer.line("let containerView = transitionContext.containerView") }
        var bindings = [
            "let presented = transitionContext.viewController(forKey: \(presentedKey))",
            "let presentedView = transitionContext.view(forKey: \(presentedKey)) ?? presented.viewIfLoaded",
        ]
        if needsPresenting {
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
        }
        printer.line("guard " + bindings[0] + ",")
        for (index, binding) in bindings.enumerated().dropFirst() {
            printer.line("      " + binding + (index == bindings.count - 1 ? "" : ","))
        }
        printer.block("else") { printer in
            if isInteractive {
                InterruptibleAnimatorPrinter.printEmptyAnimator(into: &printer)
            } else {
                printer.line("transitionContext.completeTransition(!transitionContext.transitionWasCancelled)")
                printer.line("return")
            }
        }
        if uses.container {
            printer.line(
                "let container = \(needsContainerView ? "containerView" : "transitionContext.containerView").bounds")
        }
        let perspective = hasPerspective(views) ? phase.perspective : nil
        if reads(.safeArea, views, perspective: perspective) {
            printer.line(
                "let \(GeometryExpression.safeArea) = "
                    + "\(needsContainerView ? "containerView" : "transitionContext.containerView").safeAreaInsets")
        }
        if reads(.content, views, perspective: perspective) {
            printer.line(GeometryExpression.contentDeclaration(of: "presented"))
        }
        if uses.final {
            if isPresent {
                printer.line("let final = transitionContext.finalFrame(for: presented)")
            } else {
                printer.line(
                    "// finalFrame(for:) of the dismissed controller is .zero: `final` is the presentation frame.")
                printer.line("let final = presented.presentationController?.frameOfPresentedViewInContainerView")
                printer.line("    ?? transitionContext.initialFrame(for: presented)")
            }
        }
        for view in views {
            switch view.target {
            case .presentedTag(let tag):
                printer.line(
                    "// presented.tag(\(tag)), or a detached stand-in when the presented view has no such subview.")
                printer.line("let \(view.name) = presentedView.viewWithTag(\(tag)) ?? UIView()")
            case .dimming:
                printer.line("// The presentation controller's dimming view.")
                printer.line(
                    "let \(view.name) = (presented.presentationController as? \(names.presentationController))?.dimmingView ?? UIView()"
                )
            case .presented, .presenting:
                break
            }
        }

        printer.blankLine()
        printViewHierarchy(views, setsFinalFrame: isPresent && !animatesPresentedFrame, into: &printer)

        // Every presentation sets the presented view's frame anew: after a dismissal only a
        // cancelled one needs it back.
        let snapshots = restoredViews(views).map {
            ViewSnapshot(view: $0, keepsGeometry: isPresent || isInteractive || $0.target != .presented)
        }
        // A presenter that stays on screen, saved to be put back at dismissal.
        let stayingPresenter =
            isPresent && PresenterRestorationGenerator.isNeeded(by: transition)
            ? views.first { $0.target == .presenting }.map { ViewSnapshot(view: $0, keepsGeometry: true) } : nil
        // Anchors to put back at the end that no snapshot saves.
        let anchors = views.filter { view in
            restoresAnchor(view)
                && !(snapshots + (stayingPresenter.map { [$0] } ?? [])).contains { $0.view.target == view.target }
        }
        .map { "let \($0.stem)AnchorPoint = \($0.name).layer.anchorPoint" }
        let saving = snapshots.flatMap(\.saving) + anchors
        if !saving.isEmpty {
            printer.blankLine()
            printer.line("// What the phase changes, saved to be put back.")
            printer.lines(saving)
        }
        if let snapshot = stayingPresenter {
            printer.blankLine()
            printer.line("// `presenting` stays on screen: what the phase changes on it is saved before any change")
            printer.line("// and put back once the dismissal completes.")
            printer.lines(snapshot.saving)
            printer.block("\(names.presenterRestoration).keep(for: presented)") {
                $0.lines(snapshot.restoringProperties)
            }
        }
        printSettings(views, snapshots: snapshots, into: &printer)

        // The from values, and the groups of tracks.
        let writer = PropertyWriter()
        var state = TransformState(views: views)
        printer.blankLine()
        var explainedComponents = false
        for (index, view) in views.enumerated() {
            if view.needsClipping { printer.line("\(view.name).clipsToBounds = true") }
            for track in view.tracks where !track.property.isTransform {
                printer.lines(writer.statements(setting: track.property, to: track.animation.from, on: view))
            }
            if runsComponents(view) {
                if !explainedComponents {
                    printer.line(
                        "// Transform components below compose over the identity; the phase's end sets the whole.")
                    explainedComponents = true
                }
                printer.line("\(view.name).layer.transform = CATransform3DIdentity")
            } else if view.isTransformed {
                printer.line(writer.transformStatement(for: view, parts: state.parts[index]))
            }
        }

        let finish: (inout CodePrinter) -> Void = { printer in
            printer.lines(components.finishing())
            printFinish(views, snapshots: snapshots, into: &printer)
        }
        if isInteractive {
            let bodies = groups.map {
                (group: $0, animations: groupBody($0, views: views, writer: writer, state: &state))
            }
            printer.blankLine()
            InterruptibleAnimatorPrinter(phase: phase).printAnimator(bodies, into: &printer, completion: finish)
            return
        }
        if hasComponents || groups.contains(where: { $0.timing.duration != 0 || $0.timing.delay != 0 }) {
            printer.blankLine()
            printer.line("// Not animated: every group takes no time, so the end state applies at once.")
            printer.line("let animated = transitionContext.isAnimated")
        }
        switch groups.count + (hasComponents ? 1 : 0) {
        case 0:
            finish(&printer)
        case 1:
            printer.blankLine()
            if hasComponents {
                components.print(into: &printer, completion: finish)
            } else {
                printGroup(
                    groups[0], suffix: "", views: views, writer: writer, state: &state, into: &printer,
                    completion: finish)
            }
        case let count:
            printer.blankLine()
            printer.line("// The transition completes when every group of tracks has finished.")
            printer.line("var runningGroups = \(count)")
            printer.block("let groupFinished: () -> Void =") { printer in
                printer.line("runningGroups -= 1")
                printer.line("guard runningGroups == 0 else { return }")
                finish(&printer)
            }
            for (index, group) in groups.enumerated() {
                printer.blankLine()
                printGroup(group, suffix: "\(index + 1)", views: views, writer: writer, state: &state, into: &printer) {
                    $0.line("groupFinished()")
                }
            }
            if hasComponents {
                printer.blankLine()
                components.print(into: &printer) { $0.line("groupFinished()") }
            }
        }
    }

    /// Adds the views UIKit hands over to the container, in the phase's z-order.
    private func printViewHierarchy(_ views: [AnimatedView], setsFinalFrame: Bool, into printer: inout CodePrinter) {
        if isPresent {
            if phase.presentedAbovePresenting || !transition.presentingLeavesScreen {
                printer.line("containerView.addSubview(presentedView)")
            } else {
                printer.line("// The phase animates only the presenting view: the presented view waits underneath.")
                printer.block("if presentingView.superview !== containerView") {
                    $0.line("containerView.addSubview(presentingView)")
                }
                printer.line("containerView.insertSubview(presentedView, belowSubview: presentingView)")
            }
            if setsFinalFrame { printer.line("presentedView.frame = final") }
        } else if transition.presentingLeavesScreen {
            let style =
                transition.style == .custom ? "removesPresentersView: true" : "style: \(transition.style.rawValue)"
            printer.line("// `\(style)` took the presenting view off screen: it returns for the dismissal.")
            let relation = phase.presentedAbovePresenting ? "belowSubview" : "aboveSubview"
            printer.line("containerView.insertSubview(presentingView, \(relation): presentedView)")
            if !views.contains(where: { $0.target == .presenting && $0.has(.frame) }) {
                printer.line("presentingView.frame = transitionContext.finalFrame(for: presenting)")
            }
        }
    }

    /// Anchors, the perspective and shade overlays.
    private func printSettings(_ views: [AnimatedView], snapshots: [ViewSnapshot], into printer: inout CodePrinter) {
        for view in views {
            guard let anchor = view.anchor else { continue }
            let x = NumberLiteral.swift(anchor.x)
            let y = NumberLiteral.swift(anchor.y)
            printer.blankLine()
            let local = view.stem + "Anchor"
            printer.line("// anchor: \(view.target.name)'s layer turns about this point; the view stays in place.")
            printer.line("let \(local) = CGPoint(x: \(x), y: \(y))")
            printer.line(
                "\(view.name).layer.position.x += (\(local).x - \(view.name).layer.anchorPoint.x) * \(view.name).bounds.width"
            )
            printer.line(
                "\(view.name).layer.position.y += (\(local).y - \(view.name).layer.anchorPoint.y) * \(view.name).bounds.height"
            )
            printer.line("\(view.name).layer.anchorPoint = \(local)")
        }
        if hasPerspective(views), let perspective = phase.perspective {
            let rotated = views.filter(\.hasLayerTransform)
            printer.blankLine()
            printer.line(
                "// perspective: \(GeometryExpression.scalar(perspective, .language)), in the sublayerTransform of each rotated view's"
            )
            printer.line("// superview (the container for presented and presenting), which applies it about its")
            printer.line("// centre: the vanishing point. Saved first, put back when the phase ends.")
            printer.line("var perspective = CATransform3DIdentity")
            let depth = GeometryExpression.scalar(perspective)
            printer.line(
                "perspective.m34 = -1 / "
                    + (GeometryExpression.constantValue(perspective) != nil ? depth : "max(\(depth), 1)"))
            for view in rotated where restoresPerspective(view) {
                printer.line(
                    "let \(view.stem)SublayerTransform = \(view.name).superview?.layer.sublayerTransform ?? CATransform3DIdentity"
                )
            }
            for view in rotated { printer.line("\(view.name).superview?.layer.sublayerTransform = perspective") }
        }
        for view in views where view.has(.shade) {
            let gradient = phase.targets.lazy.compactMap { $0.target == view.target ? $0.shadeGradient : nil }.first
            let start = gradient?.start ?? ShadeGradient.start(anchor: view.anchor)
            let end = UnitPoint(x: 1 - start.x, y: 1 - start.y)
            printer.blankLine()
            printer.line(
                gradient == nil
                    ? "// shade: a dark gradient over \(view.target.name), darkest away from its anchor."
                    : "// shade: a gradient over \(view.target.name), its colors as `shadeGradient` writes them.")
            printer.line(
                "let \(view.shadeName) = \(names.shadeView).shade(over: \(view.name), from: \(Self.point(start)), to: \(Self.point(end)))"
            )
            if let gradient { ShadeGradientGenerator(gradient: gradient).print(shade: view.shadeName, into: &printer) }
            // A cancelled dismissal gives the shade back its alpha.
            if isInteractive, let snapshot = snapshots.first(where: { $0.view.target == view.target }) {
                printer.lines(snapshot.savingShade)
            }
        }
    }

    /// Prints one group: its comment and UIKit animation, advancing `state` past it.
    private func printGroup(
        _ group: AnimationGroup, suffix: String, views: [AnimatedView], writer: PropertyWriter,
        state: inout TransformState, into printer: inout CodePrinter, completion: (inout CodePrinter) -> Void
    ) {
        let tracks = group.members.map { "\($0.track.target.name).\($0.track.property.rawValue)" }
        let delay = group.timing.delay == 0 ? "" : " after \(NumberLiteral.plainDecimal(group.timing.delay))s"
        printer.line(
            "// \(tracks.joined(separator: ", ")): \(NumberLiteral.plainDecimal(group.timing.duration))s\(delay), "
                + CurveSpelling.language(group.timing.curve))
        let animations = groupBody(group, views: views, writer: writer, state: &state)
        GroupPrinter(group: group, suffix: suffix).print(
            into: &printer, animations: { $0.lines(animations) }, completion: completion)
    }

    /// The lines of a group's animations block (for a keyframe group, its `addKeyframe`
    /// calls), advancing `state` past it.
    private func groupBody(
        _ group: AnimationGroup, views: [AnimatedView], writer: PropertyWriter, state: inout TransformState
    ) -> [String] {
        var body = CodePrinter()
        if group.keyframeMode != nil {
            for (index, track) in group.members {
                guard case .keyframes(_, let times, let values) = track.animation else { continue }
                let keyframes = KeyframeWindows(track, times: times, values: values, on: views[index])
                body.lines(keyframes.preamble)
                for (key, (start, length)) in zip(1..., keyframes.windows) {
                    body.block("UIView.addKeyframe(withRelativeStartTime: \(start), relativeDuration: \(length))") {
                        $0.lines(
                            state.statements(
                                setting: track.property, to: values[key], onView: index, views: views, writer: writer))
                    }
                }
                state.parts[index][track.property] = values.last
            }
        } else {
            var transformed: Set<Int> = []
            for (index, track) in group.members where track.property.isTransform {
                state.parts[index][track.property] = track.animation.to
                transformed.insert(index)
            }
            for (index, track) in group.members {
                if track.property.isTransform {
                    guard transformed.remove(index) != nil else { continue }
                    body.line(writer.transformStatement(for: views[index], parts: state.parts[index]))
                } else {
                    body.lines(writer.statements(setting: track.property, to: track.animation.to, on: views[index]))
                }
            }
        }
        return body.text.split(separator: "\n").map(String.init)
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
    private func reads(
        _ input: GeometryExpression.Input, _ views: [AnimatedView], perspective: ScalarExpression?
    ) -> Bool {
        let values = views.flatMap(\.tracks).flatMap { track -> [TrackValue] in
            switch track.animation {
            case .fromTo(let from, let to): [from, to]
            case .keyframes(_, _, let values): values
            }
        }
        return values.contains { GeometryExpression.reads(input, $0) }
            || perspective.map { GeometryExpression.reads(input, $0) } ?? false
    }

    private static func uses(_ animation: TrackAnimation) -> (container: Bool, final: Bool) {
        switch animation {
        case .fromTo(let from, let to):
            GeometryExpression.combine(GeometryExpression.uses(from), GeometryExpression.uses(to))
        case .keyframes(_, _, let values):
            values.reduce((false, false)) { GeometryExpression.combine($0, GeometryExpression.uses($1)) }
        }
    }

    private static func point(_ point: UnitPoint) -> String {
        "CGPoint(x: \(NumberLiteral.swift(point.x)), y: \(NumberLiteral.swift(point.y)))"
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
