// Stub of Apple's CoreGraphics Swift overlay: CGFloat and the Swift conveniences on the C
// geometry types declared in CoreGraphics.h (re-exported below, as Apple's overlay does).
//
// CGFloat must live in a module named CoreGraphics: the type checker's implicit
// CGFloat <-> Double conversion (SE-0307) and the Clang importer's mapping of the C typedef
// CGFloat, and its Objective-C representability, are all keyed on that module name.
// Type-checking only: bodies are skipped and never run. See README.md.

@_exported import CoreGraphics

/// CoreGraphics `CGFloat` (64-bit): a struct wrapping Double, like Apple's.
@frozen
public struct CGFloat: Sendable {
    public typealias NativeType = Double
    public var native: NativeType

    @_transparent public init() { native = 0 }
    @_transparent public init(_ value: Float) { native = Double(value) }
    @_transparent public init(_ value: Double) { native = value }
    @_transparent public init(_ value: CGFloat) { native = value.native }
    public init(_ value: Int) { native = Double(value) }
    public init<Source: BinaryInteger>(_ value: Source) { native = Double(value) }
    public init<Source: BinaryFloatingPoint>(_ value: Source) { native = Double(value) }
    public init?<Source: BinaryInteger>(exactly value: Source) { fatalError("stub") }
    public init?<Source: BinaryFloatingPoint>(exactly value: Source) { fatalError("stub") }
}

extension CGFloat: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    @_transparent public init(floatLiteral value: Double) { native = value }
    @_transparent public init(integerLiteral value: Int) { native = Double(value) }
}

extension CGFloat: BinaryFloatingPoint {
    public typealias RawSignificand = UInt64
    public typealias RawExponent = UInt
    public typealias Exponent = Int
    public typealias Magnitude = CGFloat
    public typealias Stride = CGFloat

    public static var exponentBitCount: Int { fatalError("stub") }
    public static var significandBitCount: Int { fatalError("stub") }
    public var bitPattern: UInt64 { fatalError("stub") }
    public init(bitPattern: UInt64) { fatalError("stub") }
    public var sign: FloatingPointSign { fatalError("stub") }
    public var exponentBitPattern: UInt { fatalError("stub") }
    public var significandBitPattern: UInt64 { fatalError("stub") }
    public init(sign: FloatingPointSign, exponentBitPattern: UInt, significandBitPattern: UInt64) {
        fatalError("stub")
    }
    public init(sign: FloatingPointSign, exponent: Int, significand: CGFloat) { fatalError("stub") }
    public init(signOf: CGFloat, magnitudeOf: CGFloat) { fatalError("stub") }
    public var exponent: Int { fatalError("stub") }
    public var significand: CGFloat { fatalError("stub") }
    public var significandWidth: Int { fatalError("stub") }
    public var binade: CGFloat { fatalError("stub") }
    public var ulp: CGFloat { fatalError("stub") }
    public var nextUp: CGFloat { fatalError("stub") }
    public var nextDown: CGFloat { fatalError("stub") }
    public var magnitude: CGFloat { fatalError("stub") }

    public static var nan: CGFloat { fatalError("stub") }
    public static var signalingNaN: CGFloat { fatalError("stub") }
    public static var infinity: CGFloat { fatalError("stub") }
    public static var greatestFiniteMagnitude: CGFloat { fatalError("stub") }
    public static var pi: CGFloat { fatalError("stub") }
    public static var leastNormalMagnitude: CGFloat { fatalError("stub") }
    public static var leastNonzeroMagnitude: CGFloat { fatalError("stub") }
    public static var ulpOfOne: CGFloat { fatalError("stub") }

    public var isNormal: Bool { fatalError("stub") }
    public var isFinite: Bool { fatalError("stub") }
    public var isZero: Bool { fatalError("stub") }
    public var isSubnormal: Bool { fatalError("stub") }
    public var isInfinite: Bool { fatalError("stub") }
    public var isNaN: Bool { fatalError("stub") }
    public var isSignalingNaN: Bool { fatalError("stub") }
    public var isCanonical: Bool { fatalError("stub") }

