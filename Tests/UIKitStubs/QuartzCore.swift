// Stub of Apple's QuartzCore (Core Animation) Objective-C classes, with the C part in
// QuartzCore.h re-exported below. CALayer and friends are NOT isolated to the main actor and
// not Sendable, as in Apple's SDK (the documentation declares `class CALayer`).
// Type-checking only; see README.md.

@_exported import Foundation
@_exported import QuartzCore

/// CAMediaTiming.h `@protocol CAMediaTiming`.
@objc public protocol CAMediaTiming {
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
    var timeOffset: CFTimeInterval { get set }
    var repeatCount: Float { get set }
    var repeatDuration: CFTimeInterval { get set }
    var autoreverses: Bool { get set }
}

/// CALayer.h `CALayerCornerCurve` (NS_TYPED_ENUM NSString; the raw value is the stub's String).
public struct CALayerCornerCurve: Hashable, RawRepresentable, Sendable {
    public init(rawValue: String) { fatalError("stub") }
    public var rawValue: String { fatalError("stub") }
    public static var circular: CALayerCornerCurve { fatalError("stub") }
    public static var continuous: CALayerCornerCurve { fatalError("stub") }
}

/// CAMediaTimingFunction.h `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: Hashable, RawRepresentable, Sendable {
    public init(rawValue: String) { fatalError("stub") }
    public var rawValue: String { fatalError("stub") }
    public static var linear: CAMediaTimingFunctionName { fatalError("stub") }
    public static var easeIn: CAMediaTimingFunctionName { fatalError("stub") }
    public static var easeOut: CAMediaTimingFunctionName { fatalError("stub") }
    public static var easeInEaseOut: CAMediaTimingFunctionName { fatalError("stub") }
    public static var `default`: CAMediaTimingFunctionName { fatalError("stub") }
}

/// CAMediaTimingFunction.h `@interface CAMediaTimingFunction : NSObject <NSSecureCoding>`.
@objc open class CAMediaTimingFunction: NSObject {
    public convenience init(name: CAMediaTimingFunctionName) { fatalError("stub") }
    @objc public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        fatalError("stub")
    }
}

/// CALayer.h `@interface CALayer : NSObject <NSSecureCoding, CAMediaTiming>`.
@objc open class CALayer: NSObject, NSSecureCoding, CAMediaTiming {
    @objc public override init() { fatalError("stub") }
    @objc public init(layer: Any) { fatalError("stub") }
    @objc public required init?(coder: NSCoder) { fatalError("stub") }
    @objc open func encode(with coder: NSCoder) { fatalError("stub") }
    @objc open class var supportsSecureCoding: Bool { fatalError("stub") }

    @objc open func presentation() -> Self? { fatalError("stub") }
    @objc open func model() -> Self { fatalError("stub") }

    // Geometry
    @objc open var bounds: CGRect {
        get { fatalError("stub") }
        set {}
    }
    @objc open var position: CGPoint {
        get { fatalError("stub") }
        set {}
    }
    @objc open var zPosition: CGFloat {
        get { fatalError("stub") }
        set {}
    }
    @objc open var anchorPoint: CGPoint {
        get { fatalError("stub") }
        set {}
    }
    @objc open var anchorPointZ: CGFloat {
        get { fatalError("stub") }
        set {}
    }
    @objc open var transform: CATransform3D {
        get { fatalError("stub") }
        set {}
    }
    @objc open func affineTransform() -> CGAffineTransform { fatalError("stub") }
    @objc open func setAffineTransform(_ m: CGAffineTransform) { fatalError("stub") }
    @objc open var frame: CGRect {
        get { fatalError("stub") }
        set {}
    }
    @objc open var isHidden: Bool {
        get { fatalError("stub") }
        set {}
    }
    @objc open var isDoubleSided: Bool {
        get { fatalError("stub") }
        set {}
    }
    @objc open var isGeometryFlipped: Bool {
        get { fatalError("stub") }
        set {}
    }

