// Escape on a hardware keyboard dismisses a dismissible custom presentation, as VoiceOver's
// escape does (AccessibilityGenerator): a `UIKeyCommand` on the presented controller, answered
// by the view controller nearest the first responder.
import TransModel

/// Builds the key command's parts. Apple's `addKeyCommand(_:)`: "The key commands you add to a
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

    var property: SwiftDeclaration {
        .line(
            documentation: ["Escape on a hardware keyboard, on the presented controller while it is presented."],
            "private var escapeKeyCommand: UIKeyCommand?")
    }

    /// Statements for `presentationTransitionWillBegin()`.
    var installation: [SwiftStatement] {
        [
            .comment("A hardware keyboard's Escape dismisses too."),
            .line("let escape = UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: \(selector))"),
            .line("presentedViewController.addKeyCommand(escape)"),
            .line("escapeKeyCommand = escape"),
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
    /// presents another controller above itself. The `guard` keeps the original's two lines, as
    /// the delegate's `interactionControllerForDismissal` does.
    var action: SwiftDeclaration {
        .type(
            keyword: "extension", name: "UIViewController",
            members: [
                .function(
                    documentation: [
                        "Escape, from the key command \(names.presentationController) adds: UIKit sends it up the",
                        "responder chain from the first responder, and the nearest controller answers.",
                    ],
                    signature: uikit.actionMethod("fileprivate func \(actionName)(_ command: UIKeyCommand)"),
                    body: [
                        .line(
                            "guard presentationController is \(names.presentationController), presentingViewController != nil,"
                        ),
                        .line("      presentedViewController == nil"),
                        .line("else { return }"),
                        .line("dismiss(animated: true)"),
                    ])
            ])
    }
}
