// The end of a phase: which views are restored or tidied, and `completeTransition`.
import TransModel

extension AnimatorGenerator {
    /// Views restored from their snapshots: the presenting view UIKit takes off screen after
    /// presentation, the dismissed views after dismissal, and every view when a pan cancels.
    func restoredViews(_ views: [AnimatedView]) -> [AnimatedView] {
        views.filter { view in
            if isInteractive { return true }
            if isPresent { return view.target == .presenting && transition.presentingLeavesScreen }
            return Self.leavesWithPresented(view.target)
        }
    }

    static func leavesWithPresented(_ target: Target) -> Bool {
        switch target {
        case .presented, .presentedTag: true
        case .presenting, .dimming: false
        }
    }

    /// Whether `view` leaves the screen once the phase finishes: the presenting view a
    /// presentation takes off screen, or a dismissed view.
    func leaves(_ view: AnimatedView) -> Bool {
        isPresent
            ? view.target == .presenting && transition.presentingLeavesScreen : Self.leavesWithPresented(view.target)
    }

    /// Views that stay on screen with an anchor to put back once they are untransformed:
    /// a moved anchor point would misplace the view in every later layout.
    func restoresAnchor(_ view: AnimatedView) -> Bool {
        !leaves(view) && view.anchor != nil && view.transformEndsNeutral
    }

    /// Tidies the views that stay on screen once the phase has finished: a transform that ends
    /// neutral becomes the identity (dropping the perspective), a moved anchor goes back
    /// (keeping the view in place), and a shade overlay that ends transparent goes away.
    private func stayingCleanup(_ views: [AnimatedView]) -> [String] {
        var lines: [String] = []
        for view in views where !leaves(view) {
            if view.hasLayerTransform, view.transformEndsNeutral {
                lines.append("\(view.name).layer.transform = CATransform3DIdentity")
            }
            if restoresAnchor(view) {
                let saved = view.stem + "AnchorPoint"
                lines += [
                    "\(view.name).layer.position.x += (\(saved).x - \(view.name).layer.anchorPoint.x) * \(view.name).bounds.width",
                    "\(view.name).layer.position.y += (\(saved).y - \(view.name).layer.anchorPoint.y) * \(view.name).bounds.height",
                    "\(view.name).layer.anchorPoint = \(saved)",
                ]
            }
            if view.tracks.contains(where: { $0.property == .shade && $0.animation.endsTransparent }) {
                lines.append("\(view.shadeName).removeFromSuperview()")
            }
        }
        return lines
    }

    /// What runs once every track has finished: clean-up, then `completeTransition`.
    func finish(_ views: [AnimatedView], snapshots: [ViewSnapshot]) -> [SwiftStatement] {
        var statements: [SwiftStatement] = [.line("let finished = !transitionContext.transitionWasCancelled")]
        if hasPerspective(views) {
            for view in views.filter({ $0.hasLayerTransform && restoresPerspective($0) }).reversed() {
                statements.append(
                    .line("\(view.name).superview?.layer.sublayerTransform = \(view.stem)SublayerTransform"))
            }
        }
        statements +=
            isPresent ? presentationEnd(views, snapshots: snapshots) : dismissalEnd(views, snapshots: snapshots)
        return statements + [.line("transitionContext.completeTransition(finished)")]
    }

    /// A presentation's end: the presenting view UIKit takes off screen restored, and a
    /// cancelled presentation's views taken away.
    private func presentationEnd(_ views: [AnimatedView], snapshots: [ViewSnapshot]) -> [SwiftStatement] {
        var statements: [SwiftStatement] = []
        if let presenting = snapshots.first(where: { $0.view.target == .presenting }) {
            statements.append(
                .comment(
                    "`\(transition.style == .custom ? "removesPresentersView: true" : "style: \(transition.style.rawValue)")` takes the presenting view off screen: restore it for when it returns."
                ))
            statements += presenting.restoring(leaving: true).map(SwiftStatement.line)
        }
        var cancelled: [SwiftStatement] = [.line("presentedView.removeFromSuperview()")]
        if PresenterRestorationGenerator.isNeeded(by: transition) {
            cancelled.append(.line("\(names.presenterRestoration).restore(for: presented)"))
        }
        let cleanup = stayingCleanup(views).map(SwiftStatement.line)
        return statements
            + [
                cleanup.isEmpty
                    ? .ifThen(condition: "!finished", body: cancelled)
                    : .ifThen(condition: "finished", body: cleanup, otherwise: cancelled)
            ]
    }

    /// A dismissal's end: the dismissed views restored and taken away, or for a cancelled
    /// pan every view put back.
    private func dismissalEnd(_ views: [AnimatedView], snapshots: [ViewSnapshot]) -> [SwiftStatement] {
        var finished: [SwiftStatement] = [.line("presentedView.removeFromSuperview()")]
        for snapshot in snapshots where Self.leavesWithPresented(snapshot.view.target) {
            finished += snapshot.restoring(leaving: true).map(SwiftStatement.line)
        }
        finished += stayingCleanup(views).map(SwiftStatement.line)
        if PresenterRestorationGenerator.isNeeded(by: transition) {
            // What this phase did to it (an anchor above all) would move what the
            // restoration puts back: undo it first.
            for snapshot in snapshots where snapshot.view.target == .presenting {
                finished += snapshot.restoring(leaving: true).map(SwiftStatement.line)
            }
            finished += [
                .comment("The presenting view as it was before the presentation."),
                .line("\(names.presenterRestoration).restore(for: presented)"),
            ]
        }
        guard isInteractive else { return [.ifThen(condition: "finished", body: finished)] }
        var cancelled = snapshots.flatMap { $0.restoring(leaving: false) }.map(SwiftStatement.line)
        if transition.presentingLeavesScreen { cancelled.append(.line("presentingView.removeFromSuperview()")) }
        return [.ifThen(condition: "finished", body: finished, otherwise: cancelled)]
    }
}