    // Layer hierarchy
    @objc open var superlayer: CALayer? { fatalError("stub") }
    @objc open func removeFromSuperlayer() { fatalError("stub") }
    open var sublayers: [CALayer]? {
        get { fatalError("stub") }
        set {}
    }
    @objc open func addSublayer(_ layer: CALayer) { fatalError("stub") }
    @objc open func insertSublayer(_ layer: CALayer, at idx: UInt32) { fatalError("stub") }
    @objc open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) { fatalError("stub") }
    @objc open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) { fatalError("stub") }
    @objc open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) { fatalError("stub") }
    @objc open var sublayerTransform: CATransform3D {
        get { fatalError("stub") }
        set {}
    }
    @objc open var mask: CALayer? {
        get { fatalError("stub") }
        set {}
    }
    @objc open var masksToBounds: Bool {
        get { fatalError("stub") }
        set {}
    }

    // Rendering
    @objc open var isOpaque: Bool {
        get { fatalError("stub") }
        set {}
    }
    @objc open var backgroundColor: CGColor? {
        get { fatalError("stub") }
        set {}
    }
    @objc open var cornerRadius: CGFloat {
        get { fatalError("stub") }
        set {}
    }
    /// iOS 11. An NS_OPTIONS type: a Swift struct here, hence not `@objc` in the stub.
    @available(iOS 11.0, *)
    open var maskedCorners: CACornerMask {
        get { fatalError("stub") }
        set {}
    }
    /// iOS 13.
    @available(iOS 13.0, *)
    open var cornerCurve: CALayerCornerCurve {
        get { fatalError("stub") }
        set {}
    }
    @objc open var borderWidth: CGFloat {
        get { fatalError("stub") }
        set {}
    }
    @objc open var borderColor: CGColor? {
        get { fatalError("stub") }
        set {}
    }
    @objc open var opacity: Float {
        get { fatalError("stub") }
        set {}
    }
    @objc open var shouldRasterize: Bool {
        get { fatalError("stub") }
        set {}
    }
    @objc open var rasterizationScale: CGFloat {
        get { fatalError("stub") }
        set {}
    }
    @objc open var contentsScale: CGFloat {
        get { fatalError("stub") }
        set {}
    }
    @objc open var shadowColor: CGColor? {
        get { fatalError("stub") }
        set {}
    }
    @objc open var shadowOpacity: Float {
        get { fatalError("stub") }
        set {}
    }
    @objc open var shadowOffset: CGSize {
        get { fatalError("stub") }
        set {}
    }
    @objc open var shadowRadius: CGFloat {
        get { fatalError("stub") }
        set {}
    }
    /// `@property(nullable) CGPathRef shadowPath`.
    @objc open var shadowPath: CGPath? {
        get { fatalError("stub") }
        set {}
    }

    // Display and layout
    @objc open func setNeedsDisplay() { fatalError("stub") }
    @objc open func setNeedsLayout() { fatalError("stub") }
    @objc open func layoutIfNeeded() { fatalError("stub") }
    @objc open func layoutSublayers() { fatalError("stub") }

    // Animations
    open func add(_ anim: CAAnimation, forKey key: String?) { fatalError("stub") }
    open func removeAnimation(forKey key: String) { fatalError("stub") }
    @objc open func removeAllAnimations() { fatalError("stub") }

    // Time
    @objc open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval { fatalError("stub") }

    // CAMediaTiming
    @objc open var beginTime: CFTimeInterval {
        get { fatalError("stub") }
        set {}
    }
    @objc open var duration: CFTimeInterval {
        get { fatalError("stub") }
        set {}
    }
    @objc open var speed: Float {
        get { fatalError("stub") }
        set {}
    }
    @objc open var timeOffset: CFTimeInterval {
        get { fatalError("stub") }
        set {}
    }
    @objc open var repeatCount: Float {
        get { fatalError("stub") }
        set {}
    }
    @objc open var repeatDuration: CFTimeInterval {
        get { fatalError("stub") }
        set {}
    }
    @objc open var autoreverses: Bool {
        get { fatalError("stub") }
        set {}
    }
}

/// CAGradientLayer.h `@interface CAGradientLayer : CALayer`.
@objc open class CAGradientLayer: CALayer {
    /// An array of CGColor (Apple: `@property(nullable, copy) NSArray *colors`).
    open var colors: [Any]? {
        get { fatalError("stub") }
        set {}
    }
    open var locations: [NSNumber]? {
        get { fatalError("stub") }
        set {}
    }
    @objc open var startPoint: CGPoint {
        get { fatalError("stub") }
        set {}
    }
    @objc open var endPoint: CGPoint {
        get { fatalError("stub") }
        set {}
    }
}

/// CATransaction.h `@interface CATransaction : NSObject` (class methods only).
@objc open class CATransaction: NSObject {
    @objc open class func begin() { fatalError("stub") }
    @objc open class func commit() { fatalError("stub") }
    @objc open class func flush() { fatalError("stub") }
    @objc open class func animationDuration() -> CFTimeInterval { fatalError("stub") }
    @objc open class func setAnimationDuration(_ dur: CFTimeInterval) { fatalError("stub") }
    @objc open class func animationTimingFunction() -> CAMediaTimingFunction? { fatalError("stub") }
    @objc open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        fatalError("stub")
    }
    @objc open class func disableActions() -> Bool { fatalError("stub") }
    @objc open class func setDisableActions(_ flag: Bool) { fatalError("stub") }
    @objc open class func setCompletionBlock(_ block: (() -> Void)?) { fatalError("stub") }
}

