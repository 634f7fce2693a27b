// `rests { … }`: the public `Position` enum and `move(to:animated:)` of the transition, and
// the presentation controller's pan between resting positions with its release rule.
import TransModel

/// Prints the resting positions' code: the rules are docs/timeline.md's "Resting positions"
/// (TransTimeline's `RestingMotion`), which the simulation tests hold the two to.
struct RestingPositionsGenerator {
    let positions: RestingPositions
    /// The dimming view's alpha when a position is dimmed; nil without a dimming view.
    let dimmingAlpha: Double?
    let names: TypeNames
    let uikit: TargetUIKit

    /// The spring a release or `move(to:animated:)` runs on: critically damped (no bounce past
    /// the position), 0.45 s — our choice; FloatingPanel and PanModal use similar springs.
    static let springDuration = 0.45

    private var positionType: String { "\(names.transition).Position" }

    private func caseName(_ rest: RestingPositions.Rest) -> String {
        Self.swiftKeywords.contains(rest.name) ? "`\(rest.name)`" : rest.name
    }

    /// Words a Swift enum case must write in backticks.
    private static let swiftKeywords: Set<String> = [
        "as", "break", "case", "catch", "class", "continue", "default", "defer", "deinit", "do", "else", "enum",
        "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if", "import", "in", "init",
        "inout", "internal", "is", "let", "nil", "operator", "private", "protocol", "public", "repeat", "rethrows",
        "return", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias",
        "var", "where", "while", "any", "some", "await", "associatedtype",
    ]

    // MARK: The transition's API

    /// Inside `NAMETransition`: the positions, the controller it last presented with, and
    /// `move(to:animated:)`.
    func printTransitionAPI(into printer: inout CodePrinter) {
        printer.line("/// The presented view's resting positions, lowest first.")
        printer.block("public enum Position: CaseIterable, Sendable") { printer in
            for rest in positions.rests { printer.line("case \(caseName(rest))") }
        }
        printer.blankLine()
        printer.line("/// The presentation controller of the latest presentation, for `move(to:animated:)`.")
        printer.line("private weak var restingController: \(names.presentationController)?")
        printer.blankLine()
        printer.line("/// The resting position the presented view is at, or moving to; nil before a presentation.")
        printer.block("public var position: Position?") { $0.line("restingController?.position") }
        printer.blankLine()
        printer.line(
            "/// Moves the presented view to `position`: on the release's spring when `animated`, else at once.")
        printer.block("public func move(to position: Position, animated: Bool)") {
            $0.line("restingController?.move(to: position, animated: animated, velocity: 0)")
        }
    }

    /// The body of `presentationController(forPresented:presenting:source:)`.
    func printControllerCreation(into printer: inout CodePrinter) {
        printer.line(
            "let controller = \(names.presentationController)(presentedViewController: presented, presenting: presenting)"
        )
        printer.line("restingController = controller")
        printer.line("return controller")
    }

    // MARK: The presentation controller

    /// `frameOfPresentedViewInContainerView` and `presentedFrame(in:)`: the position's frame,
    /// or where the finger holds the view.
    func printFrame(into printer: inout CodePrinter) {
        printer.line("/// The resting position the presented view is at, or moving to.")
        printer.line("private(set) var position: \(positionType) = .\(caseName(positions.initial))")
        printer.line("/// The presented view's top edge while a pan holds it (and through a dismissal it started).")
        printer.line("private var draggedTop: CGFloat?")
        printer.line("/// The top edge as the pan began (moved on while a scroll view takes the finger).")
        printer.line("private var panStartTop: CGFloat = 0")
        printer.line("/// A scroll view inside the presented view that the finger also scrolls.")
        printer.line("private weak var scrollView: UIScrollView?")
        printer.line(
            "/// Whether the finger scrolls that content now, the presented view waiting at the highest position.")
        printer.line("private var scrollsContent = false")
        printer.blankLine()
        printer.block("override var frameOfPresentedViewInContainerView: CGRect") { printer in
            printer.line("guard let containerView else { return .zero }")
            printer.line("return presentedFrame(in: containerView.bounds)")
        }
        printer.blankLine()
        printer.line("/// The presented view's frame in a container with bounds `container`: its position's, or the")
        printer.line("/// frame under the finger (so a dismissal the pan starts leaves from there: its `final`).")
        printer.block("private func presentedFrame(in container: CGRect) -> CGRect") { printer in
            printer.line("guard let draggedTop else { return restingFrame(position, in: container) }")
            printer.line("return frame(atTop: draggedTop, in: container)")
        }
        printer.blankLine()
        printer.line("/// Each resting position's frame in a container with bounds `container`.")
        printer.block("private func restingFrame(_ position: \(positionType), in container: CGRect) -> CGRect") {
            printer in
            printer.line("switch position {")
            for rest in positions.rests {
                printer.line("case .\(caseName(rest)): return \(GeometryExpression.frame(rest.frame))")
            }
            printer.line("}")
        }
        printer.blankLine()
        printFrameAtTop(into: &printer)
        if positions.largestUndimmedIndex != nil, dimmingAlpha != nil {
            printer.blankLine()
            printDimming(into: &printer)
        }
    }

