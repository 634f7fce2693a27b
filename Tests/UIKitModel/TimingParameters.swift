// UIKit's timing parameters (UITimingParameters.h) and the protocols of UIViewAnimating.h.

@MainActor public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// The model curve for an animation of `duration`; physical springs also give their own
    /// duration (Apple: UISpringTimingParameters init(mass:stiffness:damping:initialVelocity:)
    /// — "the duration of the animation is computed from the spring parameters").
    func modelCurve(duration: Double) -> (curve: ModelCurve, duration: Double) {
        if let spring = springTimingParameters { return spring.curve(duration: duration) }
        return (cubicTimingParameters?.curve ?? .easeInOut, duration)
    }
}

@MainActor open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint
    public let animationCurve: UIView.AnimationCurve
    public override convenience init() { self.init(animationCurve: .easeInOut) }
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let points: (CGPoint, CGPoint) =
            switch curve {
            case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
            case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
            case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
            case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
            }
        (controlPoint1, controlPoint2) = points
    }
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        controlPoint1 = point1
        controlPoint2 = point2
        animationCurve = .easeInOut
    }
    var curve: ModelCurve {
        .bezier(x1: controlPoint1.x, y1: controlPoint1.y, x2: controlPoint2.x, y2: controlPoint2.y)
    }
    open var timingCurveType: UITimingCurveType { .cubic }
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    open var springTimingParameters: UISpringTimingParameters? { nil }
}

@MainActor open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    private enum Kind {
        case ratio(Double)
        case physical(mass: Double, stiffness: Double, damping: Double)
        case bounce(duration: Double, bounce: Double)
    }
    private let kind: Kind
    public let initialVelocity: CGVector

    public override convenience init() { self.init(dampingRatio: 1, initialVelocity: .zero) }
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        kind = .ratio(ratio)
        initialVelocity = velocity
    }
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        kind = .physical(mass: mass, stiffness: stiffness, damping: damping)
        initialVelocity = velocity
    }
    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: .zero)
    }
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        kind = .bounce(duration: duration, bounce: bounce)
        initialVelocity = velocity
    }

    /// The curve and the duration it runs for: the animator's for a damping ratio, the
    /// settling time for a physical spring and for duration/bounce, whose duration is the
    /// spring's pace, not a cut-off (Apple: SwiftUI Spring init(duration:bounce:) — "Defines
    /// the pace of the spring. This is approximately equal to the settling duration").
    func curve(duration: Double) -> (curve: ModelCurve, duration: Double) {
        let v = Double(initialVelocity.dx)
        let curve: ModelCurve
        switch kind {
        case .ratio(let ratio): return (.uiKitSpring(dampingRatio: ratio, velocity: v, duration: duration), duration)
        case .physical(let m, let k, let c): curve = .spring(mass: m, stiffness: k, damping: c, initialVelocity: v)
        case .bounce(let d, let b): curve = .bounceSpring(duration: d, bounce: b, velocity: v)
        }
        return (curve, curve.settlingDuration ?? duration)
    }
    open var timingCurveType: UITimingCurveType { .spring }
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    open var springTimingParameters: UISpringTimingParameters? { self }
}

@MainActor public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// UIViewAnimating.h `UIViewImplicitlyAnimating`; its optional requirements have defaults.
@MainActor public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}
