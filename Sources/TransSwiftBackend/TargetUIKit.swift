// Which UIKit the emitted Swift is compiled against. Apple's names a gesture's action through
// the Objective-C runtime (`@objc` and `#selector`); the behavioural UIKit model that runs on
// Linux (docs/simulation.md) has no such runtime, so its `Selector` takes the method itself.

/// The UIKit an emitted file is for: everything but the spelling of target-action is the same.
public enum TargetUIKit: String, Sendable, CaseIterable {
    /// Apple's UIKit (iOS): `@objc private func tapped(_:)` and `#selector(tapped(_:))`.
    case apple
    /// The behavioural model of `Tests/UIKitModel` on Linux: `private func tapped(_:)` and
    /// `Selector(Self.tapped(_:))`, an unapplied method reference.
    case model

    /// The declaration of an action method, `signature` being `private func name(_ x: T)`.
    func actionMethod(_ signature: String) -> String {
        switch self {
        case .apple: "@objc " + signature
        case .model: signature
        }
    }

    /// The selector of the action method `name`, spelt as in `#selector(name(_:))`.
    func selector(_ name: String) -> String {
        switch self {
        case .apple: "#selector(\(name))"
        case .model: "Selector(Self.\(name))"
        }
    }
}
