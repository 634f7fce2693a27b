// What Linux lacks of the Objective-C runtime: `Selector` (the Objective-C rewrite turns
// `#selector(name(_:))` into `Selector(Self.name)`), associated objects.

/// A target-action selector: the unapplied method it names, called with the sender.
public struct Selector: @unchecked Sendable {
    private let invoke: @MainActor (AnyObject, AnyObject) -> Void
    /// Whether an object implements the method: it is of the method's type.
    private let accepts: (AnyObject) -> Bool
    public let name: String

    /// `#selector(method(_:))` after the rewrite: `Selector(Self.method)`.
    @MainActor public init<Target: AnyObject, Sender: AnyObject>(
        _ method: @escaping @MainActor (Target) -> (Sender) -> Void, name: String = "action:"
    ) {
        self.name = name
        accepts = { $0 is Target }
        invoke = { target, sender in
            guard let target = target as? Target, let sender = sender as? Sender else {
                fatalError("UIKit model: selector \(name) sent to the wrong target or sender type")
            }
            method(target)(sender)
        }
    }

    /// `#selector(method)` after the rewrite: a method without a sender.
    @MainActor public init<Target: AnyObject>(
        _ method: @escaping @MainActor (Target) -> () -> Void, name: String = "action"
    ) {
        self.name = name
        accepts = { $0 is Target }
        invoke = { target, _ in
            guard let target = target as? Target else {
                fatalError("UIKit model: selector \(name) sent to the wrong target type")
            }
            method(target)()
        }
    }

    @MainActor func perform(on target: AnyObject, sender: AnyObject) { invoke(target, sender) }
    /// `responds(to:)`: whether `target` implements the method.
    func canPerform(on target: AnyObject) -> Bool { accepts(target) }
}

/// objc/runtime.h `objc_AssociationPolicy`.
public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

/// Associated objects, keyed by the object's identity and the key's address. Retained for
/// the process's life once set (the simulation is short-lived; no deallocation hook).
@MainActor private var associations: [ObjectIdentifier: [UnsafeRawPointer: Any]] = [:]

@MainActor public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    let id = ObjectIdentifier(object as AnyObject)
    associations[id, default: [:]][key] = value
}

@MainActor public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    associations[ObjectIdentifier(object as AnyObject)]?[key]
}

@MainActor public func objc_removeAssociatedObjects(_ object: Any) {
    associations[ObjectIdentifier(object as AnyObject)] = nil
}