    public mutating func round(_ rule: FloatingPointRoundingRule) { fatalError("stub") }
    public mutating func negate() { fatalError("stub") }
    public mutating func formRemainder(dividingBy other: CGFloat) { fatalError("stub") }
    public mutating func formTruncatingRemainder(dividingBy other: CGFloat) { fatalError("stub") }
    public mutating func formSquareRoot() { fatalError("stub") }
    public mutating func addProduct(_ lhs: CGFloat, _ rhs: CGFloat) { fatalError("stub") }
    public func isEqual(to other: CGFloat) -> Bool { fatalError("stub") }
    public func isLess(than other: CGFloat) -> Bool { fatalError("stub") }
    public func isLessThanOrEqualTo(_ other: CGFloat) -> Bool { fatalError("stub") }
    public func isTotallyOrdered(belowOrEqualTo other: CGFloat) -> Bool { fatalError("stub") }

    public static func + (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError("stub") }
    public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError("stub") }
    public static func * (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError("stub") }
    public static func / (lhs: CGFloat, rhs: CGFloat) -> CGFloat { fatalError("stub") }
    public static func += (lhs: inout CGFloat, rhs: CGFloat) { fatalError("stub") }
    public static func -= (lhs: inout CGFloat, rhs: CGFloat) { fatalError("stub") }
    public static func *= (lhs: inout CGFloat, rhs: CGFloat) { fatalError("stub") }
    public static func /= (lhs: inout CGFloat, rhs: CGFloat) { fatalError("stub") }
    public static prefix func - (operand: CGFloat) -> CGFloat { fatalError("stub") }

    public func distance(to other: CGFloat) -> CGFloat { fatalError("stub") }
    public func advanced(by amount: CGFloat) -> CGFloat { fatalError("stub") }
}

extension CGFloat: Hashable {
    public static func == (lhs: CGFloat, rhs: CGFloat) -> Bool { fatalError("stub") }
    public static func < (lhs: CGFloat, rhs: CGFloat) -> Bool { fatalError("stub") }
    public func hash(into hasher: inout Hasher) { fatalError("stub") }
}

extension CGFloat: CustomStringConvertible, CustomDebugStringConvertible, Codable {
    public var description: String { fatalError("stub") }
    public var debugDescription: String { fatalError("stub") }
    public init(from decoder: any Decoder) throws { fatalError("stub") }
    public func encode(to encoder: any Encoder) throws { fatalError("stub") }
}

// The other half of the implicit conversion, and the conversions the overlay adds to the
// standard library's types.
extension Double {
    @_transparent public init(_ other: CGFloat) { self = other.native }
}
extension Float {
    public init(_ other: CGFloat) { fatalError("stub") }
}
extension Int {
    public init(_ other: CGFloat) { fatalError("stub") }
}

// The overlay's convenience initializers and conformances for the C geometry structs.
extension CGPoint: Equatable {
    public init(x: Int, y: Int) { fatalError("stub") }
    public init(x: Double, y: Double) { fatalError("stub") }
    public static func == (lhs: CGPoint, rhs: CGPoint) -> Bool { fatalError("stub") }
}

extension CGSize: Equatable {
    public init(width: Int, height: Int) { fatalError("stub") }
    public init(width: Double, height: Double) { fatalError("stub") }
    public static func == (lhs: CGSize, rhs: CGSize) -> Bool { fatalError("stub") }
}

extension CGVector: Equatable {
    public init(dx: Int, dy: Int) { fatalError("stub") }
    public init(dx: Double, dy: Double) { fatalError("stub") }
    public static func == (lhs: CGVector, rhs: CGVector) -> Bool { fatalError("stub") }
}

extension CGRect: Equatable {
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) { fatalError("stub") }
    public init(x: Double, y: Double, width: Double, height: Double) { fatalError("stub") }
    public init(x: Int, y: Int, width: Int, height: Int) { fatalError("stub") }
    public func divided(atDistance: CGFloat, from fromEdge: CGRectEdge) -> (slice: CGRect, remainder: CGRect) {
        fatalError("stub")
    }
    public static func == (lhs: CGRect, rhs: CGRect) -> Bool { fatalError("stub") }
}

extension CGAffineTransform: Equatable {
    public static func == (lhs: CGAffineTransform, rhs: CGAffineTransform) -> Bool { fatalError("stub") }
}
