// The interaction's pan: its delegate, its handler, the release and the scroll-view hand-off.
import TransModel

/// Prints the interaction controller's gesture handling for one direction.
struct InteractionPanPrinter {
    let interactive: InteractiveDismissal
    /// The dismiss phase's curve, which the release continues on.
    let curve: Curve
    /// What the dismissal does to the presented view along the pan's axis: the finger's travel
    /// over its length is the progress (nil only for a program the checker did not pass).
    let motion: PanAxisMotion?
    let uikit: TargetUIKit
    /// The statement telling a presenter how the pan's dismissal ended, run from the transition
    /// coordinator's completion (`context` is its context); nil when the presentation
    /// controller reports instead.
    let dismissalReport: String?

    /// The pan's delegate, its handler, the release, the scroll view's edge, the travel and the progress.
    var declarations: [SwiftDeclaration] {
        delegate + [handlePan, release] + scrollEdgeMembers
            + [
                travel,
                .function(
                    documentation: ["The share of the dismissal a travel of `travel` points covers, in 0…1."],
                    signature: "private func progress(_ travel: CGFloat) -> CGFloat",
                    body: [.line("min(max(travel / distance, 0), 1)")]),
            ]
    }

    // MARK: Direction

    private var direction: String { interactive.direction.directionName }
    private var isVertical: Bool { interactive.direction == .top || interactive.direction == .bottom }
    private var axis: String { isVertical ? "y" : "x" }
    private var crossAxis: String { isVertical ? "x" : "y" }
    /// Whether the direction runs toward smaller coordinates (up, left).
    private var isNegative: Bool { interactive.direction == .top || interactive.direction == .left }

    /// The finger's travel in the direction, from a translation or velocity `point`.
    private func along(_ point: String) -> String {
        (isNegative ? "-" : "") + "\(point).\(axis)"
    }

    /// How far the dismissal moves the presented view the pan's way, over `container` and
    /// `final`: the presented view's motion, else the distance that takes it off screen.
    private var travel: SwiftDeclaration {
        var documentation = ["How far the presented view goes \(direction) until \(offScreen.comment)."]
        if let motion {
            let from = GeometryExpression.scalar(motion.from, .language)
            let to = GeometryExpression.scalar(motion.to, .language)
            documentation = [
                "How far the dismissal moves the presented view \(direction) (its \(axis) from `\(from)` to `\(to)`):",
                "the finger's travel for the whole dismissal, so the view stays under the finger.",
            ]
        }
        let travel = motion.map { $0.travel(toward: interactive.direction) }
        let safeArea = travel.map { GeometryExpression.reads(.safeArea, $0) } ?? false
        let content = travel.map { GeometryExpression.reads(.content, $0) } ?? false
        var body: [SwiftStatement] = [.line(travel.map { GeometryExpression.scalar($0) } ?? offScreen.expression)]
        if let travel, safeArea || content {
            body = []
            if safeArea {
                body.append(
                    .line(
                        "let \(GeometryExpression.safeArea) = presented?.presentationController?.containerView?.safeAreaInsets"
                            + " ?? .zero"))
            }
            if content {
                body += [
                    .line("guard let presented else { return 0 }"),
                    .line(GeometryExpression.contentDeclaration(of: "presented")),
                ]
            }
            body.append(.returning(GeometryExpression.scalar(travel)))
        }
        return .function(
            documentation: documentation,
            signature: "private func dismissalTravel(in container: CGRect, final: CGRect) -> CGFloat", body: body)
    }

    /// The distance from the final frame `final` until the view has left the container.
    private var offScreen: (comment: String, expression: String) {
        switch interactive.direction {
        case .top: ("its bottom edge passes the container's top", "final.maxY")
        case .bottom: ("its top edge passes the container's bottom", "container.height - final.minY")
        case .left: ("its right edge passes the container's left", "final.maxX")
        case .right: ("its left edge passes the container's right", "container.width - final.minX")
        }
    }

    /// The scroll view's content edge at which the pan takes over: dragging down dismisses
    /// once the content is scrolled to its top, and so on.
    private var scrollEdge: (name: String, expression: String) {
        let inset = "scrollView.adjustedContentInset"
        return switch interactive.direction {
        case .bottom: ("top", "-\(inset).top")
        case .right: ("left", "-\(inset).left")
        case .top:
            (
                "bottom",
                "max(scrollView.contentSize.height - scrollView.bounds.height + \(inset).bottom, -\(inset).top)"
            )
        case .left:
            ("right", "max(scrollView.contentSize.width - scrollView.bounds.width + \(inset).right, -\(inset).left)")
        }
    }

    // MARK: Declarations

    private var delegate: [SwiftDeclaration] {
        [
            .line("// MARK: UIGestureRecognizerDelegate"),
            .function(
                documentation: ["Begins only for a drag \(direction): its axis dominant, moving that way."],
                signature: "func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool",
                body: [
                    .line(
                        "guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let view = pan.view else { return false }"
                    ),
                    .line("let velocity = pan.velocity(in: view)"),
                    .returning("abs(velocity.\(axis)) > abs(velocity.\(crossAxis)) && \(along("velocity")) > 0"),
                ]),
            .simultaneousScrollViewRecognition(documentation: [
                "A scroll view inside the presented view keeps scrolling with the pan; the pan takes over",
                "once the scroll view reaches its \(scrollEdge.name).",
            ]),
        ]
    }

