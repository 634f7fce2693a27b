// The public transitioning delegate: `prepare(_:)` and the UIKit delegate methods.
import TransModel

/// Prints `NAMETransition`, the one public type per transition: it configures a controller
/// for the transition and hands UIKit the presentation controller, animators and
/// interaction controller.
struct DelegateGenerator {
    let transition: Transition
    let names: TypeNames
    /// The source file's name, for the doc comment when the transition has none.
    let sourceName: String

    var declaration: SwiftDeclaration {
        var members: [SwiftDeclaration] = [
            .function(
                signature: "public override init()", body: [.line("super.init()")])
        ]
        if DismissalReport.isEmitted(by: transition) {
            members.append(DismissalReport.property)
        }
        members += [prepare, retainKey]
        if let resting { members += resting.transitionAPI }
        if let presentInteraction { members += presentInteraction.transitionAPI }
        if hasDelegateMethods {
            members.append(.line("// MARK: UIViewControllerTransitioningDelegate"))
            members += delegateMethods
        }
        return .type(
            documentation: docLines, attributes: ["@MainActor"], modifiers: "public final", keyword: "class",
            name: names.transition, supertypes: ["NSObject", "UIViewControllerTransitioningDelegate"],
            members: members)
    }

    private var docLines: [String] {
        var lines =
            transition.documentation.map(CommentText.lines)
            ?? ["The `\(CommentText.singleLine(transition.name))` transition of \(CommentText.singleLine(sourceName))."]
        lines += [
            "", "Usage:", "```swift", "let transition = \(names.transition)()", "transition.prepare(viewController)",
            "present(viewController, animated: true)", "```",
        ]
        return lines
    }

    private var prepare: SwiftDeclaration {
        var body: [SwiftStatement] = [.line("presented.modalPresentationStyle = .\(transition.style.rawValue)")]
        if let system = transition.systemAnimation {
            body.append(.line("presented.modalTransitionStyle = .\(system.rawValue)"))
        }
        if let sheet = transition.sheet {
            body.append(SheetGenerator(sheet: sheet, names: names).statement)
        }
        body += [
            .line("presented.transitioningDelegate = self"),
            .line("objc_setAssociatedObject(presented, Self.retainKey, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)"),
        ]
        return .function(
            documentation: [
                "Makes `presented` use this transition: its modal presentation style, and `self` as its",
                "transitioning delegate.",
                "",
                "UIKit holds `transitioningDelegate` weakly, so `presented` also keeps this object alive",
                "through an associated strong reference: the transition lives exactly as long as the",
                "controller it was prepared for (which may be presented again), and never longer — it",
                "holds no strong reference back to the controller, so there is no cycle to leak.",
            ], signature: "public func prepare(_ presented: UIViewController)", body: body)
    }

    private var retainKey: SwiftDeclaration {
        .function(
            documentation: [
                "The association key: the address of this class's metadata — unique, stable for the",
                "life of the process, and free of global mutable state.",
            ], signature: "private static var retainKey: UnsafeRawPointer",
            body: [
                .line("let address: UInt = UInt(bitPattern: ObjectIdentifier(\(names.transition).self))"),
                .returning("UnsafeRawPointer(bitPattern: address)!"),
            ])
    }

    /// The resting positions' API, when the presentation has `rests`.
    private var resting: RestingPositionsGenerator? {
        transition.presentation.flatMap { presentation in
            presentation.rests.map {
                RestingPositionsGenerator(
                    positions: $0, dimmingAlpha: presentation.dimming?.alpha, names: names, uikit: .apple)
            }
        }
    }

    /// The interactive presentation's API, when the present phase has `interactive:`.
    private var presentInteraction: PresentInteractionGenerator? {
        PresentInteractionGenerator.of(transition, names: names, uikit: .apple)
    }

    /// Whether UIKit needs anything from the delegate: a system transition style with no
    /// presentation block leaves everything to UIKit.
    private var hasDelegateMethods: Bool {
        transition.presentation != nil || !transition.present.isApproximate || !transition.dismiss.isApproximate
            || transition.interactiveDismissal != nil || transition.crossFadesUIKitPhasesUnderReduceMotion
    }

    private var delegateMethods: [SwiftDeclaration] {
        var methods: [SwiftDeclaration] = []
        if transition.presentation != nil {
            methods.append(
                .wrappedFunction(
                    head: "public func presentationController",
                    parameters: [
                        "forPresented presented: UIViewController", "presenting: UIViewController?",
                        "source: UIViewController",
                    ], tail: "-> UIPresentationController?",
                    body: resting?.controllerCreation
                        ?? [
                            .line(
                                "\(names.presentationController)(presentedViewController: presented, presenting: presenting)"
                            )
                        ]))
        }
        let presentAnimator = ReducedMotionGenerator.animator(
            transition.present, of: transition, construction: "\(names.presentAnimator)()")
        // An interactive dismissal's pan goes on the presented view as its presentation begins.
        if presentAnimator != nil || transition.interactiveDismissal != nil {
            var body: [SwiftStatement]
            if transition.interactiveDismissal != nil {
                body = [
                    .comment("Each presentation gets its own pan, kept by the presented controller."),
                    .line("\(names.dismissInteraction).attach(to: presented)"),
                ]
                if presentAnimator == nil { body.append(.comment("UIKit's own animation presents.")) }
                body.append(.returning(presentAnimator ?? "nil"))
            } else {
                body = [.line(presentAnimator!)]
            }
            methods.append(
                .wrappedFunction(
                    head: "public func animationController",
                    parameters: [
                        "forPresented presented: UIViewController", "presenting: UIViewController",
                        "source: UIViewController",
                    ], tail: "-> (any UIViewControllerAnimatedTransitioning)?", body: body))
        }
        if let dismissAnimator = ReducedMotionGenerator.animator(
            transition.dismiss, of: transition, construction: "\(names.dismissAnimator)()")
        {
            methods.append(
                .wrappedFunction(
                    head: "public func animationController",
                    parameters: ["forDismissed dismissed: UIViewController"],
                    tail: "-> (any UIViewControllerAnimatedTransitioning)?",
                    body: [
                        .line(
                            transition.interactiveDismissal == nil
                                ? dismissAnimator
                                : "\(names.dismissAnimator)(interaction: \(names.dismissInteraction).attached(to: dismissed))"
                        )
                    ]))
        }
        if let presentInteraction { methods.append(presentInteraction.delegateMethod) }
        if transition.interactiveDismissal != nil {
            methods.append(
                .wrappedFunction(
                    head: "public func interactionControllerForDismissal",
                    parameters: ["using animator: any UIViewControllerAnimatedTransitioning"],
                    tail: "-> (any UIViewControllerInteractiveTransitioning)?",
                    body: [
                        .comment("Only a pan makes the dismissal interactive; a tap or dismiss(animated:) plays it."),
                        .line(
                            "guard let interaction = (animator as? \(names.dismissAnimator))?.interaction, interaction.isInteracting"
                        ),
                        .line("else { return nil }"),
                        .returning("interaction"),
                    ]))
        }
        return methods
    }
}
