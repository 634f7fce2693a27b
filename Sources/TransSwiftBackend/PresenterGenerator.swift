// `NAMETransition.Presenter`: presenting and dismissing for a binding, in UIKit alone, so that
// the SwiftUI entry point (SwiftUIGenerator) is a thin shell and the logic runs on Linux
// against the behavioural UIKit model.
import TransModel

/// Prints the presenter and its anchor controller. The presenter keeps at most one controller
/// on screen for the identity it is asked for: a new identity dismisses (with the transition)
/// and then presents; none dismisses. It hears the user's dismissals through the transition's
/// `dismissalDidEnd` hook, which the presentation controller (or, without one, the pan) calls:
/// UIKit's `presentationControllerDidDismiss(_:)` is sent only for the system's own
/// interactive dismissal of a sheet, never for a custom presentation's.
struct PresenterGenerator {
    let names: TypeNames
    /// Whether the emitted code reports the user's dismissals (`DismissalReport.isEmitted`).
    let hearsReports: Bool
    /// Whether the style is a sheet the user can swipe down (UIKit's own interactive
    /// dismissal), which UIKit reports with `presentationControllerDidDismiss(_:)`: Apple,
    /// "This method is not called if the presentation is dismissed programmatically."
    let observesSheet: Bool

    init(transition: Transition, names: TypeNames) {
        self.names = names
        hearsReports = DismissalReport.isEmitted(by: transition)
        observesSheet = [.pageSheet, .formSheet, .automatic].contains(transition.style)
    }

    /// Whether the presenter hears any dismissal it did not make.
    private var hearsDismissals: Bool { hearsReports || observesSheet }

    func print(into printer: inout CodePrinter) {
        let transition = names.transition
        let anchor = names.presentationAnchor
        printer.line("extension \(transition) {")
        printer.withIndentation { printer in
            printer.lines([
                "/// Presents one controller at a time with this transition and keeps a binding in step with",
                "/// the screen: the UIKit half of the SwiftUI modifiers, usable without SwiftUI. Put `anchor`",
                "/// into the hierarchy (the modifiers put it behind the modified view), then call",
                "/// `update(presenting:makeController:)` with the identity of what should be on screen, or",
                "/// `dismiss()`. A dismissal the user makes (the dimming tap, the pan) calls",
                "/// `onDismissByUser` once it completes, so the binding turns false or nil.",
                "@MainActor",
            ])
            printer.block("public final class Presenter") { printer in
                printer.lines([
                    "/// An invisible controller to put into the hierarchy. Presentations are made from it (or",
                    "/// from what it already presents) once its view is in a window.",
                    "public let anchor: UIViewController",
                    "/// Called once a dismissal the user started has completed, not for `dismiss()`.",
                    "public var onDismissByUser: () -> Void = {}",
                    "private let transition = \(transition)()",
                ])
                if observesSheet {
                    printer.line("/// Hears the system's swipe down on the sheet.")
                    printer.line("private let sheetDismissal = \(names.sheetDismissal)()")
                }
                printer.lines([
                    "/// The controller on screen (or being presented or dismissed) and its identity.",
                    "private var shown: (id: AnyHashable, controller: UIViewController)?",
                    "/// What should be on screen.",
                    "private var wanted: (id: AnyHashable, makeController: () -> UIViewController)?",
                    "/// A presentation or dismissal made by this presenter is running; its completion",
                    "/// reconciles again.",
                    "private var isTransitioning = false",
                ])
                printer.blankLine()
                printer.block("public init()") { printer in
                    printer.line("let anchor = \(anchor)()")
                    printer.line("self.anchor = anchor")
                    printer.line("anchor.onAppear = { [weak self] in self?.reconcile() }")
                    if observesSheet {
                        printer.trailingClosure("sheetDismissal.didDismiss =", "[weak self] controller in") {
                            $0.line("self?.dismissalDidEnd(of: controller, completed: true)")
                        }
                    }
                    if hearsReports {
                        printer.trailingClosure("transition.dismissalDidEnd =", "[weak self] controller, completed in")
                        {
                            $0.line("self?.dismissalDidEnd(of: controller, completed: completed)")
                        }
                    }
                }
                printer.blankLine()
                printMembers(into: &printer)
            }
        }
        printer.line("}")
        printer.blankLine()
        printAnchor(into: &printer)
        if observesSheet {
            printer.blankLine()
            printSheetDismissal(into: &printer)
        }
    }

    private func printSheetDismissal(into printer: inout CodePrinter) {
        printer.line("/// The delegate of a presented sheet's presentation controller: UIKit tells it when the user")
        printer.line("/// swiped the sheet away, and only then.")
        printer.line("@MainActor")
        printer.block(
            "private final class \(names.sheetDismissal): NSObject, UIAdaptivePresentationControllerDelegate"
        ) { printer in
            printer.line("var didDismiss: (UIViewController) -> Void = { _ in }")
            printer.blankLine()
            printer.block("func presentationControllerDidDismiss(_ presentationController: UIPresentationController)") {
                $0.line("didDismiss(presentationController.presentedViewController)")
            }
        }
    }

