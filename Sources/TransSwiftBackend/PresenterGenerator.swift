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

    /// The `Presenter` in an extension of the transition, its anchor, and the sheet's delegate.
    var declarations: [SwiftDeclaration] {
        [
            .type(
                keyword: "extension", name: names.transition,
                members: [presenter]),
            anchor,
        ] + (observesSheet ? [sheetDismissal] : [])
    }

    private var presenter: SwiftDeclaration {
        .type(
            documentation: [
                "Presents one controller at a time with this transition and keeps a binding in step with",
                "the screen: the UIKit half of the SwiftUI modifiers, usable without SwiftUI. Put `anchor`",
                "into the hierarchy (the modifiers put it behind the modified view), then call",
                "`update(presenting:makeController:)` with the identity of what should be on screen, or",
                "`dismiss()`. A dismissal the user makes (the dimming tap, the pan) calls",
                "`onDismissByUser` once it completes, so the binding turns false or nil.",
            ], attributes: ["@MainActor"], modifiers: "public final", keyword: "class", name: "Presenter",
            members: [properties, initializer] + members)
    }

    private var properties: SwiftDeclaration {
        var properties: [SwiftDeclaration] = [
            .line(
                documentation: [
                    "An invisible controller to put into the hierarchy. Presentations are made from it (or",
                    "from what it already presents) once its view is in a window.",
                ], "public let anchor: UIViewController"),
            .line(
                documentation: ["Called once a dismissal the user started has completed, not for `dismiss()`."],
                "public var onDismissByUser: () -> Void = {}"),
            .line("private let transition = \(names.transition)()"),
        ]
        if observesSheet {
            properties.append(
                .line(
                    documentation: ["Hears the system's swipe down on the sheet."],
                    "private let sheetDismissal = \(names.sheetDismissal)()"))
        }
        properties += [
            .line(
                documentation: ["The controller on screen (or being presented or dismissed) and its identity."],
                "private var shown: (id: AnyHashable, controller: UIViewController)?"),
            .line(
                documentation: ["What should be on screen."],
                "private var wanted: (id: AnyHashable, makeController: () -> UIViewController)?"),
            .line(
                documentation: [
                    "A presentation or dismissal made by this presenter is running; its completion",
                    "reconciles again.",
                ], "private var isTransitioning = false"),
        ]
        return .adjacent(properties)
    }

    private var initializer: SwiftDeclaration {
        var body: [SwiftStatement] = [
            .line("let anchor = \(names.presentationAnchor)()"),
            .line("self.anchor = anchor"),
            .line("anchor.onAppear = { [weak self] in self?.reconcile() }"),
        ]
        if observesSheet {
            body.append(
                .closure(
                    call: "sheetDismissal.didDismiss =", signature: "[weak self] controller in",
                    body: [.line("self?.dismissalDidEnd(of: controller, completed: true)")]))
        }
        if hearsReports {
            body.append(
                .closure(
                    call: "transition.dismissalDidEnd =", signature: "[weak self] controller, completed in",
                    body: [.line("self?.dismissalDidEnd(of: controller, completed: completed)")]))
        }
        return .function(signature: "public init()", body: body)
    }

    private var sheetDismissal: SwiftDeclaration {
        .type(
            documentation: [
                "The delegate of a presented sheet's presentation controller: UIKit tells it when the user",
                "swiped the sheet away, and only then.",
            ], attributes: ["@MainActor"], modifiers: "private final", keyword: "class", name: names.sheetDismissal,
            supertypes: ["NSObject", "UIAdaptivePresentationControllerDelegate"],
            members: [
                .line("var didDismiss: (UIViewController) -> Void = { _ in }"),
                .function(
                    signature:
                        "func presentationControllerDidDismiss(_ presentationController: UIPresentationController)",
                    body: [.line("didDismiss(presentationController.presentedViewController)")]),
            ])
    }

    private var members: [SwiftDeclaration] {
        var members: [SwiftDeclaration] = [
            .function(
                documentation: ["The controller presented for `id`, while it is on screen: to refresh its content."],
                signature: "public func presentedController(for id: AnyHashable) -> UIViewController?",
                body: [.line("shown?.id == id ? shown?.controller : nil")]),
            .function(
                documentation: [
                    "Puts what `makeController` makes for `id` on screen, with the transition: nothing",
                    "happens while `id` is already presented, and a controller presented for another",
                    "identity is dismissed first.",
                ],
                signature:
                    "public func update(presenting id: AnyHashable, makeController: @escaping () -> UIViewController)",
                body: [.line("wanted = (id, makeController)"), .line("reconcile()")]),
            .function(
                documentation: ["Dismisses what this presenter presented, with the transition."],
                signature: "public func dismiss()", body: [.line("wanted = nil"), .line("reconcile()")]),
            reconcile,
            .function(
                documentation: ["The controller presentations are made from: the top of what the anchor presents."],
                signature: "private func presentingController() -> UIViewController?",
                body: [
                    .comment("Not in a window yet: the anchor reconciles again when it appears."),
                    .line("guard anchor.viewIfLoaded?.window != nil else { return nil }"),
                    .line("var presenting = anchor"),
                    .line("while let presented = presenting.presentedViewController { presenting = presented }"),
                    .returning("presenting"),
                ]),
            .function(
                signature: "private func didDismiss(_ controller: UIViewController)",
                body: [
                    .line("isTransitioning = false"), .line("if shown?.controller === controller { shown = nil }"),
                    .line("reconcile()"),
                ]),
        ]
        if hearsDismissals {
            members.append(
                .function(
                    documentation: [
                        "A dismissal of `controller` ended. This presenter's own end in `didDismiss(_:)`; one",
                        "the user completed (it did not start it) clears `shown` and tells `onDismissByUser`,",
                        "unless what should be on screen had already changed.",
                    ], signature: "private func dismissalDidEnd(of controller: UIViewController, completed: Bool)",
                    body: [
                        .line(
                            "guard completed, !isTransitioning, let shown, shown.controller === controller else { return }"
                        ),
                        .line("self.shown = nil"),
                        .ifThen(
                            condition: "wanted?.id == shown.id",
                            body: [.line("wanted = nil"), .line("onDismissByUser()")]),
                    ]))
        }
        return members
    }

    private var reconcile: SwiftDeclaration {
        var body: [SwiftStatement] = [
            .line("guard !isTransitioning else { return }"),
            .ifThen(
                condition: "let shown",
                body: [
                    .comment("A dismissal under way (the user's) is waited for: its end is reported."),
                    .line("guard shown.id != wanted?.id, !shown.controller.isBeingDismissed else { return }"),
                    .line("isTransitioning = true"),
                    .line("let controller = shown.controller"),
                    .comment("Dismissing from the presenting controller also dismisses what `controller` presents."),
                    .closure(
                        call: "(controller.presentingViewController ?? controller).dismiss(animated: true)",
                        signature: "[weak self] in", body: [.line("self?.didDismiss(controller)")]),
                    .line("return"),
                ]),
            .line("guard let wanted, let presenting = presentingController() else { return }"),
            .line("let controller = wanted.makeController()"),
            .line("transition.prepare(controller)"),
            .line("shown = (wanted.id, controller)"),
            .line("isTransitioning = true"),
            .closure(
                call: "presenting.present(controller, animated: true)", signature: "[weak self] in",
                body: [.line("self?.isTransitioning = false"), .line("self?.reconcile()")]),
        ]
        if observesSheet {
            body += [
                .comment("The sheet's presentation controller exists once its presentation has begun."),
                .line("controller.presentationController?.delegate = sheetDismissal"),
            ]
        }
        return .function(
            documentation: [
                "Presents or dismisses so that the screen shows what `wanted` asks for, one transition", "at a time.",
            ], signature: "private func reconcile()", body: body)
    }

    private var anchor: SwiftDeclaration {
        .type(
            documentation: [
                "The presenter's place in the hierarchy: an empty view that ignores touches, and the",
                "moment it appears, when a presentation asked for earlier can be made.",
            ], attributes: ["@MainActor"], modifiers: "private final", keyword: "class",
            name: names.presentationAnchor, supertypes: ["UIViewController"],
            members: [
                .line("var onAppear: () -> Void = {}"),
                .function(
                    signature: "override func loadView()",
                    body: [
                        .line("let view = UIView(frame: .zero)"), .line("view.isUserInteractionEnabled = false"),
                        .line("self.view = view"),
                    ]),
                .function(
                    signature: "override func viewDidAppear(_ animated: Bool)",
                    body: [.line("super.viewDidAppear(animated)"), .line("onAppear()")]),
            ])
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
    static var property: SwiftDeclaration {
        .line(
            documentation: [
                "How a dismissal of a controller prepared by this transition ended (completed or not),",
                "whoever started it: a `Presenter` keeps its binding in step with it. UIKit sends",
                "`presentationControllerDidDismiss(_:)` only for a sheet's own interactive dismissal.",
            ], "fileprivate var dismissalDidEnd: ((UIViewController, Bool) -> Void)?")
    }

    /// The statement reporting that `controller`'s dismissal ended, `completed` or not.
    static func statement(_ names: TypeNames, controller: String, completed: String) -> String {
        "(\(controller).transitioningDelegate as? \(names.transition))?.dismissalDidEnd?(\(controller), \(completed))"
    }
}
