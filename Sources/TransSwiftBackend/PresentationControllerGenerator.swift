// The `presentation { … }` block as a UIPresentationController subclass.
import TransModel

/// Prints the presentation controller: the presented view's frame (recomputed on every
/// layout), the dimming view faded alongside the transition, tap-to-dismiss,
/// `shouldRemovePresentersView` and the corner radius, each undone when it ends.
struct PresentationControllerGenerator {
    let transition: Transition
    let presentation: Presentation
    let names: TypeNames

    func print(into printer: inout CodePrinter) {
        printer.line("/// " + description)
        printer.line("@MainActor")
        printer.block("private final class \(names.presentationController): UIPresentationController") { printer in
            if presentation.dimming != nil {
                printer.line("/// The dimming view behind the presented view (the `dimming` target of the animators).")
                printer.line("let dimmingView = UIView()")
                printer.blankLine()
            }
            printFrame(into: &printer)
            printer.blankLine()
            printer.line("override var shouldRemovePresentersView: Bool { \(presentation.removesPresentersView) }")
            printer.blankLine()
            printPresentationTransition(into: &printer)
            printer.blankLine()
            printDismissalTransition(into: &printer)
            printer.blankLine()
            printer.block("override func containerViewWillLayoutSubviews()") { printer in
                printer.line("super.containerViewWillLayoutSubviews()")
                if presentation.dimming != nil {
                    printer.block("if let containerView") { $0.line("dimmingView.frame = containerView.bounds") }
                }
                printer.line("// Not while a transition animates the presented view: it owns the frame until it ends.")
                printer.block("if !presentedViewController.isBeingPresented, !presentedViewController.isBeingDismissed")
                {
                    $0.line("presentedView?.frame = frameOfPresentedViewInContainerView")
                }
            }
            if presentation.dimming?.tapToDismiss == true {
                printer.blankLine()
                printer.block("@objc private func dimmingViewTapped(_ recognizer: UITapGestureRecognizer)") {
                    $0.line("presentedViewController.dismiss(animated: true)")
                }
            }
        }
    }

    private var description: String {
        var parts = [
            "`presentation`: the presented view at `\(GeometryExpression.frame(presentation.frame, .language))`"
        ]
        if let dimming = presentation.dimming {
            let tap = dimming.tapToDismiss ? ", tap to dismiss" : ""
            parts.append("dimming to \(NumberLiteral.plainDecimal(dimming.alpha))\(tap)")
        }
        if let radius = presentation.cornerRadius {
            parts.append("corner radius \(NumberLiteral.plainDecimal(radius))")
        }
        if presentation.removesPresentersView { parts.append("the presenting view removed once presented") }
        return parts.joined(separator: "; ") + "."
    }

    private func printFrame(into printer: inout CodePrinter) {
        printer.block("override var frameOfPresentedViewInContainerView: CGRect") { printer in
            let frame = presentation.frame
            switch frame {
            case .container:
                printer.line("containerView?.bounds ?? .zero")
            default:
                if GeometryExpression.uses(frame).container {
                    printer.line("guard let containerView else { return .zero }")
                    printer.line("let container = containerView.bounds")
                    printer.line("return \(GeometryExpression.frame(frame))")
                } else {
                    printer.line(GeometryExpression.frame(frame))
                }
            }
        }
    }

    /// The fade of the dimming view alongside a phase, when the phase does not animate it.
    private func fade(_ phase: Phase, into printer: inout CodePrinter) {
        guard let fade = phase.dimmingFade, case .fromTo(_, .scalar(let to)) = fade.animation else { return }
        let alpha = GeometryExpression.scalar(to)
        printer.line("// The dimming fades alongside the \(phase.kind == .present ? "presentation" : "dismissal").")
        printer.block("if let coordinator = presentedViewController.transitionCoordinator") { printer in
            guard phase.kind == .dismiss, transition.interactiveDismissal != nil,
                case .fromTo(.scalar(let from), _) = fade.animation
            else {
                printer.line("coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = \(alpha) })")
                return
            }
            // A cancelled pan scrubs the fade back, but leaves the model value at 0.
            printer.line("coordinator.animate(")
            printer.withIndentation { printer in
                printer.line("alongsideTransition: { _ in self.dimmingView.alpha = \(alpha) },")
                printer.line("completion: { context in")
                printer.withIndentation { printer in
                    printer.block("if context.isCancelled") {
                        $0.line("self.dimmingView.alpha = \(GeometryExpression.scalar(from))")
                    }
                }
                printer.line("}")
            }
            printer.line(")")
        }
        printer.chain("else") { $0.line("dimmingView.alpha = \(alpha)") }
    }

    private func printPresentationTransition(into printer: inout CodePrinter) {
        guard presentation.dimming != nil || presentation.cornerRadius != nil else { return }
        printer.block("override func presentationTransitionWillBegin()") { printer in
            printer.line("super.presentationTransitionWillBegin()")
            if let dimming = presentation.dimming {
                printer.line("guard let containerView else { return }")
                printer.line("dimmingView.frame = containerView.bounds")
                printer.line("dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]")
                let c = dimming.color
                let n = NumberLiteral.swift
                printer.line(
                    "dimmingView.backgroundColor = UIColor(red: \(n(c.red)), green: \(n(c.green)), blue: \(n(c.blue)), alpha: \(n(c.alpha)))"
                )
                printer.line("dimmingView.alpha = 0")
                if dimming.tapToDismiss {
                    printer.line("dimmingView.addGestureRecognizer(")
                    printer.withIndentation {
                        $0.line("UITapGestureRecognizer(target: self, action: #selector(dimmingViewTapped(_:)))")
                    }
                    printer.line(")")
                }
                printer.line("containerView.insertSubview(dimmingView, at: 0)")
            }
            if let radius = presentation.cornerRadius {
                printer.block("if let presentedView") { printer in
                    printer.line("presentedView.layer.cornerRadius = \(NumberLiteral.swift(radius))")
                    printer.line("presentedView.layer.masksToBounds = true")
                }
            }
            if presentation.dimming != nil { fade(transition.present, into: &printer) }
        }
        let cleanup = presentationCleanup
        guard !cleanup.isEmpty else { return }
        printer.blankLine()
        printer.block("override func presentationTransitionDidEnd(_ completed: Bool)") { printer in
            printer.line("super.presentationTransitionDidEnd(completed)")
            printer.block("if !completed") { $0.lines(cleanup) }
        }
    }

    private func printDismissalTransition(into printer: inout CodePrinter) {
        if presentation.dimming != nil, transition.dismiss.dimmingFade != nil {
            printer.block("override func dismissalTransitionWillBegin()") { printer in
                printer.line("super.dismissalTransitionWillBegin()")
                fade(transition.dismiss, into: &printer)
            }
            printer.blankLine()
        }
        let cleanup = presentationCleanup
        guard !cleanup.isEmpty else { return }
        printer.block("override func dismissalTransitionDidEnd(_ completed: Bool)") { printer in
            printer.line("super.dismissalTransitionDidEnd(completed)")
            printer.block("if completed") { $0.lines(cleanup) }
        }
    }

    /// Undoes what `presentationTransitionWillBegin()` added, once the presented view is gone.
    private var presentationCleanup: [String] {
        var lines: [String] = []
        if presentation.dimming != nil { lines.append("dimmingView.removeFromSuperview()") }
        if presentation.cornerRadius != nil {
            lines.append("presentedView?.layer.cornerRadius = 0")
            lines.append("presentedView?.layer.masksToBounds = false")
        }
        return lines
    }
}
