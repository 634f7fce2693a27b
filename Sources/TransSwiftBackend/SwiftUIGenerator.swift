// The SwiftUI entry point: `.NAMETransition(isPresented:content:)` and
// `.NAMETransition(item:content:)`, a thin shell over `NAMETransition.Presenter`.
import TransModel

/// Prints, under `#if canImport(SwiftUI)`, the two `View` modifiers of one transition, named
/// after it as `sheet(isPresented:content:)` and `sheet(item:content:)` are after a sheet, the
/// `ViewModifier` they apply and the `UIViewControllerRepresentable` that puts the presenter's
/// anchor behind the modified view. Where SwiftUI cannot be imported (the UIKit model on
/// Linux) it compiles out, and the UIKit presenter stays.
struct SwiftUIGenerator {
    let names: TypeNames

    /// The file's `import SwiftUI`, under the same condition as every transition's shell.
    static var importDeclaration: SwiftDeclaration {
        .conditional(condition: "canImport(SwiftUI)", [.line("import SwiftUI")])
    }

    /// `cardTransition` for `Card`: the type name's first letter in lower case, or the
    /// letters of a leading acronym but its last (`UIFlipTransition` → `uiFlipTransition`).
    /// A name that starts with `_` (`_2upTransition`) has no letter to lower and would name
    /// the class: it becomes `present_2upTransition`. Type names never start in lower case,
    /// so the method never shadows one.
    var methodName: String {
        let name = names.transition
        let capitals = name.prefix { $0.isUppercase }
        guard !capitals.isEmpty else { return "present" + name }
        let lowered = capitals.count > 1 ? capitals.count - 1 : 1
        return name.prefix(lowered).lowercased() + name.dropFirst(lowered)
    }

    var declaration: SwiftDeclaration {
        .conditional(
            condition: "canImport(SwiftUI)",
            [
                .type(
                    keyword: "extension", name: "View",
                    members: modifiers),
                viewModifier, representable,
            ])
    }

    private var modifiers: [SwiftDeclaration] {
        let transition = names.transition
        return [
            modifier(
                documentation: [
                    "Presents `content` with \(transition) while `isPresented` is true, in a",
                    "`UIHostingController`, as `sheet(isPresented:content:)` presents a sheet. It is",
                    "dismissed with the transition when `isPresented` turns false; when the user dismisses it",
                    "(the dimming tap, the pan), `isPresented` is set to false.",
                ], generics: "<Content: View>",
                parameters: ["isPresented: Binding<Bool>", "@ViewBuilder content: @escaping () -> Content"],
                arguments: [
                    "presentedID: isPresented.wrappedValue ? AnyHashable(true) : nil",
                    "presented: isPresented.wrappedValue ? content() : nil",
                    "dismissByUser: { isPresented.wrappedValue = false }",
                ]),
            modifier(
                documentation: [
                    "Presents `content(item)` with \(transition) while `item` is not nil, as",
                    "`sheet(item:content:)` does. An item with another `id` dismisses the presented content",
                    "with the transition and then presents its own; when the user dismisses it (the dimming",
                    "tap, the pan), `item` is set to nil.",
                ], generics: "<Item: Identifiable, Content: View>",
                parameters: ["item: Binding<Item?>", "@ViewBuilder content: @escaping (Item) -> Content"],
                arguments: [
                    "presentedID: item.wrappedValue.map { AnyHashable($0.id) }",
                    "presented: item.wrappedValue.map(content)",
                    "dismissByUser: { item.wrappedValue = nil }",
                ]),
        ]
    }

    /// A modifier: both bindings reach the one view modifier, as an identity of what is
    /// presented, its content and how a user's dismissal writes back.
    private func modifier(
        documentation: [String], generics: String, parameters: [String], arguments: [String]
    ) -> SwiftDeclaration {
        .wrappedFunction(
            documentation: documentation, attributes: ["@MainActor"], head: "public func \(methodName)\(generics)",
            parameters: parameters, tail: "-> some View",
            body: [
                .wrappedCall(
                    callee: "modifier",
                    arguments: [
                        .wrappedCall(callee: names.viewModifier, arguments: arguments.map(SwiftArgument.expression))
                    ])
            ])
    }

    /// The modifier's state: what should be presented, under which identity, and how the
    /// binding hears the user's dismissal.
    private var storedProperties: SwiftDeclaration {
        .adjacent([
            .line("let presentedID: AnyHashable?"), .line("let presented: Presented?"),
            .line("let dismissByUser: () -> Void"),
        ])
    }

    private var viewModifier: SwiftDeclaration {
        .type(
            documentation: ["`.\(methodName)(…)`: the presenter's anchor behind the modified view."],
            modifiers: "private", keyword: "struct", name: "\(names.viewModifier)<Presented: View>",
            supertypes: ["ViewModifier"],
            members: [
                storedProperties,
                .function(
                    signature: "func body(content: Content) -> some View",
                    body: [
                        .block(
                            header: "content.background",
                            body: [
                                .line(
                                    "\(names.representable)(presentedID: presentedID, presented: presented, dismissByUser: dismissByUser)"
                                )
                            ])
                    ]),
            ])
    }

    private var representable: SwiftDeclaration {
        let presenter = "\(names.transition).Presenter"
        return .type(
            documentation: ["Keeps a `\(presenter)` (its coordinator) in step with the modifier's state."],
            modifiers: "private", keyword: "struct", name: "\(names.representable)<Presented: View>",
            supertypes: ["UIViewControllerRepresentable"],
            members: [
                storedProperties,
                .function(
                    signature: "func makeCoordinator() -> \(presenter)",
                    body: [.line("\(presenter)()")]),
                .function(
                    signature: "func makeUIViewController(context: Context) -> UIViewController",
                    body: [.line("context.coordinator.anchor")]),
                .function(
                    signature: "func updateUIViewController(_ anchor: UIViewController, context: Context)",
                    body: [
                        .line("let presenter = context.coordinator"),
                        .line("presenter.onDismissByUser = dismissByUser"),
                        .guardElse(
                            conditions: ["let presentedID, let presented"],
                            otherwise: [.line("presenter.dismiss()"), .line("return")]),
                        .comment("The content on screen follows the modifier's, as a sheet's does."),
                        .line(
                            "let hosting = presenter.presentedController(for: presentedID) as? UIHostingController<Presented>"
                        ),
                        .line("hosting?.rootView = presented"),
                        .line("presenter.update(presenting: presentedID) { UIHostingController(rootView: presented) }"),
                    ]),
                .function(
                    documentation: ["The modified view left the hierarchy: what it presented goes too."],
                    signature:
                        "static func dismantleUIViewController(_ anchor: UIViewController, coordinator: \(presenter))",
                    body: [.line("coordinator.dismiss()")]),
            ])
    }
}
