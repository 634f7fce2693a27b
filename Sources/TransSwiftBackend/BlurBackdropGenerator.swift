// `dimming { blur: STYLE }`: a blurred backdrop under the dimming color.
import TransModel

/// Builds the presentation controller's blurred backdrop: a `UIVisualEffectView` over the
/// container, below the dimming view, whose `effect` goes from nil to the `UIBlurEffect` alongside
/// the presentation and back alongside the dismissal: animating `effect` between nil and a blur
/// animates the blur's strength, where a fade of the view's alpha would not (Apple,
/// UIVisualEffectView: "avoid alpha values that are less than 1").
struct BlurBackdropGenerator {
    let style: BlurStyle

    var property: SwiftDeclaration {
        .line(
            documentation: ["The blurred backdrop under the dimming view (`blur: \(style.rawValue)`)."],
            "let blurView = UIVisualEffectView(effect: nil)")
    }

    /// After the dimming view is in the container (`containerView` bound).
    let installation: [SwiftStatement] = [
        .line("blurView.frame = containerView.bounds"),
        .line("blurView.autoresizingMask = [.flexibleWidth, .flexibleHeight]"),
        .line("containerView.insertSubview(blurView, belowSubview: dimmingView)"),
    ]

    /// The effect animated alongside a phase; a cancelled transition puts the old one back.
    func animation(_ kind: PhaseKind) -> [SwiftStatement] {
        let blur = "UIBlurEffect(style: .\(style.rawValue))"
        let (to, from) = kind == .present ? (blur, "nil") : ("nil", blur)
        return [
            .comment("The blur comes \(kind == .present ? "in" : "out") alongside the transition."),
            .ifThen(
                condition: "let coordinator = presentedViewController.transitionCoordinator",
                body: [
                    .wrappedCall(
                        callee: "coordinator.animate",
                        arguments: [
                            .expression("alongsideTransition: { _ in self.blurView.effect = \(to) }"),
                            .closure(
                                label: "completion", signature: "context in",
                                body: [
                                    .ifThen(
                                        condition: "context.isCancelled",
                                        body: [.line("self.blurView.effect = \(from)")])
                                ]),
                        ])
                ],
                otherwise: [.line("blurView.effect = \(to)")]),
        ]
    }

    static let cleanup = ["blurView.removeFromSuperview()"]
}
