// `present { interactive: edgePan(EDGE) }` / `pan(DIRECTION)`: a gesture on a source view that
// presents a controller under the finger, as a UIPercentDrivenInteractiveTransition.
import TransModel

/// Prints `NAMEPresentInteraction` and the transition's `attachInteractivePresentation` API.
/// UIKit scrubs the present animator's time by the progress (`UIPercentDrivenInteractiveTransition`
/// pauses the container's layers for an animator without `interruptibleAnimator(using:)`), and
/// the checker holds the phase to `curve: linear` and a motion the finger's way, so the view
/// stays under the finger.
struct PresentInteractionGenerator {
    let gesture: InteractivePresentation
    /// The presented view's motion along the finger's direction in the present phase.
    let motion: PanAxisMotion?
    /// The presentation frame (`final`), over `container`.
    let finalFrame: FrameExpression
    let names: TypeNames
    let uikit: TargetUIKit

    private var direction: String { gesture.direction.directionName }
    private var axis: String { gesture.direction.isVertical ? "y" : "x" }
    private var isNegative: Bool { gesture.direction == .top || gesture.direction == .left }

    private var spelling: String {
        let threshold =
            gesture.thresholdPoints.map { NumberLiteral.plainDecimal($0) + "pt" }
            ?? NumberLiteral.plainDecimal(gesture.threshold)
        let velocity =
            gesture.flingVelocity == 1000 ? "" : ", velocity: \(NumberLiteral.plainDecimal(gesture.flingVelocity))"
        guard let edge = gesture.screenEdge else { return "pan(\(direction), threshold: \(threshold)\(velocity))" }
        return "edgePan(\(edge.rawValue), threshold: \(threshold)\(velocity))"
    }

    /// Inside `NAMETransition`: the interaction driving a presentation now, and the API.
    func printTransitionAPI(into printer: inout CodePrinter) {
        printer.line(
            "/// The interaction whose finger presents now, for `interactionControllerForPresentation(using:)`.")
        printer.line("fileprivate weak var presentInteraction: \(names.presentInteraction)?")
        printer.blankLine()
        let start = gesture.screenEdge.map { "from the screen's \($0.rawValue) edge" } ?? "on `sourceView`"
        printer.lines([
            "/// Lets a finger \(start) that moves \(direction) present a controller under itself",
            "/// (`interactive: \(spelling)`): `makeController` makes it as the finger starts, prepared",
            "/// with this transition, and `presenter` presents it; let go past the threshold or flung",
            "/// \(direction), it is presented, else it goes back. `sourceView` keeps the gesture (one per view).",
        ])
        printer.line("public func attachInteractivePresentation(")
        printer.withIndentation {
            $0.lines([
                "to sourceView: UIView, from presenter: UIViewController,",
                "makeController: @escaping @MainActor () -> UIViewController",
            ])
        }
        printer.block(")") {
            $0.line(
                "\(names.presentInteraction).attach(to: sourceView, transition: self, presenter: presenter, makeController: makeController)"
            )
        }
    }

    /// `interactionControllerForPresentation(using:)` of the delegate.
    func printDelegateMethod(into printer: inout CodePrinter) {
        printer.line("public func interactionControllerForPresentation(")
        printer.withIndentation { $0.line("using animator: any UIViewControllerAnimatedTransitioning") }
        printer.block(") -> (any UIViewControllerInteractiveTransitioning)?") { printer in
            printer.line("// Only a finger makes the presentation interactive; present(_:animated:) plays it.")
            printer.line("guard let interaction = presentInteraction, interaction.isInteracting else { return nil }")
            printer.line("return interaction")
        }
    }

    func print(into printer: inout CodePrinter) {
        let type = names.presentInteraction
        printer.line("/// `interactive: \(spelling)` in `present`: progress is the finger's travel \(direction) over")
        printer.line("/// how far the presentation moves the presented view that way.")
        printer.line("@MainActor")
        printer.block("private final class \(type): UIPercentDrivenInteractiveTransition") { printer in
            printer.line("/// Whether the finger drives a presentation now.")
            printer.line("private(set) var isInteracting = false")
            printer.line("/// Kept strongly: the source view keeps this interaction, and nothing keeps it back.")
            printer.line("private let transition: \(names.transition)")
            printer.line("private weak var presenter: UIViewController?")
            printer.line("private let makeController: @MainActor () -> UIViewController")
            printer.line("/// The finger's travel for the whole presentation, measured as the finger starts.")
            printer.line("private var distance: CGFloat = 1")
            if gesture.thresholdPoints != nil {
                printer.line("/// The finger's travel, in points, past which a release presents.")
            }
            printer.line(
                "private let threshold: CGFloat = \(NumberLiteral.swift(gesture.thresholdPoints ?? gesture.threshold))")
            printer.line("/// Speed \(direction), in points per second, that counts as a fling (back: its negative).")
            printer.line("private let flingVelocity: CGFloat = \(NumberLiteral.swift(gesture.flingVelocity))")
            printer.blankLine()
            printer.line("private init(")
            printer.withIndentation {
                $0.lines([
                    "transition: \(names.transition), presenter: UIViewController,",
                    "makeController: @escaping @MainActor () -> UIViewController",
                ])
            }
            printer.block(")") { printer in
                printer.line("self.transition = transition")
                printer.line("self.presenter = presenter")
                printer.line("self.makeController = makeController")
                printer.line("super.init()")
            }
            printer.blankLine()
            printAttachment(into: &printer)
            printer.blankLine()
            printHandlePan(into: &printer)
            printer.blankLine()
            printTravel(into: &printer)
        }
    }

