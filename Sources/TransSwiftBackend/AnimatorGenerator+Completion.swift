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
    func printFinish(_ views: [AnimatedView], snapshots: [ViewSnapshot], into printer: inout CodePrinter) {
        printer.line("let finished = !transitionContext.transitionWasCancelled")
        if hasPerspective(views) {
            for view in views.filter({ $0.hasLayerTransform && restoresPerspective($0) }).reversed() {
                printer.line("\(view.name).superview?.layer.sublayerTransform = \(view.stem)SublayerTransform")
            }
        }
        let cleanup = stayingCleanup(views)
        if isPresent {
            if let presenting = snapshots.first(where: { $0.view.target == .presenting }) {
                printer.line(
                    "// `\(transition.style == .custom ? "removesPresentersView: true" : "style: \(transition.style.rawValue)")` takes the presenting view off screen: restore it for when it returns."
                )
                printer.lines(presenting.restoring(leaving: true))
            }
            var cancelled = ["presentedView.removeFromSuperview()"]
            if PresenterRestorationGenerator.isNeeded(by: transition) {
                cancelled.append("\(names.presenterRestoration).restore(for: presented)")
            }
            if !cleanup.isEmpty {
                printer.block("if finished") { $0.lines(cleanup) }
                printer.chain("else") { $0.lines(cancelled) }
            } else {
                printer.block("if !finished") { $0.lines(cancelled) }
            }
        } else {
            printer.block("if finished") { printer in
                printer.line("presentedView.removeFromSuperview()")
                for snapshot in snapshots where Self.leavesWithPresented(snapshot.view.target) {
                    printer.lines(snapshot.restoring(leaving: true))
                }
                printer.lines(cleanup)
                if PresenterRestorationGenerator.isNeeded(by: transition) {
                    // What this phase did to it (an anchor above all) would move what the
                    // restoration puts back: undo it first.
                    for snapshot in snapshots where snapshot.view.target == .presenting {
                        printer.lines(snapshot.restoring(leaving: true))
                    }
                    printer.line("// The presenting view as it was before the presentation.")
                    printer.line("\(names.presenterRestoration).restore(for: presented)")
                }
            }
            if isInteractive {
                printer.chain("else") { printer in
                    for snapshot in snapshots { printer.lines(snapshot.restoring(leaving: false)) }
                    if transition.presentingLeavesScreen { printer.line("presentingView.removeFromSuperview()") }
                }
            }
        }
        printer.line("transitionContext.completeTransition(finished)")
    }
}