    private func printFrameAtTop(into printer: inout CodePrinter) {
        printer.lines([
            "/// The frame with its top edge at `top`: between two neighbouring positions each field moves",
            "/// with the top edge from one to the other; past the lowest or the highest, that one's frame moved.",
        ])
        printer.block("private func frame(atTop top: CGFloat, in container: CGRect) -> CGRect") { printer in
            printer.line("let frames = \(positionType).allCases.map { restingFrame($0, in: container) }")
            printer.block("if top >= frames[0].minY") {
                $0.line("return frames[0].offsetBy(dx: 0, dy: top - frames[0].minY)")
            }
            printer.block("for index in 1..<frames.count where top >= frames[index].minY") { printer in
                printer.line("let lower = frames[index - 1]")
                printer.line("let upper = frames[index]")
                printer.line("let share = (lower.minY - top) / (lower.minY - upper.minY)")
                printer.line("return CGRect(")
                printer.withIndentation {
                    $0.lines([
                        "x: lower.minX + (upper.minX - lower.minX) * share, y: top,",
                        "width: lower.width + (upper.width - lower.width) * share,",
                        "height: lower.height + (upper.height - lower.height) * share)",
                    ])
                }
            }
            printer.line("let highest = frames[frames.count - 1]")
            printer.line("return highest.offsetBy(dx: 0, dy: top - highest.minY)")
        }
    }

    private func printDimming(into printer: inout CodePrinter) {
        guard let undimmed = positions.largestUndimmedIndex, let alpha = dimmingAlpha else { return }
        let low = caseName(positions.rests[undimmed])
        printer.lines([
            "/// The dimming view's alpha with the presented view's top edge at `top`: none at and below",
            "/// `\(low)` (`largestUndimmed`), all of it from the next position up, linear between.",
        ])
        printer.block("private func dimmingAlpha(atTop top: CGFloat, in container: CGRect) -> CGFloat") { printer in
            guard undimmed + 1 < positions.rests.count else {
                printer.line("0")
                return
            }
            let high = caseName(positions.rests[undimmed + 1])
            printer.line("let low = restingFrame(.\(low), in: container).minY")
            printer.line("let high = restingFrame(.\(high), in: container).minY")
            printer.line("return \(NumberLiteral.swift(alpha)) * min(max((low - top) / (low - high), 0), 1)")
        }
    }

    /// Whether the dimming follows the position.
    private var dimmingFollows: Bool { positions.largestUndimmedIndex != nil && dimmingAlpha != nil }

    /// The line that adds the pan, in `presentationTransitionWillBegin()`.
    var panInstallation: [String] {
        [
            "let restingPan = UIPanGestureRecognizer(target: self, action: \(uikit.selector("handleRestingPan(_:)")))",
            "restingPan.delegate = self",
            "presentedView?.addGestureRecognizer(restingPan)",
        ]
    }

