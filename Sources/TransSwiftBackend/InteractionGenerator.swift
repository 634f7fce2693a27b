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

    func print(into printer: inout CodePrinter) {
        let direction = interactive.direction.directionName
        let threshold = NumberLiteral.swift(interactive.thresholdPoints ?? interactive.threshold)
        printer.line(
            "/// `interactive: \(gestureSpelling)`: progress is the finger's travel \(travelDescription)"
        )
        printer.line("/// over how far the dismissal moves the presented view that way (linear, so the view")
        printer.line("/// stays under the finger); released, the dismissal finishes past the threshold or on a")
        printer.line("/// fling \(direction), and cancels short of it or on a fling back.")
        printer.line("@MainActor")
        printer.block(
            "private final class \(names.dismissInteraction): UIPercentDrivenInteractiveTransition, UIGestureRecognizerDelegate"
        ) { printer in
            printer.line("/// Whether a pan is driving a dismissal now.")
            printer.line("private(set) var isInteracting = false")
            printer.line("private weak var presented: UIViewController?")
            printer.line("private weak var pan: UIPanGestureRecognizer?")
            printer.line("/// A scroll view inside the presented view that the finger also scrolls.")
            printer.line("private weak var scrollView: UIScrollView?")
            printer.line("/// The finger's travel for the whole dismissal, measured as the dismissal begins.")
            printer.line("private var distance: CGFloat = 1")
            printer.line("/// The finger's travel when the dismissal began (after a scroll view reached its edge).")
            printer.line("private var startTravel: CGFloat = 0")
            printer.blankLine()
            if interactive.thresholdPoints != nil {
                printer.line("/// The finger's travel, in points, past which a release finishes.")
            }
            printer.line("private let threshold: CGFloat = \(threshold)")
            printer.line("/// Speed \(direction), in points per second, that counts as a fling (back: its negative).")
            printer.line("private let flingVelocity: CGFloat = \(NumberLiteral.swift(interactive.flingVelocity))")
            printer.blankLine()
            printAttachment(into: &printer)
            printer.blankLine()
            InteractionPanPrinter(
                interactive: interactive, curve: curve, motion: motion, uikit: uikit,
                dismissalReport: reportsDismissal
                    ? DismissalReport.statement(names, controller: "presented", completed: "!context.isCancelled") : nil
            )
            .print(into: &printer)
        }
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
    private func printAttachment(into printer: inout CodePrinter) {
        let type = names.dismissInteraction
        SwiftRenderer.render(.associationKey(of: type), into: &printer)
        printer.blankLine()
        printer.line("/// Gives `presented` a new interaction for this presentation, its pan on the presented view.")
        printer.block("static func attach(to presented: UIViewController)") { printer in
            printer.line("attached(to: presented)?.detach()")
            printer.line("let interaction = \(type)()")
            printer.line("interaction.install(on: presented)")
            printer.line("objc_setAssociatedObject(presented, key, interaction, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)")
        }
        printer.blankLine()
        printer.line("/// Puts the pan, with this object as its delegate, on `presented`'s view.")
        printer.block("private func install(on presented: UIViewController)") { printer in
            if let edge = interactive.screenEdge {
                printer.line(
                    "let pan = UIScreenEdgePanGestureRecognizer(target: self, action: \(uikit.selector("handlePan(_:)")))"
                )
                printer.line("pan.edges = .\(edge.rawValue)")
            } else {
                printer.line(
                    "let pan = UIPanGestureRecognizer(target: self, action: \(uikit.selector("handlePan(_:)")))")
            }
            printer.line("pan.delegate = self")
            printer.line("presented.view.addGestureRecognizer(pan)")
            printer.line("self.presented = presented")
            printer.line("self.pan = pan")
        }
        printer.blankLine()
        printer.line("/// The interaction of `presented`'s presentation, if it has one.")
        printer.block("static func attached(to presented: UIViewController) -> \(type)?") {
            $0.line("objc_getAssociatedObject(presented, key) as? \(type)")
        }
        printer.blankLine()
        printer.line("/// Takes the pan off the presented view once it is dismissed.")
        printer.block("func detach()") { printer in
            printer.block("if let pan") { $0.line("pan.view?.removeGestureRecognizer(pan)") }
            printer.line("pan = nil")
            printer.line("presented = nil")
        }
    }
}
