// Stub of Apple's Foundation, reduced to what UIKit's declarations and transc's emitted code
// need. It deliberately does not import Linux's swift-corelibs Foundation, whose own NSObject
// would clash with the ObjectiveC stub's. Type-checking only; see README.md.

@_exported import CoreGraphics
@_exported import ObjectiveC

/// NSDate.h `NSTimeInterval`.
public typealias TimeInterval = Double

/// NSObject.h `@protocol NSCoding`.
@objc public protocol NSCoding {
    func encode(with coder: NSCoder)
    init?(coder: NSCoder)
}

/// NSObject.h `@protocol NSSecureCoding`.
@objc public protocol NSSecureCoding: NSCoding {
    static var supportsSecureCoding: Bool { get }
}

/// NSCoder.h `@interface NSCoder : NSObject`.
@objc open class NSCoder: NSObject {}

/// NSBundle.h `@interface NSBundle : NSObject`, imported as Bundle.
@objc open class Bundle: NSObject {
    @objc open class var main: Bundle { fatalError("stub") }
}

/// NSValue.h `@interface NSValue : NSObject <NSCopying, NSSecureCoding>`.
@objc open class NSValue: NSObject {}

/// NSValue.h `@interface NSNumber : NSValue`, with the Foundation overlay's literal
/// conformances (so `gradient.locations = [0, 0.5, 1]` works as on Apple's platforms).
@objc
open class NSNumber: NSValue, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral
{
    @objc(initWithDouble:) public init(value: Double) { fatalError("stub") }
    @objc(initWithInteger:) public init(value: Int) { fatalError("stub") }
    @objc(initWithBool:) public init(value: Bool) { fatalError("stub") }
    public required convenience init(floatLiteral value: Double) { fatalError("stub") }
    public required convenience init(integerLiteral value: Int) { fatalError("stub") }
    public required convenience init(booleanLiteral value: Bool) { fatalError("stub") }
    @objc open var doubleValue: Double { fatalError("stub") }
    @objc open var intValue: Int32 { fatalError("stub") }
    @objc open var boolValue: Bool { fatalError("stub") }
}

/// NSNotification.h `@interface NSNotification : NSObject`; `NSNotificationName` is imported
/// as `NSNotification.Name`.
@objc open class NSNotification: NSObject {
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}

/// The Foundation overlay's `struct Notification`, NSNotification as a value: not Sendable
/// (its object and userInfo are `Any`).
public struct Notification {
    public typealias Name = NSNotification.Name
    public var name: Notification.Name
    public var object: Any?
    public var userInfo: [AnyHashable: Any]?
}

/// NSOperation.h `@interface NSOperationQueue : NSObject`, imported as OperationQueue.
@objc open class OperationQueue: NSObject, @unchecked Sendable {
    @objc open class var main: OperationQueue { fatalError("stub") }
}

/// NSNotification.h `@interface NSNotificationCenter : NSObject`, imported as
/// NotificationCenter (NS_SWIFT_SENDABLE); the block of `addObserver(forName:…)` is `@Sendable`.
@objc open class NotificationCenter: NSObject, @unchecked Sendable {
    @objc open class var `default`: NotificationCenter { fatalError("stub") }
    open func addObserver(
        forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue?,
        using block: @escaping @Sendable (Notification) -> Void
    ) -> any NSObjectProtocol { fatalError("stub") }
    @objc open func removeObserver(_ observer: Any) { fatalError("stub") }
}
