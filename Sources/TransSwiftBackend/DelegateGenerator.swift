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

    func print(into printer: inout CodePrinter) {
        for line in docLines { printer.line(line.isEmpty ? "///" : "/// " + line) }
        printer.line("@MainActor")
        printer.block("public final class \(names.transition): NSObject, UIViewControllerTransitioningDelegate") {
            printer in
            printer.block("public override init()") { $0.line("super.init()") }
            printer.blankLine()
            if DismissalReport.isEmitted(by: transition) {
                DismissalReport.printProperty(into: &printer)
                printer.blankLine()
            }
            printPrepare(into: &printer)
            if let resting {
                printer.blankLine()
                resting.printTransitionAPI(into: &printer)
            }
            if let presentInteraction {
                printer.blankLine()
                presentInteraction.printTransitionAPI(into: &printer)
            }
            if hasDelegateMethods {
                printer.blankLine()
                printer.line("// MARK: UIViewControllerTransitioningDelegate")
                printDelegateMethods(into: &printer)
            }
        }
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

    private func printPrepare(into printer: inout CodePrinter) {
        printer.lines([
            "/// Makes `presented` use this transition: its modal presentation style, and `self` as its",
            "/// transitioning delegate.",
            "///",
            "/// UIKit holds `transitioningDelegate` weakly, so `presented` also keeps this object alive",
            "/// through an associated strong reference: the transition lives exactly as long as the",
            "/// controller it was prepared for (which may be presented again), and never longer — it",
            "/// holds no strong reference back to the controller, so there is no cycle to leak.",
        ])
        printer.block("public func prepare(_ presented: UIViewController)") { printer in
            printer.line("presented.modalPresentationStyle = .\(transition.style.rawValue)")
            if let system = transition.systemAnimation {
                printer.line("presented.modalTransitionStyle = .\(system.rawValue)")
            }
            if let sheet = transition.sheet { SheetGenerator(sheet: sheet, names: names).print(into: &printer) }
            printer.line("presented.transitioningDelegate = self")
            printer.line(
                "objc_setAssociatedObject(presented, Self.retainKey, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)")
        }
        printer.blankLine()
        printer.line("/// The association key: the address of this class's metadata — unique, stable for the")
        printer.line("/// life of the process, and free of global mutable state.")
        printer.block("private static var retainKey: UnsafeRawPointer") { printer in
            printer.line("let address: UInt = UInt(bitPattern: ObjectIdentifier(\(names.transition).self))")
            printer.line("return UnsafeRawPointer(bitPattern: address)!")
        }
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

    private func printDelegateMethods(into printer: inout CodePrinter) {
        if transition.presentation != nil {
            printer.blankLine()
            printer.line("public func presentationController(")
            printer.withIndentation {
                $0.lines([
                    "forPresented presented: UIViewController,", "presenting: UIViewController?,",
                    "source: UIViewController",
                ])
            }
            printer.block(") -> UIPresentationController?") { printer in
                if let resting {
                    resting.printControllerCreation(into: &printer)
                } else {
                    printer.line(
                        "\(names.presentationController)(presentedViewController: presented, presenting: presenting)")
                }
            }
        }
        let presentAnimator = ReducedMotionPrinter.animator(
            transition.present, of: transition, construction: "\(names.presentAnimator)()")
        // An interactive dismissal's pan goes on the presented view as its presentation begins.
        if presentAnimator != nil || transition.interactiveDismissal != nil {
            printer.blankLine()
            printer.line("public func animationController(")
            printer.withIndentation {
                $0.lines([
                    "forPresented presented: UIViewController,", "presenting: UIViewController,",
                    "source: UIViewController",
                ])
            }
            printer.block(") -> (any UIViewControllerAnimatedTransitioning)?") { printer in
                if transition.interactiveDismissal != nil {
                    printer.line("// Each presentation gets its own pan, kept by the presented controller.")
                    printer.line("\(names.dismissInteraction).attach(to: presented)")
                    if presentAnimator == nil { printer.line("// UIKit's own animation presents.") }
                    printer.line("return \(presentAnimator ?? "nil")")
                } else {
                    printer.line(presentAnimator!)
                }
            }
        }
        if let dismissAnimator = ReducedMotionPrinter.animator(
            transition.dismiss, of: transition, construction: "\(names.dismissAnimator)()")
        {
            printer.blankLine()
            printer.line("public func animationController(")
            printer.withIndentation { $0.line("forDismissed dismissed: UIViewController") }
            printer.block(") -> (any UIViewControllerAnimatedTransitioning)?") {
                $0.line(
                    transition.interactiveDismissal == nil
                        ? dismissAnimator
                        : "\(names.dismissAnimator)(interaction: \(names.dismissInteraction).attached(to: dismissed))")
            }
        }
        if let presentInteraction {
            printer.blankLine()
            presentInteraction.printDelegateMethod(into: &printer)
        }
        if transition.interactiveDismissal != nil {
            printer.blankLine()
            printer.line("public func interactionControllerForDismissal(")
            printer.withIndentation { $0.line("using animator: any UIViewControllerAnimatedTransitioning") }
            printer.block(") -> (any UIViewControllerInteractiveTransitioning)?") { printer in
                printer.line("// Only a pan makes the dismissal interactive; a tap or dismiss(animated:) plays it.")
                printer.line(
                    "guard let interaction = (animator as? \(names.dismissAnimator))?.interaction, interaction.isInteracting"
                )
                printer.line("else { return nil }")
                printer.line("return interaction")
            }
        }
    }
}
