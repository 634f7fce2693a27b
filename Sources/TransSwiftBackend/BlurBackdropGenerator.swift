// `dimming { blur: STYLE }`: a blurred backdrop under the dimming color.
import TransModel

/// Prints the presentation controller's blurred backdrop: a `UIVisualEffectView` over the
/// container, below the dimming view, whose `effect` goes from nil to the `UIBlurEffect` alongside
/// the presentation and back alongside the dismissal: animating `effect` between nil and a blur
/// animates the blur's strength, where a fade of the view's alpha would not (Apple,
/// UIVisualEffectView: "avoid alpha values that are less than 1").
struct BlurBackdropGenerator {
    let style: BlurStyle

    func printProperty(into printer: inout CodePrinter) {
        printer.line("/// The blurred backdrop under the dimming view (`blur: \(style.rawValue)`).")
        printer.line("let blurView = UIVisualEffectView(effect: nil)")
        printer.blankLine()
    }

    /// After the dimming view is in the container (`containerView` bound).
    func printInstallation(into printer: inout CodePrinter) {
        printer.lines([
            "blurView.frame = containerView.bounds",
            "blurView.autoresizingMask = [.flexibleWidth, .flexibleHeight]",
            "containerView.insertSubview(blurView, belowSubview: dimmingView)",
        ])
    }

    /// The effect animated alongside a phase; a cancelled transition puts the old one back.
    func printAnimation(_ kind: PhaseKind, into printer: inout CodePrinter) {
        let blur = "UIBlurEffect(style: .\(style.rawValue))"
        let (to, from) = kind == .present ? (blur, "nil") : ("nil", blur)
        printer.line("// The blur comes \(kind == .present ? "in" : "out") alongside the transition.")
        printer.block("if let coordinator = presentedViewController.transitionCoordinator") { printer in
            printer.line("coordinator.animate(")
            printer.withIndentation { printer in
                printer.line("alongsideTransition: { _ in self.blurView.effect = \(to) },")
                printer.line("completion: { context in")
                printer.withIndentation { printer in
                    printer.block("if context.isCancelled") { $0.line("self.blurView.effect = \(from)") }
                }
                printer.line("}")
            }
            printer.line(")")
        }
        printer.chain("else") { $0.line("blurView.effect = \(to)") }
    }

    static let cleanup = ["blurView.removeFromSuperview()"]
}
