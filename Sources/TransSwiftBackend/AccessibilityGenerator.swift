// VoiceOver for a custom presentation: modality, the escape gesture, the dimming view as a
// "Dismiss" button, and the status bar of a full-screen presented controller.
import TransModel

/// Prints the presentation controller's accessibility lines. Apple's
/// `accessibilityPerformEscape()` ("Implement this method on an element or containing view that
/// can be revealed modally … to give users a deliberate dismiss action") is answered on the
/// presented view, the ancestor of every element VoiceOver can focus in it, through the iOS 17
/// block-based setter (`accessibilityPerformEscapeBlock`): the presented view and controller are
/// the app's classes, so no method can be overridden on them. A transition is *dismissible*
/// when the program already lets the user dismiss it without the app's own buttons: a
/// tap-to-dismiss dimming view or an interactive dismissal; otherwise the escape returns false
/// and VoiceOver goes on to the ancestors, as Apple's default does.
struct AccessibilityGenerator {
    let transition: Transition
    let presentation: Presentation

    /// The label VoiceOver reads for a tap-to-dismiss dimming view.
    static let dimmingLabel = "Dismiss"

    var dismissible: Bool { presentation.dimming?.tapToDismiss == true || transition.interactiveDismissal != nil }

    /// The dimming view is a VoiceOver button when tapping it dismisses.
    private var dimmingIsElement: Bool { presentation.dimming?.tapToDismiss == true }

    /// The view whose siblings VoiceOver ignores while presented (Apple: `accessibilityViewIsModal`
    /// "VoiceOver ignores the accessibility elements within views that are siblings of the
    /// receiver"): the container view when the dimming view, the presented view's sibling, must
    /// stay reachable; none under `passthrough`, whose presenting view stays usable.
    private var modalView: String? {
        if presentation.passthrough { return nil }
        return dimmingIsElement ? "containerView" : "presentedView"
    }

    /// Whether a custom style covers the status bar: a frame of the whole container.
    private var coversStatusBar: Bool { presentation.frame == .container }

    /// Whether `willBegin` has any statement (else the override may be left out).
    var printsWillBegin: Bool { modalView != nil || dismissible || coversStatusBar }

    /// Statements for `presentationTransitionWillBegin()`, after the dimming view is set up.
    var willBegin: [SwiftStatement] {
        var statements: [SwiftStatement] = []
        // With a tap-to-dismiss dimming view, `containerView` is bound (by the dimming's `guard`).
        if let modalView {
            statements += [
                .comment("VoiceOver: only the presentation's elements while it is up."),
                .line("\(modalView)\(dimmingIsElement ? "" : "?").accessibilityViewIsModal = true"),
            ]
        }
        if dimmingIsElement {
            statements += [
                .line("dimmingView.isAccessibilityElement = true"),
                .line("dimmingView.accessibilityLabel = \"\(Self.dimmingLabel)\""),
                .line("dimmingView.accessibilityTraits = .button"),
            ]
        }
        if dismissible {
            let dismiss: [SwiftStatement] = [.line("self?.dismissForAccessibility() ?? false")]
            var blocks: [SwiftStatement] = [
                .closure(
                    call: "presentedView?.accessibilityPerformEscapeBlock =", signature: "[weak self] in", body: dismiss
                )
            ]
            if dimmingIsElement {
                blocks.append(
                    .closure(
                        call: "dimmingView.accessibilityActivateBlock =", signature: "[weak self] in", body: dismiss))
            }
            statements.append(.ifThen(condition: "#available(iOS 17.0, *)", body: blocks))
        }
        if coversStatusBar {
            statements += [
                .comment("Full screen: the presented controller decides the status bar's appearance."),
                .line("presentedViewController.modalPresentationCapturesStatusBarAppearance = true"),
            ]
        }
        return statements
    }

    /// Lines that undo `willBegin`, once the presented view is gone.
    var cleanup: [String] {
        var lines: [String] = []
        if let modalView { lines.append("\(modalView)?.accessibilityViewIsModal = false") }
        if dismissible {
            lines.append("if #available(iOS 17.0, *) { presentedView?.accessibilityPerformEscapeBlock = nil }")
        }
        return lines
    }

    /// The dismissal the escape gesture and the dimming button perform.
    var methods: [SwiftDeclaration] {
        guard dismissible else { return [] }
        return [
            .function(
                documentation: [
                    "VoiceOver's escape (and the dimming button): dismisses, as the program allows the user to."
                ],
                signature: "private func dismissForAccessibility() -> Bool",
                body: [.line("presentedViewController.dismiss(animated: true)"), .returning("true")])
        ]
    }
}