    private var handlePan: SwiftDeclaration {
        var begin: [SwiftStatement] = [
            .comment("A scroll view under the finger scrolls until it reaches its \(scrollEdge.name)."),
            .line(
                "guard !presented.isBeingPresented, !presented.isBeingDismissed, scrollViewIsAtEdge() else { return }"),
            .line("let final = presented.presentationController?.frameOfPresentedViewInContainerView ?? view.frame"),
            .line("distance = max(dismissalTravel(in: container.bounds, final: final), 1)"),
            .line("startTravel = travel"),
            .line("isInteracting = true"),
            .line("presented.dismiss(animated: true)"),
        ]
        if let dismissalReport {
            begin.append(
                .closure(
                    call: "presented.transitionCoordinator?.animate(alongsideTransition: nil)", signature: "context in",
                    body: [.line(dismissalReport)]))
        }
        let notInteracting: SwiftStatement = .guardElse(
            conditions: ["isInteracting"], otherwise: [.line("scrollView = nil"), .line("return")])
        let cancelled: [SwiftStatement] = [notInteracting, .line("release(finishing: false, speed: 0)")]
        return .function(
            signature: uikit.actionMethod("private func handlePan(_ pan: UIPanGestureRecognizer)"),
            body: [
                .line("guard let presented, let view = pan.view, let container = view.superview else { return }"),
                .line("let travel = \(along("pan.translation(in: container)"))"),
                .switchOver(
                    subject: "pan.state",
                    cases: [
                        (
                            "case .began, .changed",
                            [
                                .ifThen(condition: "!isInteracting", body: begin),
                                .line("holdScrollViewAtEdge()"),
                                .line("update(progress(travel - startTravel))"),
                            ]
                        ),
                        (
                            "case .ended",
                            [
                                notInteracting,
                                .line("let speed = \(along("pan.velocity(in: container)"))"),
                                .comment(
                                    "A fling decides by its sign, even past the threshold; otherwise the threshold does."
                                ),
                                .line(
                                    "let finishing = speed >= flingVelocity || (speed > -flingVelocity && "
                                        + (interactive.thresholdPoints == nil
                                            ? "progress(travel - startTravel) > threshold)"
                                            : "travel - startTravel > threshold)")),
                                .line("release(finishing: finishing, speed: speed)"),
                            ]
                        ),
                        ("case .cancelled, .failed", cancelled),
                        ("case .possible", [.line("break")]),
                        ("@unknown default", cancelled),
                    ]),
            ])
    }

    /// The timing curve the release continues on: the phase's curve, a spring's initial
    /// velocity replaced by the finger's (`velocity`, relative to the distance left).
    private var releaseTiming: TimingParameters {
        CurveSpelling.timingParameters(curve, initialVelocity: "CGVector(dx: velocity, dy: velocity)")
    }

    private var releaseIsSpring: Bool { curve.isSpring }

    private var release: SwiftDeclaration {
        var body: [SwiftStatement] = [.line("isInteracting = false"), .line("scrollView = nil")]
        if releaseIsSpring {
            body += [
                .comment("The finger's speed relative to the distance left to go: a spring's initial velocity."),
                .line("let remaining = max(distance * (finishing ? 1 - percentComplete : percentComplete), 1)"),
                .line("let velocity = (finishing ? speed : -speed) / remaining"),
            ]
        }
        let timing = releaseTiming.alternatives
        body.append(
            timing.count == 1
                ? .line("timingCurve = \(timing[0].expression)")
                : .ifThen(
                    condition: timing[0].condition!, body: [.line("timingCurve = \(timing[0].expression)")],
                    otherwise: [.line("timingCurve = \(timing[1].expression)")]))
        body += [
            .line("completionSpeed = 1"),
            .ifThen(condition: "finishing", body: [.line("finish()")], otherwise: [.line("cancel()")]),
        ]
        return .function(
            documentation: [
                "Ends the drag: the dismissal continues to its end (or back to its start) on the phase's",
                releaseIsSpring ? "spring, starting at the finger's speed." : "curve, from where the finger left it.",
            ], signature: "private func release(finishing: Bool, speed: CGFloat)", body: body)
    }

    private var scrollEdgeMembers: [SwiftDeclaration] {
        let comparison = isNegative ? ">=" : "<="
        return [
            .function(
                documentation: ["Whether the scroll view under the finger, if any, is at its \(scrollEdge.name)."],
                signature: "private func scrollViewIsAtEdge() -> Bool",
                body: [
                    .line("guard let scrollView else { return true }"),
                    .returning("scrollView.contentOffset.\(axis) \(comparison) scrollEdge(of: scrollView)"),
                ]),
            .function(
                documentation: ["Keeps the scroll view at its \(scrollEdge.name) while the pan drives the dismissal."],
                signature: "private func holdScrollViewAtEdge()",
                body: [
                    .line("guard let scrollView else { return }"),
                    .line("scrollView.contentOffset.\(axis) = scrollEdge(of: scrollView)"),
                ]),
            .function(
                documentation: [
                    "The content offset along the pan's axis at which the scroll view is at its \(scrollEdge.name)."
                ], signature: "private func scrollEdge(of scrollView: UIScrollView) -> CGFloat",
                body: [.line(scrollEdge.expression)]),
        ]
    }
}
