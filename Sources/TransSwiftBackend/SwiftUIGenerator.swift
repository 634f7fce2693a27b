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
    static func printImport(into printer: inout CodePrinter) {
        printer.line("#if canImport(SwiftUI)")
        printer.line("import SwiftUI")
        printer.line("#endif")
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

    func print(into printer: inout CodePrinter) {
        printer.line("#if canImport(SwiftUI)")
        printer.block("extension View") { printer in
            printModifiers(into: &printer)
        }
        printer.blankLine()
        printViewModifier(into: &printer)
        printer.blankLine()
        printRepresentable(into: &printer)
        printer.line("#endif")
    }

    private func printModifiers(into printer: inout CodePrinter) {
        let transition = names.transition
        printer.lines([
            "/// Presents `content` with \(transition) while `isPresented` is true, in a",
            "/// `UIHostingController`, as `sheet(isPresented:content:)` presents a sheet. It is",
            "/// dismissed with the transition when `isPresented` turns false; when the user dismisses it",
            "/// (the dimming tap, the pan), `isPresented` is set to false.",
            "@MainActor",
            "public func \(methodName)<Content: View>(",
        ])
        printer.withIndentation {
            $0.lines(["isPresented: Binding<Bool>,", "@ViewBuilder content: @escaping () -> Content"])
        }
        printModifierBody(
            [
                "presentedID: isPresented.wrappedValue ? AnyHashable(true) : nil,",
                "presented: isPresented.wrappedValue ? content() : nil,",
                "dismissByUser: { isPresented.wrappedValue = false }",
            ], into: &printer)
        printer.blankLine()
        printer.lines([
            "/// Presents `content(item)` with \(transition) while `item` is not nil, as",
            "/// `sheet(item:content:)` does. An item with another `id` dismisses the presented content",
            "/// with the transition and then presents its own; when the user dismisses it (the dimming",
            "/// tap, the pan), `item` is set to nil.",
            "@MainActor",
            "public func \(methodName)<Item: Identifiable, Content: View>(",
        ])
        printer.withIndentation {
            $0.lines(["item: Binding<Item?>,", "@ViewBuilder content: @escaping (Item) -> Content"])
        }
        printModifierBody(
            [
                "presentedID: item.wrappedValue.map { AnyHashable($0.id) },",
                "presented: item.wrappedValue.map(content),",
                "dismissByUser: { item.wrappedValue = nil }",
            ], into: &printer)
    }

    /// A modifier's body: both bindings reach the one view modifier, as an identity of what is
    /// presented, its content and how a user's dismissal writes back.
    private func printModifierBody(_ arguments: [String], into printer: inout CodePrinter) {
        printer.block(") -> some View") { printer in
            printer.line("modifier(")
            printer.withIndentation { printer in
                printer.line("\(names.viewModifier)(")
                printer.withIndentation { $0.lines(arguments) }
                printer.line(")")
            }
            printer.line(")")
        }
    }

    /// The modifier's state: what should be presented, under which identity, and how the
    /// binding hears the user's dismissal.
    private func printStoredProperties(into printer: inout CodePrinter) {
        printer.lines([
            "let presentedID: AnyHashable?", "let presented: Presented?", "let dismissByUser: () -> Void",
        ])
    }

    private func printViewModifier(into printer: inout CodePrinter) {
        printer.line("/// `.\(methodName)(…)`: the presenter's anchor behind the modified view.")
        printer.block("private struct \(names.viewModifier)<Presented: View>: ViewModifier") { printer in
            printStoredProperties(into: &printer)
            printer.blankLine()
            printer.block("func body(content: Content) -> some View") { printer in
                printer.block("content.background") { printer in
                    printer.line(
                        "\(names.representable)(presentedID: presentedID, presented: presented, dismissByUser: dismissByUser)"
                    )
                }
            }
        }
    }

    private func printRepresentable(into printer: inout CodePrinter) {
        let presenter = "\(names.transition).Presenter"
        printer.line("/// Keeps a `\(presenter)` (its coordinator) in step with the modifier's state.")
        printer.block("private struct \(names.representable)<Presented: View>: UIViewControllerRepresentable") {
            printer in
            printStoredProperties(into: &printer)
            printer.blankLine()
            printer.block("func makeCoordinator() -> \(presenter)") { $0.line("\(presenter)()") }
            printer.blankLine()
            printer.block("func makeUIViewController(context: Context) -> UIViewController") {
                $0.line("context.coordinator.anchor")
            }
            printer.blankLine()
            printer.block("func updateUIViewController(_ anchor: UIViewController, context: Context)") { printer in
                printer.line("let presenter = context.coordinator")
                printer.line("presenter.onDismissByUser = dismissByUser")
                printer.block("guard let presentedID, let presented else") { printer in
                    printer.line("presenter.dismiss()")
                    printer.line("return")
                }
                printer.line("// The content on screen follows the modifier's, as a sheet's does.")
                printer.line(
                    "let hosting = presenter.presentedController(for: presentedID) as? UIHostingController<Presented>")
                printer.line("hosting?.rootView = presented")
                printer.line("presenter.update(presenting: presentedID) { UIHostingController(rootView: presented) }")
            }
            printer.blankLine()
            printer.line("/// The modified view left the hierarchy: what it presented goes too.")
            printer.block(
                "static func dismantleUIViewController(_ anchor: UIViewController, coordinator: \(presenter))"
            ) {
                $0.line("coordinator.dismiss()")
            }
        }
    }
}
