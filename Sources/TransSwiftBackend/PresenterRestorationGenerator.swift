// A presenting view that stays on screen: what the presentation changed, put back at dismissal.
import TransModel

/// Prints `NAMEPresenterRestoration`. Under `custom` (without `removesPresentersView: true`),
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

    func print(into printer: inout CodePrinter) {
        let type = names.presenterRestoration
        printer.line("/// Puts the presenting view back as it was before the presentation changed it.")
        printer.line("@MainActor")
        printer.block("private final class \(type): NSObject") { printer in
            printer.line("private let restore: @MainActor () -> Void")
            printer.blankLine()
            printer.block("private init(_ restore: @escaping @MainActor () -> Void)") { printer in
                printer.line("self.restore = restore")
                printer.line("super.init()")
            }
            printer.blankLine()
            printer.line("/// The association key: the address of this class's metadata.")
            printer.block("private static var key: UnsafeRawPointer") { printer in
                printer.line("let address: UInt = UInt(bitPattern: ObjectIdentifier(\(type).self))")
                printer.line("return UnsafeRawPointer(bitPattern: address)!")
            }
            printer.blankLine()
            printer.line("/// Keeps `restore` with `presented` until its dismissal completes.")
            printer.block(
                "static func keep(for presented: UIViewController, _ restore: @escaping @MainActor () -> Void)"
            ) {
                $0.line(
                    "objc_setAssociatedObject(presented, key, \(type)(restore), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)")
            }
            printer.blankLine()
            printer.line("/// Puts the presenting view back, once.")
            printer.block("static func restore(for presented: UIViewController)") { printer in
                printer.line("guard let saved = objc_getAssociatedObject(presented, key) as? \(type) else { return }")
                printer.line("objc_setAssociatedObject(presented, key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)")
                printer.line("saved.restore()")
            }
        }
    }
}