    private func printAttachment(into printer: inout CodePrinter) {
        let type = names.presentInteraction
        SwiftRenderer.render(.associationKey(of: type), into: &printer)
        printer.blankLine()
        printer.line("/// Puts the gesture on `sourceView`, which keeps this interaction: a gesture recognizer")
        printer.line("/// does not keep its target.")
        printer.line("static func attach(")
        printer.withIndentation {
            $0.lines([
                "to sourceView: UIView, transition: \(names.transition), presenter: UIViewController,",
                "makeController: @escaping @MainActor () -> UIViewController",
            ])
        }
        printer.block(")") { printer in
            printer.line(
                "let interaction = \(type)(transition: transition, presenter: presenter, makeController: makeController)"
            )
            printer.line("interaction.install(on: sourceView)")
            printer.line("objc_setAssociatedObject(sourceView, key, interaction, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)")
        }
        printer.blankLine()
        printer.block("private func install(on sourceView: UIView)") { printer in
            let action = uikit.selector("handlePan(_:)")
            if let edge = gesture.screenEdge {
                printer.line("let pan = UIScreenEdgePanGestureRecognizer(target: self, action: \(action))")
                printer.line("pan.edges = .\(edge.rawValue)")
            } else {
                printer.line("let pan = UIPanGestureRecognizer(target: self, action: \(action))")
            }
            printer.line("sourceView.addGestureRecognizer(pan)")
        }
    }

    private func printHandlePan(into printer: inout CodePrinter) {
        let sign = isNegative ? "-" : ""
        printer.line("/// Presents as the finger starts, follows it, and on release finishes or cancels.")
        printer.block(uikit.actionMethod("private func handlePan(_ pan: UIPanGestureRecognizer)")) { printer in
            printer.line("guard let view = pan.view else { return }")
            printer.line("let travel = \(sign)pan.translation(in: view).\(axis)")
            printer.line("switch pan.state {")
            printer.line("case .began:")
            printer.withIndentation { printer in
                printer.line("guard let presenter, presenter.presentedViewController == nil else { return }")
                printer.line("distance = max(presentationTravel(in: presenter.view.window?.bounds ?? view.bounds), 1)")
                printer.line("let controller = makeController()")
                printer.line("transition.prepare(controller)")
                printer.line("transition.presentInteraction = self")
                printer.line("isInteracting = true")
                printer.line("presenter.present(controller, animated: true)")
            }
            printer.line("case .changed:")
            printer.withIndentation { printer in
                printer.line("guard isInteracting else { return }")
                printer.line("update(min(max(travel / distance, 0), 1))")
            }
            printer.line("case .ended, .cancelled, .failed:")
            printer.withIndentation { printer in
                printer.line("guard isInteracting else { return }")
                printer.line("isInteracting = false")
                printer.line(
                    "// A fling decides by its sign; otherwise the threshold does. A cancelled touch goes back.")
                printer.line("let speed = \(sign)pan.velocity(in: view).\(axis)")
                printer.line(
                    "let finishing = pan.state == .ended && (speed >= flingVelocity || (speed > -flingVelocity && \(gesture.thresholdPoints == nil ? "travel / distance" : "travel") > threshold))"
                )
                printer.line("completionSpeed = 1")
                printer.block("if finishing") { $0.line("finish()") }
                printer.chain("else") { $0.line("cancel()") }
            }
            printer.line("default:")
            printer.line("    break")
            printer.line("}")
        }
    }

    /// How far the presentation moves the presented view the finger's way in `container`.
    private func printTravel(into printer: inout CodePrinter) {
        printer.line("/// How far the presentation moves the presented view \(direction) in a container with")
        printer.line("/// bounds `container`: the finger's travel for the whole presentation.")
        printer.block("private func presentationTravel(in container: CGRect) -> CGFloat") { printer in
            guard let motion else {
                printer.line("container.\(gesture.direction.isVertical ? "height" : "width")")
                return
            }
            let travel = motion.travel(toward: gesture.direction)
            if GeometryExpression.uses(travel).final {
                printer.line("let final = \(GeometryExpression.frame(finalFrame))")
            }
            printer.line((GeometryExpression.uses(travel).final ? "return " : "") + GeometryExpression.scalar(travel))
        }
    }
}

extension PresentInteractionGenerator {
    /// The generator of `transition`'s interactive presentation, if it has one.
    static func of(_ transition: Transition, names: TypeNames, uikit: TargetUIKit) -> PresentInteractionGenerator? {
        transition.interactivePresentation.map {
            PresentInteractionGenerator(
                gesture: $0, motion: transition.present.presentedMotion(along: $0.direction),
                finalFrame: transition.finalFrame, names: names, uikit: uikit)
        }
    }
}
