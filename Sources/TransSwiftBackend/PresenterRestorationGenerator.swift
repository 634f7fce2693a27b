// A presenting view that stays on screen: what the presentation changed, put back at dismissal.
import TransModel

/// Builds `NAMEPresenterRestoration`. Under `custom` (without `removesPresentersView: true`),
/// `overFullScreen` and `overCurrentContext` UIKit hands no presenting view to the transition
/// (`view(forKey:)` is nil for it): the view stays where it is, and the present phase
/// animates the controller's own view there. What the phase changes on it (clipping included)
/// is saved before it changes anything, kept with the presented controller, and put back
/// once the dismissal completes, or at once when the presentation is cancelled.
struct PresenterRestorationGenerator {
    let names: TypeNames

    /// Whether `transition` needs it: its present phase animates a presenting view that stays.
    static func isNeeded(by transition: Transition) -> Bool {
        !transition.present.isApproximate && !transition.presentingLeavesScreen
            && transition.present.targets.contains { $0.target == .presenting }
    }

    var declaration: SwiftDeclaration {
        let type = names.presenterRestoration
        return .type(
            documentation: ["Puts the presenting view back as it was before the presentation changed it."],
            attributes: ["@MainActor"], modifiers: "private final", keyword: "class", name: type,
            supertypes: ["NSObject"],
            members: [
                .line("private let restore: @MainActor () -> Void"),
                .function(
                    signature: "private init(_ restore: @escaping @MainActor () -> Void)",
                    body: [.line("self.restore = restore"), .line("super.init()")]),
                .associationKey(of: type),
                .function(
                    documentation: ["Keeps `restore` with `presented` until its dismissal completes."],
                    signature:
                        "static func keep(for presented: UIViewController, _ restore: @escaping @MainActor () -> Void)",
                    body: [
                        .line(
                            "objc_setAssociatedObject(presented, key, \(type)(restore), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)"
                        )
                    ]),
                .function(
                    documentation: ["Puts the presenting view back, once."],
                    signature: "static func restore(for presented: UIViewController)",
                    body: [
                        .line("guard let saved = objc_getAssociatedObject(presented, key) as? \(type) else { return }"),
                        .line("objc_setAssociatedObject(presented, key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)"),
                        .line("saved.restore()"),
                    ]),
            ])
    }
}
