// Core Graphics pieces Linux Foundation lacks: CGVector, CGAffineTransform, CGColor.

/// CoreGraphics `CGVector`: a spring's initial velocity in UIKit's timing parameters.
public struct CGVector: Equatable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    public static let zero = CGVector(dx: 0, dy: 0)
}

/// CoreGraphics `CGAffineTransform`: x' = a·x + c·y + tx, y' = b·x + d·y + ty (Apple:
/// "CGAffineTransform", the row-vector convention).
public struct CGAffineTransform: Equatable, Sendable {
    public var a, b, c, d, tx, ty: CGFloat
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
    public init() { self = .identity }
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(rotationAngle angle: CGFloat) {
        let (s, c) = (CGFloat(sin(Double(angle))), CGFloat(cos(Double(angle))))
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }
    public var isIdentity: Bool { self == .identity }
    /// `self` then `t2` (Apple: `concatenating(_:)` returns t1 × t2).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0 else { return self }
        return CGAffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}

extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGRect {
    /// UIKit overlay `inset(by:)`.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}

/// UIGeometry.h `UIEdgeInsets`.
public struct UIEdgeInsets: Equatable, Sendable {
    public var top, left, bottom, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public static let zero = UIEdgeInsets()
}

/// CoreGraphics `CGPath`: the outline's bounding box and the corners a rounded rectangle
/// rounds (nothing is drawn), enough to check a shadow path against its layer.
public final class CGPath: @unchecked Sendable {
    public let boundingBox: CGRect
    /// The corners rounded and their radius, for a rounded rectangle; nil for any other path.
    public let roundedCorners: (corners: UIRectCorner, radius: CGFloat)?
    init(boundingBox: CGRect, roundedCorners: (corners: UIRectCorner, radius: CGFloat)?) {
        self.boundingBox = boundingBox
        self.roundedCorners = roundedCorners
    }
}

/// UIKit `UIBezierPath`, reduced to the rectangles the emitted shadow paths use.
open class UIBezierPath: NSObject {
    open var cgPath: CGPath
    public init(rect: CGRect) { cgPath = CGPath(boundingBox: rect, roundedCorners: nil) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        cgPath = CGPath(boundingBox: rect, roundedCorners: (.allCorners, cornerRadius))
    }
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        cgPath = CGPath(boundingBox: rect, roundedCorners: (corners, cornerRadii.width))
    }
}

/// CoreGraphics `CGColor`: RGBA components only (nothing is rendered).
public final class CGColor: @unchecked Sendable {
    public let components: [CGFloat]
    init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { components = [red, green, blue, alpha] }
    public var alpha: CGFloat { components[3] }
}
