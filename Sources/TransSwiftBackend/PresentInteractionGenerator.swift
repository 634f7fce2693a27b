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
    var transitionAPI: [SwiftDeclaration] {
        let start = gesture.screenEdge.map { "from the screen's \($0.rawValue) edge" } ?? "on `sourceView`"
        return [
            .line(
                documentation: [
                    "The interaction whose finger presents now, for `interactionControllerForPresentation(using:)`."
                ], "fileprivate weak var presentInteraction: \(names.presentInteraction)?"),
            .wrappedFunction(
                documentation: [
                    "Lets a finger \(start) that moves \(direction) present a controller under itself",
                    "(`interactive: \(spelling)`): `makeController` makes it as the finger starts, prepared",
                    "with this transition, and `presenter` presents it; let go past the threshold or flung",
                    "\(direction), it is presented, else it goes back. `sourceView` keeps the gesture (one per view).",
                ], head: "public func attachInteractivePresentation",
                parameters: [
                    "to sourceView: UIView, from presenter: UIViewController",
                    "makeController: @escaping @MainActor () -> UIViewController",
                ], tail: "",
                body: [
                    .line(
                        "\(names.presentInteraction).attach(to: sourceView, transition: self, presenter: presenter, makeController: makeController)"
                    )
                ]),
        ]
    }

    /// `interactionControllerForPresentation(using:)` of the delegate.
    var delegateMethod: SwiftDeclaration {
        .wrappedFunction(
            head: "public func interactionControllerForPresentation",
            parameters: ["using animator: any UIViewControllerAnimatedTransitioning"],
            tail: "-> (any UIViewControllerInteractiveTransitioning)?",
            body: [
                .comment("Only a finger makes the presentation interactive; present(_:animated:) plays it."),
                .line("guard let interaction = presentInteraction, interaction.isInteracting else { return nil }"),
                .returning("interaction"),
            ])
    }

    var declaration: SwiftDeclaration {
        .type(
            documentation: [
                "`interactive: \(spelling)` in `present`: progress is the finger's travel \(direction) over",
                "how far the presentation moves the presented view that way.",
            ], attributes: ["@MainActor"], modifiers: "private final", keyword: "class", name: names.presentInteraction,
            supertypes: ["UIPercentDrivenInteractiveTransition"],
            members: [properties, initializer] + attachment + [handlePan, travel])
    }

    private var properties: SwiftDeclaration {
        .adjacent([
            .line(
                documentation: ["Whether the finger drives a presentation now."],
                "private(set) var isInteracting = false"),
            .line(
                documentation: ["Kept strongly: the source view keeps this interaction, and nothing keeps it back."],
                "private let transition: \(names.transition)"),
            .line("private weak var presenter: UIViewController?"),
            .line("private let makeController: @MainActor () -> UIViewController"),
            .line(
                documentation: ["The finger's travel for the whole presentation, measured as the finger starts."],
                "private var distance: CGFloat = 1"),
            .line(
                documentation: gesture.thresholdPoints == nil
                    ? [] : ["The finger's travel, in points, past which a release presents."],
                "private let threshold: CGFloat = \(NumberLiteral.swift(gesture.thresholdPoints ?? gesture.threshold))"),
            .line(
                documentation: [
                    "Speed \(direction), in points per second, that counts as a fling (back: its negative)."
                ],
                "private let flingVelocity: CGFloat = \(NumberLiteral.swift(gesture.flingVelocity))"),
        ])
    }

    private var initializer: SwiftDeclaration {
        .wrappedFunction(
            head: "private init",
            parameters: [
                "transition: \(names.transition), presenter: UIViewController",
                "makeController: @escaping @MainActor () -> UIViewController",
            ], tail: "",
            body: [
                .line("self.transition = transition"),
                .line("self.presenter = presenter"),
                .line("self.makeController = makeController"),
                .line("super.init()"),
            ])
    }

    private var attachment: [SwiftDeclaration] {
        let type = names.presentInteraction
        let action = uikit.selector("handlePan(_:)")
        let pan: [SwiftStatement] =
            gesture.screenEdge.map { edge in
                [
                    .line("let pan = UIScreenEdgePanGestureRecognizer(target: self, action: \(action))"),
                    .line("pan.edges = .\(edge.rawValue)"),
                ]
            } ?? [.line("let pan = UIPanGestureRecognizer(target: self, action: \(action))")]
        return [
            .associationKey(of: type),
            .wrappedFunction(
                documentation: [
                    "Puts the gesture on `sourceView`, which keeps this interaction: a gesture recognizer",
                    "does not keep its target.",
                ], head: "static func attach",
                parameters: [
                    "to sourceView: UIView, transition: \(names.transition), presenter: UIViewController",
                    "makeController: @escaping @MainActor () -> UIViewController",
                ], tail: "",
                body: [
                    .line(
                        "let interaction = \(type)(transition: transition, presenter: presenter, makeController: makeController)"
                    ),
                    .line("interaction.install(on: sourceView)"),
                    .line("objc_setAssociatedObject(sourceView, key, interaction, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)"),
                ]),
            .function(
                signature: "private func install(on sourceView: UIView)",
                body: pan + [.line("sourceView.addGestureRecognizer(pan)")]),
        ]
    }

    private var handlePan: SwiftDeclaration {
        let sign = isNegative ? "-" : ""
        return .function(
            documentation: ["Presents as the finger starts, follows it, and on release finishes or cancels."],
            signature: uikit.actionMethod("private func handlePan(_ pan: UIPanGestureRecognizer)"),
            body: [
                .line("guard let view = pan.view else { return }"),
                .line("let travel = \(sign)pan.translation(in: view).\(axis)"),
                .switchOver(
                    subject: "pan.state",
                    cases: [
                        (
                            "case .began",
                            [
                                .line("guard let presenter, presenter.presentedViewController == nil else { return }"),
                                .line(
                                    "distance = max(presentationTravel(in: presenter.view.window?.bounds ?? view.bounds), 1)"
                                ),
                                .line("let controller = makeController()"),
                                .line("transition.prepare(controller)"),
                                .line("transition.presentInteraction = self"),
                                .line("isInteracting = true"),
                                .line("presenter.present(controller, animated: true)"),
                            ]
                        ),
                        (
                            "case .changed",
                            [
                                .line("guard isInteracting else { return }"),
                                .line("update(min(max(travel / distance, 0), 1))"),
                            ]
                        ),
                        (
                            "case .ended, .cancelled, .failed",
                            [
                                .line("guard isInteracting else { return }"),
                                .line("isInteracting = false"),
                                .comment(
                                    "A fling decides by its sign; otherwise the threshold does. A cancelled touch goes back."
                                ),
                                .line("let speed = \(sign)pan.velocity(in: view).\(axis)"),
                                .line(
                                    "let finishing = pan.state == .ended && (speed >= flingVelocity || (speed > -flingVelocity && \(gesture.thresholdPoints == nil ? "travel / distance" : "travel") > threshold))"
                                ),
                                .line("completionSpeed = 1"),
                                .ifThen(
                                    condition: "finishing", body: [.line("finish()")], otherwise: [.line("cancel()")]),
                            ]
                        ),
                        ("default", [.line("break")]),
                    ]),
            ])
    }

    /// How far the presentation moves the presented view the finger's way in `container`.
    private var travel: SwiftDeclaration {
        var body: [SwiftStatement] = [.line("container.\(gesture.direction.isVertical ? "height" : "width")")]
        if let motion {
            let travel = motion.travel(toward: gesture.direction)
            let readsFinal = GeometryExpression.uses(travel).final
            body =
                (readsFinal ? [.line("let final = \(GeometryExpression.frame(finalFrame))")] : [])
                + [.line((readsFinal ? "return " : "") + GeometryExpression.scalar(travel))]
        }
        return .function(
            documentation: [
                "How far the presentation moves the presented view \(direction) in a container with",
                "bounds `container`: the finger's travel for the whole presentation.",
            ], signature: "private func presentationTravel(in container: CGRect) -> CGFloat",
            body: body)
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