    /// The pan's handler, the rubber band, the release and `move(to:animated:velocity:)`.
    func printPan(into printer: inout CodePrinter) {
        printer.line("/// The pan between resting positions: the view follows the finger, and the release lands")
        printer.line("/// where its velocity projects.")
        printer.block(uikit.actionMethod("private func handleRestingPan(_ pan: UIPanGestureRecognizer)")) { printer in
            printer.line("guard let containerView, let presentedView, !presentedViewController.isBeingPresented,")
            printer.line("    !presentedViewController.isBeingDismissed")
            printer.line("else { return }")
            printer.line("let container = containerView.bounds")
            printer.line("switch pan.state {")
            printer.line("case .began:")
            printer.withIndentation { printer in
                printer.line("// Caught while it moves, the view stays where it is on screen.")
                printer.line("let layer = presentedView.layer.presentation() ?? presentedView.layer")
                printer.line("panStartTop = layer.position.y - layer.anchorPoint.y * layer.bounds.height")
                printer.line("presentedView.layer.removeAllAnimations()")
                printer.line("hold(presentedView, at: panStartTop, in: container)")
            }
            printer.line("case .changed:")
            printer.withIndentation {
                $0.line("let translation = pan.translation(in: containerView).y")
                $0.line("guard !handsOverToContent(translation: translation, in: container) else { return }")
                $0.line(
                    "hold(presentedView, at: draggedTop(from: panStartTop, translation: translation, in: container), in: container)"
                )
            }
            printer.line("case .ended, .cancelled, .failed:")
            printer.withIndentation {
                $0.line("// A release that scrolled the content leaves the presented view where it rests.")
                $0.block("guard !scrollsContent else") { printer in
                    printer.line("scrollsContent = false")
                    printer.line("draggedTop = nil")
                    printer.line("return")
                }
                $0.line("let velocity = pan.state == .ended ? pan.velocity(in: containerView).y : 0")
                $0.line("release(at: draggedTop ?? panStartTop, velocity: velocity, in: container)")
            }
            printer.line("default:")
            printer.line("    break")
            printer.line("}")
        }
        printer.blankLine()
        printScrollHandOff(into: &printer)
        printer.blankLine()
        printer.line("/// Puts the presented view's top edge at `top`, with its dimming.")
        printer.block("private func hold(_ presentedView: UIView, at top: CGFloat, in container: CGRect)") { printer in
            printer.line("draggedTop = top")
            printer.line("place(presentedView, at: frame(atTop: top, in: container))")
            if dimmingFollows { printer.line("dimmingView.alpha = dimmingAlpha(atTop: top, in: container)") }
        }
        printer.blankLine()
        printer.line("/// A transformed view's `frame` is undefined: the frame is applied as bounds and center.")
        printer.block("private func place(_ view: UIView, at frame: CGRect)") { printer in
            printer.line("let anchor = view.layer.anchorPoint")
            printer.line("view.bounds.size = frame.size")
            printer.line(
                "view.center = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)"
            )
        }
        printer.blankLine()
        printDraggedTop(into: &printer)
        printer.blankLine()
        printRelease(into: &printer)
        printer.blankLine()
        printMove(into: &printer)
    }

    /// The hand-off with a scroll view inside the presented view, as PanModal's and UIKit's
    /// sheets do: at the highest position the finger scrolls the content (and, pulling up, only
    /// the content); once the content is at its top, pulling down moves the presented view from
    /// there, and the content is held at its top while the presented view moves.
    private func printScrollHandOff(into printer: inout CodePrinter) {
        printer.printSimultaneousScrollViewRecognition()
        printer.blankLine()
        printer.line("/// Whether the finger, `translation` points down since the pan began, scrolls the content")
        printer.line("/// instead of moving the presented view; otherwise the content is held at its top.")
        printer.block("private func handsOverToContent(translation: CGFloat, in container: CGRect) -> Bool") {
            printer in
            printer.line("guard let scrollView else { return false }")
            printer.line("let positions = \(positionType).allCases")
            printer.line("let highest = restingFrame(positions[positions.count - 1], in: container).minY")
            printer.line("let contentTop = -scrollView.adjustedContentInset.top")
            printer.line("let atHighest = (draggedTop ?? panStartTop) <= highest + 0.5")
            printer.block(
                "if atHighest, scrollView.contentOffset.y > contentTop || panStartTop + translation < highest"
            ) { printer in
                printer.line(
                    "// The presented view waits at the highest position; the finger's travel counts from here.")
                printer.line("scrollsContent = true")
                printer.line("panStartTop = highest - translation")
                printer.line("return true")
            }
            printer.block("if scrollsContent") { printer in
                printer.line(
                    "// The content has just reached its top: the presented view follows the finger from here.")
                printer.line("scrollsContent = false")
                printer.line("panStartTop = highest - translation")
            }
            printer.line("scrollView.contentOffset.y = contentTop")
            printer.line("return false")
        }
    }