    private func printMembers(into printer: inout CodePrinter) {
        printer.line("/// The controller presented for `id`, while it is on screen: to refresh its content.")
        printer.block("public func presentedController(for id: AnyHashable) -> UIViewController?") {
            $0.line("shown?.id == id ? shown?.controller : nil")
        }
        printer.blankLine()
        printer.lines([
            "/// Puts what `makeController` makes for `id` on screen, with the transition: nothing",
            "/// happens while `id` is already presented, and a controller presented for another",
            "/// identity is dismissed first.",
        ])
        printer.block(
            "public func update(presenting id: AnyHashable, makeController: @escaping () -> UIViewController)"
        ) {
            printer in
            printer.line("wanted = (id, makeController)")
            printer.line("reconcile()")
        }
        printer.blankLine()
        printer.line("/// Dismisses what this presenter presented, with the transition.")
        printer.block("public func dismiss()") { printer in
            printer.line("wanted = nil")
            printer.line("reconcile()")
        }
        printer.blankLine()
        printReconcile(into: &printer)
        printer.blankLine()
        printer.line("/// The controller presentations are made from: the top of what the anchor presents.")
        printer.block("private func presentingController() -> UIViewController?") { printer in
            printer.line("// Not in a window yet: the anchor reconciles again when it appears.")
            printer.line("guard anchor.viewIfLoaded?.window != nil else { return nil }")
            printer.line("var presenting = anchor")
            printer.line("while let presented = presenting.presentedViewController { presenting = presented }")
            printer.line("return presenting")
        }
        printer.blankLine()
        printer.block("private func didDismiss(_ controller: UIViewController)") { printer in
            printer.line("isTransitioning = false")
            printer.line("if shown?.controller === controller { shown = nil }")
            printer.line("reconcile()")
        }
        if hearsDismissals {
            printer.blankLine()
            printer.lines([
                "/// A dismissal of `controller` ended. This presenter's own end in `didDismiss(_:)`; one",
                "/// the user completed (it did not start it) clears `shown` and tells `onDismissByUser`,",
                "/// unless what should be on screen had already changed.",
            ])
            printer.block("private func dismissalDidEnd(of controller: UIViewController, completed: Bool)") { printer in
                printer.line(
                    "guard completed, !isTransitioning, let shown, shown.controller === controller else { return }")
                printer.line("self.shown = nil")
                printer.block("if wanted?.id == shown.id") { printer in
                    printer.line("wanted = nil")
                    printer.line("onDismissByUser()")
                }
            }
        }
    }

    private func printReconcile(into printer: inout CodePrinter) {
        printer.line("/// Presents or dismisses so that the screen shows what `wanted` asks for, one transition")
        printer.line("/// at a time.")
        printer.block("private func reconcile()") { printer in
            printer.line("guard !isTransitioning else { return }")
            printer.block("if let shown") { printer in
                printer.line("// A dismissal under way (the user's) is waited for: its end is reported.")
                printer.line("guard shown.id != wanted?.id, !shown.controller.isBeingDismissed else { return }")
                printer.line("isTransitioning = true")
                printer.line("let controller = shown.controller")
                printer.line("// Dismissing from the presenting controller also dismisses what `controller` presents.")
                printer.trailingClosure(
                    "(controller.presentingViewController ?? controller).dismiss(animated: true)", "[weak self] in"
                ) {
                    $0.line("self?.didDismiss(controller)")
                }
                printer.line("return")
            }
            printer.line("guard let wanted, let presenting = presentingController() else { return }")
            printer.line("let controller = wanted.makeController()")
            printer.line("transition.prepare(controller)")
            printer.line("shown = (wanted.id, controller)")
            printer.line("isTransitioning = true")
            printer.trailingClosure("presenting.present(controller, animated: true)", "[weak self] in") { printer in
                printer.line("self?.isTransitioning = false")
                printer.line("self?.reconcile()")
            }
            if observesSheet {
                printer.line("// The sheet's presentation controller exists once its presentation has begun.")
                printer.line("controller.presentationController?.delegate = sheetDismissal")
            }
        }
    }

    private func printAnchor(into printer: inout CodePrinter) {
        printer.line("/// The presenter's place in the hierarchy: an empty view that ignores touches, and the")
        printer.line("/// moment it appears, when a presentation asked for earlier can be made.")
        printer.line("@MainActor")
        printer.block("private final class \(names.presentationAnchor): UIViewController") { printer in
            printer.line("var onAppear: () -> Void = {}")
            printer.blankLine()
            printer.block("override func loadView()") { printer in
                printer.line("let view = UIView(frame: .zero)")
                printer.line("view.isUserInteractionEnabled = false")
                printer.line("self.view = view")
            }
            printer.blankLine()
            printer.block("override func viewDidAppear(_ animated: Bool)") { printer in
                printer.line("super.viewDidAppear(animated)")
                printer.line("onAppear()")
            }
        }
    }
}

/// The hook through which the emitted code tells a presenter how a dismissal ended, whoever
/// started it: `NAMETransition.dismissalDidEnd`, called by the presentation controller's
/// `dismissalTransitionDidEnd(_:)` or, for a transition without one, on the pan's dismissal
/// through the transition coordinator's completion.
enum DismissalReport {
    /// Whether the emitted code has a place to report from: without a presentation controller
    /// or a pan, only `dismiss(animated:)` dismisses, and the presenter hears its own.
    static func isEmitted(by transition: Transition) -> Bool {
        transition.presentation != nil || transition.interactiveDismissal != nil
    }

    /// The stored property of `NAMETransition`.
    static func printProperty(into printer: inout CodePrinter) {
        printer.lines([
            "/// How a dismissal of a controller prepared by this transition ended (completed or not),",
            "/// whoever started it: a `Presenter` keeps its binding in step with it. UIKit sends",
            "/// `presentationControllerDidDismiss(_:)` only for a sheet's own interactive dismissal.",
            "fileprivate var dismissalDidEnd: ((UIViewController, Bool) -> Void)?",
        ])
    }

    /// The statement reporting that `controller`'s dismissal ended, `completed` or not.
    static func statement(_ names: TypeNames, controller: String, completed: String) -> String {
        "(\(controller).transitioningDelegate as? \(names.transition))?.dismissalDidEnd?(\(controller), \(completed))"
    }
}
