// Escape on a hardware keyboard dismisses a dismissible custom presentation, as VoiceOver's
// escape does (AccessibilityGenerator): a `UIKeyCommand` on the presented controller, answered
// by the view controller nearest the first responder.
import TransModel

/// Prints the key command's parts. Apple's `addKeyCommand(_:)`: "The key commands you add to a
/// view controller are applied to the active responder chain. When the user performs a key
/// command, UIKit searches the responder chain (starting with the first responder) for an object
/// capable of handling the specified action." The presented controller and the views in it are
/// the app's classes and the presentation controller is no responder, so the command goes on the
/// presented controller (`addKeyCommand`, no subclass needed) and its action is a method every
/// `UIViewController` has (a file-private extension): the first controller on the chain — the
/// presented one, or one of its children — gets it and dismisses the presentation it belongs to.
struct EscapeKeyGenerator {
    let names: TypeNames
    let uikit: TargetUIKit

    /// The action's name, unique to the transition (an Objective-C method on every controller).
    private var actionName: String { "transc\(names.prefix)Escape" }

    /// `#selector(UIViewController.…(_:))`, or the model's unapplied method.
    private var selector: String {
        switch uikit {
        case .apple: "#selector(UIViewController.\(actionName)(_:))"
        case .model: "Selector(UIViewController.\(actionName)(_:))"
        }
    }

    func printProperty(into printer: inout CodePrinter) {
        printer.line("/// Escape on a hardware keyboard, on the presented controller while it is presented.")
        printer.line("private var escapeKeyCommand: UIKeyCommand?")
        printer.blankLine()
    }

    /// Lines for `presentationTransitionWillBegin()`.
    var installation: [String] {
        [
            "// A hardware keyboard's Escape dismisses too.",
            "let escape = UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: \(selector))",
            "presentedViewController.addKeyCommand(escape)",
            "escapeKeyCommand = escape",
        ]
    }

    /// Lines that take the command away once the presented view is gone.
    var cleanup: [String] {
        [
            "if let escapeKeyCommand { presentedViewController.removeKeyCommand(escapeKeyCommand) }",
            "escapeKeyCommand = nil",
        ]
    }

    /// The action, on every controller: only the one `NAMEPresentationController` presents (or a
    /// child of it, which reports the same presentation controller) dismisses, and not while it
    /// presents another controller above itself.
    func printAction(into printer: inout CodePrinter) {
        printer.line("extension UIViewController {")
        printer.withIndentation { printer in
            printer.line("/// Escape, from the key command \(names.presentationController) adds: UIKit sends it up the")
            printer.line("/// responder chain from the first responder, and the nearest controller answers.")
            printer.block(uikit.actionMethod("fileprivate func \(actionName)(_ command: UIKeyCommand)")) { printer in
                printer.line(
                    "guard presentationController is \(names.presentationController), presentingViewController != nil,")
                printer.line("      presentedViewController == nil")
                printer.line("else { return }")
                printer.line("dismiss(animated: true)")
            }
        }
        printer.line("}")
    }
}