    private func printDraggedTop(into printer: inout CodePrinter) {
        printer.lines([
            "/// The top edge under a finger `translation` points down from where the pan began at `start`:",
            "/// free between the highest and the lowest positions, rubber-banded past the highest"
                + (positions.dismissible ? "," : " and the lowest,"),
            positions.dismissible
                ? "/// following the finger below the lowest (a release there may dismiss)."
                : "/// as UIScrollView's rubber band: (1 − 1 / (x × 0.55 / d + 1)) × d.",
        ])
        printer.block(
            "private func draggedTop(from start: CGFloat, translation: CGFloat, in container: CGRect) -> CGFloat"
        ) { printer in
            printer.line("let tops = \(positionType).allCases.map { restingFrame($0, in: container).minY }")
            printer.line("let top = start + translation")
            printer.line("let highest = tops[tops.count - 1]")
            printer.block("if top < highest") {
                $0.line("return highest - Self.rubberBand(highest - top, dimension: container.height)")
            }
            if !positions.dismissible {
                printer.line("let lowest = tops[0]")
                printer.block("if top > lowest") {
                    $0.line("return lowest + Self.rubberBand(top - lowest, dimension: container.height)")
                }
            }
            printer.line("return top")
        }
        printer.blankLine()
        printer.line(
            "/// How far a view follows a finger `overshoot` points past its end (UIScrollView's rubber band).")
        printer.block("private static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat") {
            printer in
            printer.line("guard overshoot > 0, dimension > 0 else { return 0 }")
            printer.line("return (1 - 1 / (overshoot * 0.55 / dimension + 1)) * dimension")
        }
    }

    private func printRelease(into printer: inout CodePrinter) {
        printer.lines([
            "/// Lands a release at `top` moving at `velocity` (points per second, down positive) on the",
            "/// position nearest to where the velocity projects it: UIScrollView's normal deceleration",
            "/// keeps 0.998 of the velocity per millisecond, so it carries on v / 1000 × 0.998 / (1 − 0.998).",
        ])
        if positions.dismissible {
            printer.line(
                "/// Nearer the container's bottom edge than to every position, it dismisses from where it is.")
        }
        printer.block("private func release(at top: CGFloat, velocity: CGFloat, in container: CGRect)") { printer in
            printer.line("let projected = top + velocity / 1000 * 0.998 / (1 - 0.998)")
            // Without a dismissal, the lowest position is the first candidate; ties go to the lower.
            let dismissible = positions.dismissible
            printer.line("let positions = \(positionType).allCases")
            printer.line(dismissible ? "var nearest: \(positionType)?" : "var nearest = positions[0]")
            printer.line(
                "var distance = "
                    + (dismissible
                        ? "abs(container.height - projected)"
                        : "abs(restingFrame(nearest, in: container).minY - projected)"))
            printer.block("for candidate in positions\(dismissible ? "" : ".dropFirst()")") { printer in
                printer.line("let candidateDistance = abs(restingFrame(candidate, in: container).minY - projected)")
                printer.block("if candidateDistance < distance") {
                    $0.line("nearest = candidate")
                    $0.line("distance = candidateDistance")
                }
            }
            if dismissible {
                printer.block("guard let nearest else") { printer in
                    printer.line("presentedViewController.dismiss(animated: true)")
                    printer.line("return")
                }
            }
            printer.line("move(to: nearest, animated: true, velocity: velocity)")
        }
    }

    private func printMove(into printer: inout CodePrinter) {
        printer.lines([
            "/// Moves the presented view to `target` on a critically damped spring (at once when not",
            "/// `animated`), starting at the finger's `velocity` in UIKit's unit: over the distance to go.",
        ])
        printer.block("func move(to target: \(positionType), animated: Bool, velocity: CGFloat)") { printer in
            printer.line("let start = draggedTop")
            printer.line("position = target")
            printer.line("draggedTop = nil")
            printer.line("guard let containerView, let presentedView else { return }")
            printer.line("let container = containerView.bounds")
            printer.line("let frame = restingFrame(target, in: container)")
            printer.line("let distance = frame.minY - (start ?? presentedView.frame.minY)")
            printer.block("let changes: @MainActor () -> Void =") { printer in
                printer.line("self.place(presentedView, at: frame)")
                if dimmingFollows {
                    printer.line("self.dimmingView.alpha = self.dimmingAlpha(atTop: frame.minY, in: container)")
                }
            }
            printer.block("guard animated else") { printer in
                printer.line("changes()")
                printer.line("return")
            }
            printer.line("UIView.animate(")
            printer.withIndentation {
                $0.lines([
                    "withDuration: \(NumberLiteral.swift(Self.springDuration)), delay: 0, usingSpringWithDamping: 1,",
                    "initialSpringVelocity: abs(distance) < 1 ? 0 : velocity / distance,",
                    "options: [.allowUserInteraction, .beginFromCurrentState], animations: changes)",
                ])
            }
        }
    }
}
