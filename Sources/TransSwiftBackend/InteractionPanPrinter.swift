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

    func print(into printer: inout CodePrinter) {
        printDelegate(into: &printer)
        printer.blankLine()
        printHandlePan(into: &printer)
        printer.blankLine()
        printRelease(into: &printer)
        printer.blankLine()
        printScrollEdge(into: &printer)
        printer.blankLine()
        printTravel(into: &printer)
        printer.blankLine()
        printer.line("/// The share of the dismissal a travel of `travel` points covers, in 0…1.")
        printer.block("private func progress(_ travel: CGFloat) -> CGFloat") {
            $0.line("min(max(travel / distance, 0), 1)")
        }
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
    private func printTravel(into printer: inout CodePrinter) {
        if let motion {
            let from = GeometryExpression.scalar(motion.from, .language)
            let to = GeometryExpression.scalar(motion.to, .language)
            printer.line(
                "/// How far the dismissal moves the presented view \(direction) (its \(axis) from `\(from)` to `\(to)`):"
            )
            printer.line("/// the finger's travel for the whole dismissal, so the view stays under the finger.")
        } else {
            printer.line("/// How far the presented view goes \(direction) until \(offScreen.comment).")
        }
        printer.block("private func dismissalTravel(in container: CGRect, final: CGRect) -> CGFloat") { printer in
            let travel = motion.map { $0.travel(toward: interactive.direction) }
            let safeArea = travel.map { GeometryExpression.reads(.safeArea, $0) } ?? false
            let content = travel.map { GeometryExpression.reads(.content, $0) } ?? false
            guard let travel, safeArea || content else {
                return printer.line(travel.map { GeometryExpression.scalar($0) } ?? offScreen.expression)
            }
            if safeArea {
                printer.line(
                    "let \(GeometryExpression.safeArea) = presented?.presentationController?.containerView?.safeAreaInsets"
                        + " ?? .zero")
            }
            if content {
                printer.line("guard let presented else { return 0 }")
                printer.line(GeometryExpression.contentDeclaration(of: "presented"))
            }
            printer.line("return " + GeometryExpression.scalar(travel))
        }
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

    // MARK: Printing

    private func printDelegate(into printer: inout CodePrinter) {
        printer.line("// MARK: UIGestureRecognizerDelegate")
        printer.blankLine()
        printer.line("/// Begins only for a drag \(direction): its axis dominant, moving that way.")
        printer.block("func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool") {
            printer in
            printer.line(
                "guard let pan = gestureRecognizer as? UIPanGestureRecognizer, let view = pan.view else { return false }"
            )
            printer.line("let velocity = pan.velocity(in: view)")
            printer.line("return abs(velocity.\(axis)) > abs(velocity.\(crossAxis)) && \(along("velocity")) > 0")
        }
        printer.blankLine()
        SwiftRenderer.render(
            .simultaneousScrollViewRecognition(documentation: [
                "A scroll view inside the presented view keeps scrolling with the pan; the pan takes over",
                "once the scroll view reaches its \(scrollEdge.name).",
            ]), into: &printer)
    }

    private func printHandlePan(into printer: inout CodePrinter) {
        printer.block(uikit.actionMethod("private func handlePan(_ pan: UIPanGestureRecognizer)")) { printer in
            printer.line("guard let presented, let view = pan.view, let container = view.superview else { return }")
            printer.line("let travel = \(along("pan.translation(in: container)"))")
            // Cases sit at the `switch`'s own indentation, their bodies one level in.
            printer.line("switch pan.state {")
            printer.line("case .began, .changed:")
            printer.withIndentation { printer in
                printer.block("if !isInteracting") { printer in
                    printer.line("// A scroll view under the finger scrolls until it reaches its \(scrollEdge.name).")
                    printer.line(
                        "guard !presented.isBeingPresented, !presented.isBeingDismissed, scrollViewIsAtEdge() else { return }"
                    )
                    printer.line(
                        "let final = presented.presentationController?.frameOfPresentedViewInContainerView ?? view.frame"
                    )
                    printer.line("distance = max(dismissalTravel(in: container.bounds, final: final), 1)")
                    printer.line("startTravel = travel")
                    printer.line("isInteracting = true")
                    printer.line("presented.dismiss(animated: true)")
                    if let dismissalReport {
                        printer.trailingClosure(
                            "presented.transitionCoordinator?.animate(alongsideTransition: nil)", "context in"
                        ) { $0.line(dismissalReport) }
                    }
                }
                printer.line("holdScrollViewAtEdge()")
                printer.line("update(progress(travel - startTravel))")
            }
            printer.line("case .ended:")
            printer.withIndentation { printer in
                printer.block("guard isInteracting else") { printer in
                    printer.line("scrollView = nil")
                    printer.line("return")
                }
                printer.line("let speed = \(along("pan.velocity(in: container)"))")
                printer.line("// A fling decides by its sign, even past the threshold; otherwise the threshold does.")
                printer.line(
                    "let finishing = speed >= flingVelocity || (speed > -flingVelocity && "
                        + (interactive.thresholdPoints == nil
                            ? "progress(travel - startTravel) > threshold)" : "travel - startTravel > threshold)")
                )
                printer.line("release(finishing: finishing, speed: speed)")
            }
            for state in ["case .cancelled, .failed:", "@unknown default:"] {
                if state.hasPrefix("@unknown") {
                    printer.line("case .possible:")
                    printer.withIndentation { $0.line("break") }
                }
                printer.line(state)
                printer.withIndentation { printer in
                    printer.block("guard isInteracting else") { printer in
                        printer.line("scrollView = nil")
                        printer.line("return")
                    }
                    printer.line("release(finishing: false, speed: 0)")
                }
            }
            printer.line("}")
        }
    }

    /// The timing curve the release continues on: the phase's curve, a spring's initial
    /// velocity replaced by the finger's (`velocity`, relative to the distance left).
    private var releaseTiming: TimingParameters {
        CurveSpelling.timingParameters(curve, initialVelocity: "CGVector(dx: velocity, dy: velocity)")
    }

    private var releaseIsSpring: Bool { curve.isSpring }

    private func printRelease(into printer: inout CodePrinter) {
        printer.line("/// Ends the drag: the dismissal continues to its end (or back to its start) on the phase's")
        printer.line(
            releaseIsSpring
                ? "/// spring, starting at the finger's speed." : "/// curve, from where the finger left it.")
        printer.block("private func release(finishing: Bool, speed: CGFloat)") { printer in
            printer.line("isInteracting = false")
            printer.line("scrollView = nil")
            if releaseIsSpring {
                printer.line("// The finger's speed relative to the distance left to go: a spring's initial velocity.")
                printer.line("let remaining = max(distance * (finishing ? 1 - percentComplete : percentComplete), 1)")
                printer.line("let velocity = (finishing ? speed : -speed) / remaining")
            }
            let timing = releaseTiming.alternatives
            if timing.count == 1 {
                printer.line("timingCurve = \(timing[0].expression)")
            } else {
                printer.block("if \(timing[0].condition!)") { $0.line("timingCurve = \(timing[0].expression)") }
                printer.chain("else") { $0.line("timingCurve = \(timing[1].expression)") }
            }
            printer.line("completionSpeed = 1")
            printer.block("if finishing") { $0.line("finish()") }
            printer.chain("else") { $0.line("cancel()") }
        }
    }

    private func printScrollEdge(into printer: inout CodePrinter) {
        let comparison = isNegative ? ">=" : "<="
        printer.line("/// Whether the scroll view under the finger, if any, is at its \(scrollEdge.name).")
        printer.block("private func scrollViewIsAtEdge() -> Bool") { printer in
            printer.line("guard let scrollView else { return true }")
            printer.line("return scrollView.contentOffset.\(axis) \(comparison) scrollEdge(of: scrollView)")
        }
        printer.blankLine()
        printer.line("/// Keeps the scroll view at its \(scrollEdge.name) while the pan drives the dismissal.")
        printer.block("private func holdScrollViewAtEdge()") { printer in
            printer.line("guard let scrollView else { return }")
            printer.line("scrollView.contentOffset.\(axis) = scrollEdge(of: scrollView)")
        }
        printer.blankLine()
        printer.line(
            "/// The content offset along the pan's axis at which the scroll view is at its \(scrollEdge.name).")
        printer.block("private func scrollEdge(of scrollView: UIScrollView) -> CGFloat") {
            $0.line(scrollEdge.expression)
        }
    }
}
