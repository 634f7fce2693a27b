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

    var declaration: SwiftDeclaration {
        // The resting positions' pan asks to recognize with a scroll view's pan.
        .type(
            documentation: [description], attributes: ["@MainActor"], modifiers: "private final", keyword: "class",
            name: names.presentationController,
            supertypes: ["UIPresentationController"] + (resting == nil ? [] : ["UIGestureRecognizerDelegate"]),
            members: properties + frame + [childSize] + (appearance?.shadowPath ?? [])
                + [.line("override var shouldRemovePresentersView: Bool { \(presentation.removesPresentersView) }")]
                + presentationTransition + dismissalTransition + [containerLayout] + methods)
    }

    /// The dimming and forwarding views, the keyboard's state and the saved corners.
    private var properties: [SwiftDeclaration] {
        var properties: [SwiftDeclaration] = []
        if presentation.dimming != nil {
            properties.append(
                .line(
                    documentation: [
                        "The dimming view behind the presented view (the `dimming` target of the animators)."
                    ],
                    "let dimmingView = UIView()"))
        }
        if let blur { properties.append(blur.property) }
        if presentation.passthrough {
            properties.append(
                .line(
                    documentation: [
                        "Under the presented view: forwards the touches outside it to the presenting view."
                    ],
                    "let passthroughView = \(names.passthroughView)()"))
        }
        if let keyboard { properties.append(keyboard.properties) }
        if accessibility.dismissible { properties.append(escapeKey.property) }
        properties += appearance?.properties ?? []
        if presentation.cornerRadius != nil {
            properties.append(
                .adjacent([
                    .line(
                        documentation: [
                            "The presented layer's corners before the presentation rounded them, put back after it."
                        ], "private var savedCornerRadius: CGFloat = 0"),
                    .line("private var savedMasksToBounds = false"),
                ]))
        }
        return properties
    }

    /// The members that follow the layout: the pan between resting positions, the keyboard's
    /// observers, VoiceOver's escape and the dimming view's tap.
    private var methods: [SwiftDeclaration] {
        var methods: [SwiftDeclaration] = []
        if let resting { methods += resting.panMembers }
        if let keyboard { methods += keyboard.methods }
        methods += accessibility.methods
        if presentation.dimming?.tapToDismiss == true {
            methods.append(
                .function(
                    signature: uikit.actionMethod(
                        "private func dimmingViewTapped(_ recognizer: UITapGestureRecognizer)"),
                    body: [.line("presentedViewController.dismiss(animated: true)")]))
        }
        return methods
    }

    /// `containerViewWillLayoutSubviews()`: the dimming view and the presented view follow the container.
    private var containerLayout: SwiftDeclaration {
        var body: [SwiftStatement] = [.line("super.containerViewWillLayoutSubviews()")]
        if presentation.dimming != nil {
            body.append(
                .ifThen(condition: "let containerView", body: [.line("dimmingView.frame = containerView.bounds")]))
        }
        guard presentation.relayout else {
            body.append(.comment("`relayout: false`: the presented view stays where the present animator landed it."))
            return .function(signature: "override func containerViewWillLayoutSubviews()", body: body)
        }
        body += [
            .comment("Not while a transition animates the presented view: it owns the frame until it ends."),
            .comment("A transformed view's `frame` is undefined, so the frame is applied as bounds and"),
            .comment("center (the layer's position, at its anchor point)."),
            .ifThen(
                condition:
                    "!presentedViewController.isBeingPresented, !presentedViewController.isBeingDismissed, let presentedView",
                body: [
                    .line("let frame = frameOfPresentedViewInContainerView"),
                    .line("let anchor = presentedView.layer.anchorPoint"),
                    .line("presentedView.bounds.size = frame.size"),
                    .line(
                        "presentedView.center = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)"
                    ),
                ] + (appearance?.layout ?? [])),
        ]
        return .function(
            signature: "override func containerViewWillLayoutSubviews()", body: body)
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

    /// A hardware keyboard's Escape (`EscapeKeyGenerator`), for a dismissible presentation.
    private var escapeKey: EscapeKeyGenerator { EscapeKeyGenerator(names: names, uikit: uikit) }

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
    private var frame: [SwiftDeclaration] {
        if let resting { return resting.frameMembers }
        let safeArea = GeometryExpression.reads(.safeArea, presentation.frame)
        let content = GeometryExpression.reads(.content, presentation.frame)
        var presentedFrame: [SwiftStatement] = []
        if safeArea {
            presentedFrame.append(.line("let \(GeometryExpression.safeArea) = containerView?.safeAreaInsets ?? .zero"))
        }
        if content {
            presentedFrame.append(.line(GeometryExpression.contentDeclaration(of: "presentedViewController")))
        }
        presentedFrame.append(
            safeArea || content
                ? .returning(GeometryExpression.frame(presentation.frame))
                : .line(GeometryExpression.frame(presentation.frame)))
        return [
            .function(
                signature: "override var frameOfPresentedViewInContainerView: CGRect",
                body: [
                    .line("guard let containerView else { return .zero }"),
                    .returning(
                        keyboard == nil
                            ? "presentedFrame(in: containerView.bounds)"
                            : "avoidingKeyboard(presentedFrame(in: containerView.bounds))"),
                ]),
            .function(
                documentation: ["The presented view's frame in a container with bounds `container`."],
                signature: "private func presentedFrame(in container: CGRect) -> CGRect", body: presentedFrame),
        ]
    }

    /// `size(forChildContentContainer:withParentContainerSize:)`: UIKit tells the presented
    /// controller its content size from it (UIContentContainer), so it is the frame's size.
    private var childSize: SwiftDeclaration {
        .wrappedFunction(
            head: "override func size",
            parameters: [
                "forChildContentContainer child: any UIContentContainer", "withParentContainerSize parentSize: CGSize",
            ], tail: "-> CGSize",
            body: [
                .comment("The presented controller gets its frame's size, not the whole container's."),
                .guardElse(
                    conditions: ["child === presentedViewController"],
                    otherwise: [
                        .returning("super.size(forChildContentContainer: child, withParentContainerSize: parentSize)")
                    ]),
                .returning("presentedFrame(in: CGRect(origin: .zero, size: parentSize)).size"),
            ])
    }

    /// The fade of the dimming view alongside a phase, when the phase does not animate it.
    private func fade(_ phase: Phase) -> [SwiftStatement] {
        guard let fade = phase.dimmingFade, case .fromTo(_, .scalar(let to)) = fade.animation else { return [] }
        let alpha = GeometryExpression.scalar(to)
        let alongside = "alongsideTransition: { _ in self.dimmingView.alpha = \(alpha) }"
        var animation: SwiftStatement = .line("coordinator.animate(\(alongside))")
        if phase.kind == .dismiss, transition.interactiveDismissal != nil,
            case .fromTo(.scalar(let from), _) = fade.animation
        {
            // A cancelled pan scrubs the fade back, but leaves the model value at 0.
            animation = .wrappedCall(
                callee: "coordinator.animate",
                arguments: [
                    .expression(alongside),
                    .closure(
                        label: "completion", signature: "context in",
                        body: [
                            .ifThen(
                                condition: "context.isCancelled",
                                body: [.line("self.dimmingView.alpha = \(GeometryExpression.scalar(from))")])
                        ]),
                ])
        }
        return [
            .comment("The dimming fades alongside the \(phase.kind == .present ? "presentation" : "dismissal")."),
            .ifThen(
                condition: "let coordinator = presentedViewController.transitionCoordinator", body: [animation],
                otherwise: [.line("dimmingView.alpha = \(alpha)")]),
        ]
    }

    /// `presentationTransitionWillBegin()` and, when something needs undoing after a cancelled
    /// presentation, `presentationTransitionDidEnd(_:)`.
    private var presentationTransition: [SwiftDeclaration] {
        guard
            presentation.dimming != nil || presentation.cornerRadius != nil || resting != nil
                || presentation.passthrough || keyboard != nil || accessibility.printsWillBegin || appearance != nil
        else { return [] }
        var body: [SwiftStatement] = [.line("super.presentationTransitionWillBegin()")]
        body += appearance?.installation ?? []
        if let resting { body += resting.panInstallation.map(SwiftStatement.line) }
        if let dimming = presentation.dimming { body += dimmingInstallation(dimming) }
        if let radius = presentation.cornerRadius {
            body.append(
                .ifThen(
                    condition: "let presentedView",
                    body: [
                        .line("savedCornerRadius = presentedView.layer.cornerRadius"),
                        .line("savedMasksToBounds = presentedView.layer.masksToBounds"),
                        .line("presentedView.layer.cornerRadius = \(NumberLiteral.swift(radius))"),
                        .line("presentedView.layer.masksToBounds = true"),
                    ]))
        }
        if presentation.passthrough { body += passthrough }
        if keyboard != nil { body.append(.line("observeKeyboard()")) }
        body += accessibility.willBegin
        if accessibility.dismissible { body += escapeKey.installation }
        if presentation.dimming != nil { body += fade(transition.present) }
        body += blur?.animation(.present) ?? []
        let willBegin = SwiftDeclaration.function(
            signature: "override func presentationTransitionWillBegin()", body: body)
        let cleanup = presentationCleanup
        guard !cleanup.isEmpty else { return [willBegin] }
        return [
            willBegin,
            .function(
                signature: "override func presentationTransitionDidEnd(_ completed: Bool)",
                body: [
                    .line("super.presentationTransitionDidEnd(completed)"),
                    .ifThen(condition: "!completed", body: cleanup.map(SwiftStatement.line)),
                ]),
        ]
    }

    /// The dimming view put behind everything, transparent, in the dimming colour.
    private func dimmingInstallation(_ dimming: Dimming) -> [SwiftStatement] {
        let c = dimming.color
        let color = SwiftExpression.call(
            .name("UIColor"),
            [
                ("red", .number(c.red)), ("green", .number(c.green)), ("blue", .number(c.blue)),
                ("alpha", .number(c.alpha)),
            ])
        var statements: [SwiftStatement] = [
            .line("guard let containerView else { return }"),
            .line("dimmingView.frame = containerView.bounds"),
            .line("dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]"),
            .line("dimmingView.backgroundColor = \(SwiftRenderer.text(color))"),
            .line("dimmingView.alpha = 0"),
        ]
        if dimming.tapToDismiss {
            statements.append(
                .wrappedCall(
                    callee: "dimmingView.addGestureRecognizer",
                    arguments: [
                        .expression(
                            "UITapGestureRecognizer(target: self, action: \(uikit.selector("dimmingViewTapped(_:)")))")
                    ]))
        }
        return statements + [.line("containerView.insertSubview(dimmingView, at: 0)")] + (blur?.installation ?? [])
    }

    /// `dismissalTransitionWillBegin()` when the dimming fades alongside, and
    /// `dismissalTransitionDidEnd(_:)`, which undoes the presentation and reports the dismissal.
    private var dismissalTransition: [SwiftDeclaration] {
        var declarations: [SwiftDeclaration] = []
        if presentation.dimming != nil, transition.dismiss.dimmingFade != nil || blur != nil {
            declarations.append(
                .function(
                    signature: "override func dismissalTransitionWillBegin()",
                    body: [.line("super.dismissalTransitionWillBegin()")] + fade(transition.dismiss)
                        + (blur?.animation(.dismiss) ?? [])))
        }
        let cleanup = presentationCleanup
        var didEnd: [SwiftStatement] = [.line("super.dismissalTransitionDidEnd(completed)")]
        if !cleanup.isEmpty { didEnd.append(.ifThen(condition: "completed", body: cleanup.map(SwiftStatement.line))) }
        didEnd += [
            .comment("Whoever dismissed (the dimming tap, the pan, dismiss(animated:)), a presenter hears it."),
            .line(DismissalReport.statement(names, controller: "presentedViewController", completed: "completed")),
        ]
        return declarations + [
            .function(
                signature: "override func dismissalTransitionDidEnd(_ completed: Bool)",
                body: didEnd)
        ]
    }

    /// Puts the forwarding backdrop over the whole container, above the dimming view (which so
    /// never sees a touch, but while it shows the backdrop blocks them) and below the presented
    /// view: UIKit's container view takes every touch that no subview does, so without it nothing
    /// behind the presentation could.
    private var passthrough: [SwiftStatement] {
        let lines = [
            "passthroughView.frame = containerView.bounds",
            "passthroughView.autoresizingMask = [.flexibleWidth, .flexibleHeight]",
            "passthroughView.forwardingView = presentingViewController.view",
        ]
        // With a dimming view, `containerView` is already bound (by its `guard`).
        guard presentation.dimming == nil else {
            return
                (lines + [
                    "passthroughView.dimmingView = dimmingView",
                    "containerView.insertSubview(passthroughView, aboveSubview: dimmingView)",
                ]).map(SwiftStatement.line)
        }
        return [
            .ifThen(
                condition: "let containerView",
                body: (lines + ["containerView.insertSubview(passthroughView, at: 0)"]).map(SwiftStatement.line))
        ]
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
        if accessibility.dismissible { lines += escapeKey.cleanup }
        // Last: the lines before it reach the wrapping view through `presentedView`.
        if appearance != nil { lines += AppearanceGenerator.cleanup }
        return lines
    }
}