/// CAAnimation.h `CAMediaTimingFillMode` (NS_TYPED_ENUM NSString).
public struct CAMediaTimingFillMode: Hashable, RawRepresentable, Sendable {
    public init(rawValue: String) { fatalError("stub") }
    public var rawValue: String { fatalError("stub") }
    public static var forwards: CAMediaTimingFillMode { fatalError("stub") }
    public static var backwards: CAMediaTimingFillMode { fatalError("stub") }
    public static var both: CAMediaTimingFillMode { fatalError("stub") }
    public static var removed: CAMediaTimingFillMode { fatalError("stub") }
}

/// CAAnimation.h `CAAnimationCalculationMode` (NS_TYPED_ENUM NSString).
public struct CAAnimationCalculationMode: Hashable, RawRepresentable, Sendable {
    public init(rawValue: String) { fatalError("stub") }
    public var rawValue: String { fatalError("stub") }
    public static var linear: CAAnimationCalculationMode { fatalError("stub") }
    public static var discrete: CAAnimationCalculationMode { fatalError("stub") }
    public static var paced: CAAnimationCalculationMode { fatalError("stub") }
    public static var cubic: CAAnimationCalculationMode { fatalError("stub") }
    public static var cubicPaced: CAAnimationCalculationMode { fatalError("stub") }
}

/// CAAnimation.h `@interface CAAnimation : NSObject <NSSecureCoding, NSCopying, CAMediaTiming, CAAction>`
/// (the protocols the emitted code does not use are left out). Members whose types the stub
/// cannot bridge to Objective-C (String, typed-enum structs, Any) are not `@objc`, as
/// elsewhere in the stubs.
@objc open class CAAnimation: NSObject, CAMediaTiming {
    @objc public override init() { fatalError("stub") }
    @objc open var timingFunction: CAMediaTimingFunction? {
        get { fatalError("stub") }
        set {}
    }
    @objc open var isRemovedOnCompletion: Bool {
        get { fatalError("stub") }
        set {}
    }
    // CAMediaTiming
    @objc open var beginTime: CFTimeInterval {
        get { fatalError("stub") }
        set {}
    }
    @objc open var duration: CFTimeInterval {
        get { fatalError("stub") }
        set {}
    }
    @objc open var speed: Float {
        get { fatalError("stub") }
        set {}
    }
    @objc open var timeOffset: CFTimeInterval {
        get { fatalError("stub") }
        set {}
    }
    @objc open var repeatCount: Float {
        get { fatalError("stub") }
        set {}
    }
    @objc open var repeatDuration: CFTimeInterval {
        get { fatalError("stub") }
        set {}
    }
    @objc open var autoreverses: Bool {
        get { fatalError("stub") }
        set {}
    }
    open var fillMode: CAMediaTimingFillMode {
        get { fatalError("stub") }
        set {}
    }
}

/// CAAnimation.h `@interface CAPropertyAnimation : CAAnimation`.
@objc open class CAPropertyAnimation: CAAnimation {
    public convenience init(keyPath path: String?) { fatalError("stub") }
    open var keyPath: String? {
        get { fatalError("stub") }
        set {}
    }
    @objc open var isAdditive: Bool {
        get { fatalError("stub") }
        set {}
    }
    @objc open var isCumulative: Bool {
        get { fatalError("stub") }
        set {}
    }
}

/// CAAnimation.h `@interface CABasicAnimation : CAPropertyAnimation`.
@objc open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any? {
        get { fatalError("stub") }
        set {}
    }
    open var toValue: Any? {
        get { fatalError("stub") }
        set {}
    }
    open var byValue: Any? {
        get { fatalError("stub") }
        set {}
    }
}

/// CAAnimation.h `@interface CASpringAnimation : CABasicAnimation` (iOS 9).
@objc open class CASpringAnimation: CABasicAnimation {
    @objc open var mass: CGFloat {
        get { fatalError("stub") }
        set {}
    }
    @objc open var stiffness: CGFloat {
        get { fatalError("stub") }
        set {}
    }
    @objc open var damping: CGFloat {
        get { fatalError("stub") }
        set {}
    }
    @objc open var initialVelocity: CGFloat {
        get { fatalError("stub") }
        set {}
    }
    @objc open var settlingDuration: CFTimeInterval { fatalError("stub") }
}

/// CAAnimation.h `@interface CAKeyframeAnimation : CAPropertyAnimation`.
@objc open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]? {
        get { fatalError("stub") }
        set {}
    }
    open var keyTimes: [NSNumber]? {
        get { fatalError("stub") }
        set {}
    }
    open var timingFunctions: [CAMediaTimingFunction]? {
        get { fatalError("stub") }
        set {}
    }
    open var calculationMode: CAAnimationCalculationMode {
        get { fatalError("stub") }
        set {}
    }
}
