// `interactive: pan(…)` as a UIPercentDrivenInteractiveTransition driven by a pan gesture.
import TransModel

/// Prints the interaction controller: one per presentation, kept by the presented controller.
/// Its pan begins only for a drag in the dismiss direction, lets a scroll view inside scroll
/// until it reaches its edge, moves the dismissal's progress linearly with the finger, and on
/// release finishes or cancels from the progress and the signed velocity, continuing on the
/// phase's curve with the finger's speed.
struct InteractionGenerator {
    let interactive: InteractiveDismissal
    /// The dismiss phase's curve, which the release continues on.
    let curve: Curve
    /// The presented view's motion along the pan's axis, which the finger's travel measures.
    let motion: PanAxisMotion?
    let names: TypeNames
    let uikit: TargetUIKit
    /// Whether the pan tells a presenter how its dismissal ended: only without a presentation
    /// controller, which otherwise reports every dismissal (DismissalReport).
    let reportsDismissal: Bool

    var declaration: SwiftDeclaration {
        let direction = interactive.direction.directionName
        let pan = InteractionPanPrinter(
            interactive: interactive, curve: curve, motion: motion, uikit: uikit,
            dismissalReport: reportsDismissal
                ? DismissalReport.statement(names, controller: "presented", completed: "!context.isCancelled") : nil)
        return .type(
            documentation: [
                "`interactive: \(gestureSpelling)`: progress is the finger's travel \(travelDescription)",
                "over how far the dismissal moves the presented view that way (linear, so the view",
                "stays under the finger); released, the dismissal finishes past the threshold or on a",
                "fling \(direction), and cancels short of it or on a fling back.",
            ], attributes: ["@MainActor"], modifiers: "private final", keyword: "class", name: names.dismissInteraction,
            supertypes: ["UIPercentDrivenInteractiveTransition", "UIGestureRecognizerDelegate"],
            members: [state, thresholds] + attachment + pan.declarations)
    }

    /// Whether a pan drives the dismissal, what it drives, and how far it has gone.
    private var state: SwiftDeclaration {
        .adjacent([
            .line(
                documentation: ["Whether a pan is driving a dismissal now."], "private(set) var isInteracting = false"),
            .line("private weak var presented: UIViewController?"),
            .line("private weak var pan: UIPanGestureRecognizer?"),
            .line(
                documentation: ["A scroll view inside the presented view that the finger also scrolls."],
                "private weak var scrollView: UIScrollView?"),
            .line(
                documentation: ["The finger's travel for the whole dismissal, measured as the dismissal begins."],
                "private var distance: CGFloat = 1"),
            .line(
                documentation: ["The finger's travel when the dismissal began (after a scroll view reached its edge)."],
                "private var startTravel: CGFloat = 0"),
        ])
    }

    /// The release's threshold and fling speed.
    private var thresholds: SwiftDeclaration {
        let threshold = NumberLiteral.swift(interactive.thresholdPoints ?? interactive.threshold)
        return .adjacent([
            .line(
                documentation: interactive.thresholdPoints == nil
                    ? [] : ["The finger's travel, in points, past which a release finishes."],
                "private let threshold: CGFloat = \(threshold)"),
            .line(
                documentation: [
                    "Speed \(interactive.direction.directionName), in points per second, that counts as a fling (back: its negative)."
                ], "private let flingVelocity: CGFloat = \(NumberLiteral.swift(interactive.flingVelocity))"),
        ])
    }

    /// The gesture as written: `pan(down, threshold: 0.3)`, `edgePan(left, threshold: 0.3)`.
    private var gestureSpelling: String {
        let threshold =
            interactive.thresholdPoints.map { NumberLiteral.plainDecimal($0) + "pt" }
            ?? NumberLiteral.plainDecimal(interactive.threshold)
        let velocity =
            interactive.flingVelocity == 1000
            ? "" : ", velocity: \(NumberLiteral.plainDecimal(interactive.flingVelocity))"
        guard let edge = interactive.screenEdge else {
            return "pan(\(interactive.direction.directionName), threshold: \(threshold)\(velocity))"
        }
        return "edgePan(\(edge.rawValue), threshold: \(threshold)\(velocity))"
    }

    private var travelDescription: String {
        switch interactive.direction {
        case .top: "up"
        case .bottom: "down"
        case .left: "to the left"
        case .right: "to the right"
        }
    }

    /// The per-presentation lifetime: the presented controller keeps its interaction through
    /// an association, so two stacked presentations prepared with one transition object each
    /// keep their own pan.
    private var attachment: [SwiftDeclaration] {
        let type = names.dismissInteraction
        let pan =
            interactive.screenEdge.map { edge -> [SwiftStatement] in
                [
                    .line(
                        "let pan = UIScreenEdgePanGestureRecognizer(target: self, action: \(uikit.selector("handlePan(_:)")))"
                    ),
                    .line("pan.edges = .\(edge.rawValue)"),
                ]
            } ?? [.line("let pan = UIPanGestureRecognizer(target: self, action: \(uikit.selector("handlePan(_:)")))")]
        return [
            .associationKey(of: type),
            .function(
                documentation: [
                    "Gives `presented` a new interaction for this presentation, its pan on the presented view."
                ],
                signature: "static func attach(to presented: UIViewController)",
                body: [
                    .line("attached(to: presented)?.detach()"),
                    .line("let interaction = \(type)()"),
                    .line("interaction.install(on: presented)"),
                    .line("objc_setAssociatedObject(presented, key, interaction, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)"),
                ]),
            .function(
                documentation: ["Puts the pan, with this object as its delegate, on `presented`'s view."],
                signature: "private func install(on presented: UIViewController)",
                body: pan + [
                    .line("pan.delegate = self"),
                    .line("presented.view.addGestureRecognizer(pan)"),
                    .line("self.presented = presented"),
                    .line("self.pan = pan"),
                ]),
            .function(
                documentation: ["The interaction of `presented`'s presentation, if it has one."],
                signature: "static func attached(to presented: UIViewController) -> \(type)?",
                body: [.line("objc_getAssociatedObject(presented, key) as? \(type)")]),
            .function(
                documentation: ["Takes the pan off the presented view once it is dismissed."],
                signature: "func detach()",
                body: [
                    .ifThen(condition: "let pan", body: [.line("pan.view?.removeGestureRecognizer(pan)")]),
                    .line("pan = nil"),
                    .line("presented = nil"),
                ]),
        ]
    }
}
