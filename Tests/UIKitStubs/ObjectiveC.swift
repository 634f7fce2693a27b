// Stub of Apple's ObjectiveC module (objc/NSObject.h, objc/runtime.h and the ObjectiveC
// Swift overlay), reduced to what transc's emitted code and its tests need.
//
// Built with -enable-objc-interop -disable-objc-attr-requires-foundation-module so that
// `@objc`, `#selector` and `@objc optional` protocol requirements type-check on Linux.
// Type-checking only: every body is skipped (-experimental-skip-all-function-bodies) and
// nothing here is ever linked or run. See README.md for the rules these stubs follow.

/// objc/objc.h `SEL`, imported as this struct. The compiler maps it to Objective-C `SEL`,
/// which is what makes `#selector(…)` and `Selector`-typed `@objc` parameters work.
public struct Selector: ExpressibleByStringLiteral, Hashable, CustomStringConvertible {
    public init(_ str: String) { fatalError("stub") }
    public init(stringLiteral value: String) { fatalError("stub") }
    public var description: String { fatalError("stub") }
}

/// objc/NSObject.h `@protocol NSObject`, as Swift imports it (requirements whose types need
/// Foundation's String bridging — description, debugDescription — live on NSObject instead).
@objc public protocol NSObjectProtocol {
    func isEqual(_ object: Any?) -> Bool
    var hash: Int { get }
    var superclass: AnyClass? { get }
    func `self`() -> Self
    func isProxy() -> Bool
    func isKind(of aClass: AnyClass) -> Bool
    func isMember(of aClass: AnyClass) -> Bool
    func responds(to aSelector: Selector!) -> Bool
}

/// objc/NSObject.h `@interface NSObject <NSObject>`: the root class, not Sendable and not
/// isolated to any actor.
@objc open class NSObject: NSObjectProtocol {
    public init() {}

    @objc open func isEqual(_ object: Any?) -> Bool { fatalError("stub") }
    @objc open var hash: Int { fatalError("stub") }
    @objc open var superclass: AnyClass? { fatalError("stub") }
    @objc open func `self`() -> Self { fatalError("stub") }
    @objc open func isProxy() -> Bool { fatalError("stub") }
    @objc open func isKind(of aClass: AnyClass) -> Bool { fatalError("stub") }
    @objc open func isMember(of aClass: AnyClass) -> Bool { fatalError("stub") }
    @objc open func responds(to aSelector: Selector!) -> Bool { fatalError("stub") }
    @objc open class func responds(to aSelector: Selector!) -> Bool { fatalError("stub") }

    open var description: String { fatalError("stub") }
    open var debugDescription: String { fatalError("stub") }
}

// The ObjectiveC overlay makes NSObject Equatable and Hashable through isEqual(_:) and hash.
extension NSObject: Equatable, Hashable {
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { fatalError("stub") }
    public func hash(into hasher: inout Hasher) { fatalError("stub") }
}

extension NSObject: CustomStringConvertible, CustomDebugStringConvertible {}

// objc/runtime.h — associated objects. Apple imports objc_AssociationPolicy
// (OBJC_ENUM(uintptr_t, …)) as a frozen Swift enum with the C case names.
public enum objc_AssociationPolicy: UInt, @unchecked Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) { fatalError("stub") }

public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    fatalError("stub")
}

public func objc_removeAssociatedObjects(_ object: Any) { fatalError("stub") }
