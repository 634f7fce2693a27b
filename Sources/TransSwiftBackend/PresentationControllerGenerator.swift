// The `presentation { … }` block as a UIPresentationController subclass.
import TransModel

/// Prints the presentation controller: the presented view's frame (recomputed on every
/// layout), the dimming view faded alongside the transition, tap-to-dismiss,
/// `shouldRemovePresentersView` and the corner radius, each undone when it ends.
struct PresentationControllerGenerator {
    let transition: Transition
    let presentation: Presentation
    let names: TypeNames
    let uikit: TargetUIKit

    func print(into printer: inout CodePrinter) {
        printer.line("/// " + description)
        printer.line("@MainActor")
        // The resting positions' pan asks to recognize with a scroll view's pan.
        let conformance = resting == nil ? "" : ", UIGestureRecognizerDelegate"
        printer.block("private final class \(names.presentationController): UIPresentationController\(conformance)") {
            printer in
            if presentation.dimming != nil {
                printer.line("/// The dimming view behind the presented view (the `dimming` target of the animators).")
                printer.line("let dimmingView = UIView()")
                printer.blankLine()
            }
            blur?.printProperty(into: &printer)
            if presentation.passthrough {
                printer.line("/// Under the presented view: forwards the touches outside it to the presenting view.")
                printer.line("let passthroughView = \(names.passthroughView)()")
                printer.blankLine()
            }
            if let keyboard { keyboard.printProperties(into: &printer) }
            appearance?.printProperties(into: &printer)
            if presentation.cornerRadius != nil {
                printer.line(
                    "/// The presented layer's corners before the presentation rounded them, put back after it.")
                printer.line("private var savedCornerRadius: CGFloat = 0")
                printer.line("private var savedMasksToBounds = false")
                printer.blankLine()
            }
            if let resting {
                resting.printFrame(into: &printer)
            } else {
                printFrame(into: &printer)
            }
            printer.blankLine()
            printChildSize(into: &printer)
            printer.blankLine()
            if let appearance, appearance.appearance.shadow != nil {
                appearance.printShadowPath(into: &printer)
                printer.blankLine()
            }
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
                printer.line("// A transformed view's `frame` is undefined, so the frame is applied as bounds and")
                printer.line("// center (the layer's position, at its anchor point).")
                printer.block(
                    "if !presentedViewController.isBeingPresented, !presentedViewController.isBeingDismissed, let presentedView"
                ) { printer in
                    printer.line("let frame = frameOfPresentedViewInContainerView")
                    printer.line("let anchor = presentedView.layer.anchorPoint")
                    printer.line("presentedView.bounds.size = frame.size")
                    printer.line(
                        "presentedView.center = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)"
                    )
                    printer.lines(appearance?.layoutLines ?? [])
                }
            }
            if let resting {
                printer.blankLine()
                resting.printPan(into: &printer)
            }
            if let keyboard {
                printer.blankLine()
                keyboard.printMethods(into: &printer)
            }
            if accessibility.dismissible {
                printer.blankLine()
                accessibility.printMethods(into: &printer)
            }
            if presentation.dimming?.tapToDismiss == true {
                printer.blankLine()
                printer.block(
                    uikit.actionMethod("private func dimmingViewTapped(_ recognizer: UITapGestureRecognizer)")
                ) {
                    $0.line("presentedViewController.dismiss(animated: true)")
                }
            }
        }
    }

    /// The resting positions' code, when the presentation has `rests`.
    private var resting: RestingPositionsGenerator? {
        presentation.rests.map {
            RestingPositionsGenerator(
                positions: $0, dimmingAlpha: presentation.dimming?.alpha, names: names, uikit: uikit)
        }
    }

    /// The keyboard members, under `keyboard: moveUp` or `compress`.
    private var keyboard: KeyboardAvoidanceGenerator? {
        presentation.keyboard == .none ? nil : KeyboardAvoidanceGenerator(avoidance: presentation.keyboard)
    }

    /// The blurred backdrop under the dimming view (`BlurBackdropGenerator`).
    private var blur: BlurBackdropGenerator? { presentation.dimming?.blur.map(BlurBackdropGenerator.init) }

    /// The shadow, border and corners (`AppearanceGenerator`).
    private var appearance: AppearanceGenerator? { presentation.appearance.map(AppearanceGenerator.init) }

    /// VoiceOver's modality, escape and dimming button (`AccessibilityGenerator`).
    private var accessibility: AccessibilityGenerator {
        AccessibilityGenerator(transition: transition, presentation: presentation)
    }

    private var description: String {
        var parts = [
            "`presentation`: the presented view at `\(GeometryExpression.frame(presentation.frame, .language))`"
        ]
        if let rests = presentation.rests {
            let names = rests.rests.map { "`\($0.name)`" }.joined(separator: ", ")
            parts.append("resting at \(names), starting at `\(rests.initial.name)`")
        }
        if let dimming = presentation.dimming {
            let tap = dimming.tapToDismiss ? ", tap to dismiss" : ""
            let blur = dimming.blur.map { " over a \($0.rawValue) blur" } ?? ""
            parts.append("dimming to \(NumberLiteral.plainDecimal(dimming.alpha))\(blur)\(tap)")
        }
        if let radius = presentation.cornerRadius {
            parts.append("corner radius \(NumberLiteral.plainDecimal(radius))")
        }
        if let appearance { parts.append(appearance.description) }
        if presentation.removesPresentersView { parts.append("the presenting view removed once presented") }
        if presentation.passthrough {
            let undimmed = presentation.dimming != nil ? " where the screen is undimmed" : ""
            parts.append("touches outside it pass through to the presenting view" + undimmed)
        }
        if presentation.keyboard != .none { parts.append("keyboard: \(presentation.keyboard.rawValue)") }
        return parts.joined(separator: "; ") + "."
    }

    /// `frameOfPresentedViewInContainerView`, and the same frame for any container size
    /// (`presentedFrame(in:)`), which the child-size override needs before the container resizes.
    private func printFrame(into printer: inout CodePrinter) {
        printer.block("override var frameOfPresentedViewInContainerView: CGRect") { printer in
            printer.line("guard let containerView else { return .zero }")
            printer.line(
                keyboard == nil
                    ? "return presentedFrame(in: containerView.bounds)"
                    : "return avoidingKeyboard(presentedFrame(in: containerView.bounds))")
        }
        printer.blankLine()
        printer.line("/// The presented view's frame in a container with bounds `container`.")
        printer.block("private func presentedFrame(in container: CGRect) -> CGRect") { printer in
            let safeArea = GeometryExpression.reads(.safeArea, presentation.frame)
            let content = GeometryExpression.reads(.content, presentation.frame)
            guard safeArea || content else { return printer.line(GeometryExpression.frame(presentation.frame)) }
            if safeArea { printer.line("let \(GeometryExpression.safeArea) = containerView?.safeAreaInsets ?? .zero") }
            if content { printer.line(GeometryExpression.contentDeclaration(of: "presentedViewController")) }
            printer.line("return " + GeometryExpression.frame(presentation.frame))
        }
    }

    /// `size(forChildContentContainer:withParentContainerSize:)`: UIKit tells the presented
    /// controller its content size from it (UIContentContainer), so it is the frame's size.
    private func printChildSize(into printer: inout CodePrinter) {
        printer.line("override func size(")
        printer.withIndentation {
            $0.lines([
                "forChildContentContainer child: any UIContentContainer,",
                "withParentContainerSize parentSize: CGSize",
            ])
        }
        printer.block(") -> CGSize") { printer in
            printer.line("// The presented controller gets its frame's size, not the whole container's.")
            printer.block("guard child === presentedViewController else") {
                $0.line("return super.size(forChildContentContainer: child, withParentContainerSize: parentSize)")
            }
            printer.line("return presentedFrame(in: CGRect(origin: .zero, size: parentSize)).size")
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
        guard
            presentation.dimming != nil || presentation.cornerRadius != nil || resting != nil
                || presentation.passthrough || keyboard != nil || accessibility.printsWillBegin || appearance != nil
        else { return }
        printer.block("override func presentationTransitionWillBegin()") { printer in
            printer.line("super.presentationTransitionWillBegin()")
            appearance?.printInstallation(into: &printer)
            if let resting { printer.lines(resting.panInstallation) }
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
                        $0.line(
                            "UITapGestureRecognizer(target: self, action: \(uikit.selector("dimmingViewTapped(_:)")))")
                    }
                    printer.line(")")
                }
                printer.line("containerView.insertSubview(dimmingView, at: 0)")
                blur?.printInstallation(into: &printer)
            }
            if let radius = presentation.cornerRadius {
                printer.block("if let presentedView") { printer in
                    printer.line("savedCornerRadius = presentedView.layer.cornerRadius")
                    printer.line("savedMasksToBounds = presentedView.layer.masksToBounds")
                    printer.line("presentedView.layer.cornerRadius = \(NumberLiteral.swift(radius))")
                    printer.line("presentedView.layer.masksToBounds = true")
                }
            }
            if presentation.passthrough { printPassthrough(into: &printer) }
            if keyboard != nil { printer.line("observeKeyboard()") }
            accessibility.printWillBegin(into: &printer)
            if presentation.dimming != nil { fade(transition.present, into: &printer) }
            blur?.printAnimation(.present, into: &printer)
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
        if presentation.dimming != nil, transition.dismiss.dimmingFade != nil || blur != nil {
            printer.block("override func dismissalTransitionWillBegin()") { printer in
                printer.line("super.dismissalTransitionWillBegin()")
                fade(transition.dismiss, into: &printer)
                blur?.printAnimation(.dismiss, into: &printer)
            }
            printer.blankLine()
        }
        let cleanup = presentationCleanup
        printer.block("override func dismissalTransitionDidEnd(_ completed: Bool)") { printer in
            printer.line("super.dismissalTransitionDidEnd(completed)")
            if !cleanup.isEmpty { printer.block("if completed") { $0.lines(cleanup) } }
            printer.line("// Whoever dismissed (the dimming tap, the pan, dismiss(animated:)), a presenter hears it.")
            printer.line(
                DismissalReport.statement(names, controller: "presentedViewController", completed: "completed"))
        }
    }

    /// Puts the forwarding backdrop over the whole container, above the dimming view (which so
    /// never sees a touch, but while it shows the backdrop blocks them) and below the presented
    /// view: UIKit's container view takes every touch that no subview does, so without it nothing
    /// behind the presentation could.
    private func printPassthrough(into printer: inout CodePrinter) {
        let lines = [
            "passthroughView.frame = containerView.bounds",
            "passthroughView.autoresizingMask = [.flexibleWidth, .flexibleHeight]",
            "passthroughView.forwardingView = presentingViewController.view",
        ]
        // With a dimming view, `containerView` is already bound (by its `guard`).
        guard presentation.dimming == nil else {
            printer.lines(
                lines + [
                    "passthroughView.dimmingView = dimmingView",
                    "containerView.insertSubview(passthroughView, aboveSubview: dimmingView)",
                ])
            return
        }
        printer.block("if let containerView") {
            $0.lines(lines + ["containerView.insertSubview(passthroughView, at: 0)"])
        }
    }

    /// Undoes what `presentationTransitionWillBegin()` added, once the presented view is gone.
    private var presentationCleanup: [String] {
        var lines: [String] = []
        if presentation.passthrough { lines.append("passthroughView.removeFromSuperview()") }
        if keyboard != nil { lines += KeyboardAvoidanceGenerator.stopObserving }
        if blur != nil { lines += BlurBackdropGenerator.cleanup }
        if presentation.dimming != nil { lines.append("dimmingView.removeFromSuperview()") }
        if presentation.cornerRadius != nil {
            lines.append("presentedView?.layer.cornerRadius = savedCornerRadius")
            lines.append("presentedView?.layer.masksToBounds = savedMasksToBounds")
        }
        lines += accessibility.cleanup
        // Last: the lines before it reach the wrapping view through `presentedView`.
        if appearance != nil { lines += AppearanceGenerator.cleanup }
        return lines
    }
}
