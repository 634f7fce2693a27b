// `interactive: pan(…)` as a UIPercentDrivenInteractiveTransition driven by a pan gesture.
import TransModel

/// Prints the interaction controller: a pan on the presented view starts the dismissal,
/// moves its progress linearly with the finger's travel in the direction, and on release
/// finishes past the threshold or on a fling that way, else cancels.
struct InteractionGenerator {
    let interactive: InteractiveDismissal
    let names: TypeNames

    func print(into printer: inout CodePrinter) {
        let direction = interactive.direction.directionName
        let threshold = NumberLiteral.swift(interactive.threshold)
        printer.line(
            "/// `interactive: pan(\(direction), threshold: \(NumberLiteral.plainDecimal(interactive.threshold)))`: progress is the finger's travel \(travelDescription)"
        )
        printer.line("/// over the distance that takes the presented view off screen that way (linear, so the view")
        printer.line("/// stays under the finger); on release the dismissal finishes past the threshold or on a")
        printer.line("/// fling \(direction), and cancels otherwise.")
        printer.line("@MainActor")
        printer.block("private final class \(names.dismissInteraction): UIPercentDrivenInteractiveTransition") {
            printer in
            printer.line("/// Whether a pan is driving a dismissal now.")
            printer.line("private(set) var isInteracting = false")
            printer.line("private weak var presented: UIViewController?")
            printer.line("private weak var pan: UIPanGestureRecognizer?")
            printer.line("/// The finger's travel for the whole dismissal, measured as the pan begins.")
            printer.line("private var distance: CGFloat = 1")
            printer.blankLine()
            printer.line("private let threshold: CGFloat = \(threshold)")
            printer.line("/// Speed \(direction), in points per second, that counts as a fling.")
            printer.line("private let flingVelocity: CGFloat = 1000")
            printer.blankLine()
            printer.line("/// Puts the pan on `presented`'s view, taking it off any controller it was on before.")
            printer.block("func attach(to presented: UIViewController)") { printer in
                printer.line("detach()")
                printer.line("let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))")
                printer.line("presented.view.addGestureRecognizer(pan)")
                printer.line("self.presented = presented")
                printer.line("self.pan = pan")
            }
            printer.blankLine()
            printer.line("/// Takes the pan off the presented view once it is dismissed.")
            printer.block("func detach()") { printer in
                printer.block("if let pan") { $0.line("pan.view?.removeGestureRecognizer(pan)") }
                printer.line("pan = nil")
                printer.line("presented = nil")
            }
            printer.blankLine()
            printHandlePan(into: &printer)
            printer.blankLine()
            printer.line("/// The share of the dismissal a travel of `travel` points covers, in 0…1.")
            printer.block("private func progress(_ travel: CGFloat) -> CGFloat") {
                $0.line("min(max(travel / distance, 0), 1)")
            }
        }
    }

    private var travelDescription: String {
        switch interactive.direction {
        case .top: "up"
        case .bottom: "down"
        case .left: "to the left"
        case .right: "to the right"
        }
    }

    /// The finger's travel in the direction, from a translation or velocity `point`.
    private func along(_ point: String) -> String {
        switch interactive.direction {
        case .top: "-\(point).y"
        case .bottom: "\(point).y"
        case .left: "-\(point).x"
        case .right: "\(point).x"
        }
    }

    /// The distance from the final frame `final` until the view has left the container.
    private var distance: (comment: String, expression: String) {
        switch interactive.direction {
        case .top: ("its bottom edge passes the container's top", "final.maxY")
        case .bottom: ("its top edge passes the container's bottom", "container.bounds.height - final.minY")
        case .left: ("its right edge passes the container's left", "final.maxX")
        case .right: ("its left edge passes the container's right", "container.bounds.width - final.minX")
        }
    }

    private func printHandlePan(into printer: inout CodePrinter) {
        printer.block("@objc private func handlePan(_ pan: UIPanGestureRecognizer)") { printer in
            printer.line("guard let presented, let view = pan.view, let container = view.superview else { return }")
            // Cases sit at the `switch`'s own indentation, their bodies one level in.
            printer.line("switch pan.state {")
            do {
                printer.line("case .began:")
                printer.withIndentation { printer in
                    printer.line("guard !presented.isBeingPresented, !presented.isBeingDismissed else { return }")
                    printer.line("// The view is off screen once \(distance.comment).")
                    printer.line(
                        "let final = presented.presentationController?.frameOfPresentedViewInContainerView ?? view.frame"
                    )
                    printer.line("distance = max(\(distance.expression), 1)")
                    printer.line("isInteracting = true")
                    printer.line("presented.dismiss(animated: true)")
                }
                printer.line("case .changed:")
                printer.withIndentation { printer in
                    printer.line("guard isInteracting else { return }")
                    printer.line("update(progress(\(along("pan.translation(in: container)"))))")
                }
                printer.line("case .ended:")
                printer.withIndentation { printer in
                    printer.line("guard isInteracting else { return }")
                    printer.line("isInteracting = false")
                    printer.line("let travel = \(along("pan.translation(in: container)"))")
                    printer.line("let speed = \(along("pan.velocity(in: container)"))")
                    printer.block("if progress(travel) > threshold || speed > flingVelocity") { $0.line("finish()") }
                    printer.chain("else") { $0.line("cancel()") }
                }
                printer.line("case .cancelled, .failed:")
                printer.withIndentation { printer in
                    printer.line("guard isInteracting else { return }")
                    printer.line("isInteracting = false")
                    printer.line("cancel()")
                }
                printer.line("case .possible:")
                printer.withIndentation { $0.line("break") }
                printer.line("@unknown default:")
                printer.withIndentation { printer in
                    printer.line("guard isInteracting else { return }")
                    printer.line("isInteracting = false")
                    printer.line("cancel()")
                }
            }
            printer.line("}")
        }
    }
}
