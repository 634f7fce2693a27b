// A hardware keyboard on the UIKit model: `UIKeyCommand`, the first responder, and the dispatch
// Apple documents for `keyCommands`: "The key commands you return from this method are applied
// to the entire responder chain. When a key combination is pressed that matches a key command
// object, UIKit walks the responder chain looking for an object that implements the
// corresponding action method. It calls that method on the first object it finds"; and for
// `addKeyCommand(_:)`: "UIKit searches the responder chain (starting with the first responder)".

/// UICommand.h `UIKeyModifierFlags`.
public struct UIKeyModifierFlags: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
}

/// UICommand.h `UIKeyCommand`: a key and its modifiers, and the action it sends.
@MainActor open class UIKeyCommand: NSObject {
    public let input: String?
    public let modifierFlags: UIKeyModifierFlags
    public let action: Selector?

    public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
        super.init()
    }

    /// UIResponder.h `UIKeyInputEscape`.
    public nonisolated static let inputEscape = "UIKeyInputEscape"
}

extension UIResponder {
    /// Whether the responder is its window's first responder.
    public var isFirstResponder: Bool { responderWindow?.firstResponder === self }

    /// Apple: becomes first responder if it can and is in a window.
    @discardableResult public func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        window.firstResponder = self
        return true
    }

    @discardableResult public func resignFirstResponder() -> Bool {
        if isFirstResponder { responderWindow?.firstResponder = nil }
        return true
    }

    private var responderWindow: UIWindow? {
        (self as? UIView)?.window ?? (self as? UIViewController)?.viewIfLoaded?.window
    }
}

extension UIViewController {
    /// Apple: "Associates the specified keyboard shortcut with the view controller."
    public func addKeyCommand(_ keyCommand: UIKeyCommand) { addedKeyCommands.append(keyCommand) }
    public func removeKeyCommand(_ keyCommand: UIKeyCommand) { addedKeyCommands.removeAll { $0 === keyCommand } }
}

extension UIWindow {
    /// A key pressed on a hardware keyboard: the first command of the responder chain (from the
    /// first responder, or the window with none) that matches is sent to the first responder on
    /// the chain that implements its action. Returns whether one handled it.
    @discardableResult public func simulateKeyPress(_ input: String, modifierFlags: UIKeyModifierFlags = []) -> Bool {
        let start = firstResponder.flatMap { responder in
            (responder as? UIView)?.window === self || (responder as? UIViewController)?.viewIfLoaded?.window === self
                ? responder : nil
        }
        var chain: [UIResponder] = []
        var next: UIResponder? = start ?? self
        while let responder = next, !chain.contains(where: { $0 === responder }) {
            chain.append(responder)
            next = responder.next
        }
        let command = chain.lazy.compactMap(\.keyCommands).joined().first {
            $0.input == input && $0.modifierFlags == modifierFlags
        }
        guard let command, let action = command.action,
            let target = chain.first(where: { action.canPerform(on: $0) })
        else { return false }
        action.perform(on: target, sender: command)
        return true
    }
}
