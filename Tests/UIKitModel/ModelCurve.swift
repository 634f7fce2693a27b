// Timing curves of the model, computed with the project's TransCurves (the same numerics the
// timeline uses, so an agreement is not a coincidence of two implementations).
internal import TransCurves

/// How an animation's progress depends on its elapsed time.
enum ModelCurve {
    /// A unit cubic Bézier (Apple: CAMediaTimingFunction init(controlPoints:)).
    case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A damped spring in real time (Apple: CASpringAnimation).
    case spring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)

    static let linear = ModelCurve.bezier(x1: 0, y1: 0, x2: 1, y2: 1)
    static let easeIn = ModelCurve.bezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    static let easeOut = ModelCurve.bezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    static let easeInOut = ModelCurve.bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// UIKit's duration-based spring (`usingSpringWithDamping:initialSpringVelocity:`,
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)`): the stiffness rule of
    /// docs/timeline.md (Apple documents only the damping ratio and the velocity's unit).
    static func uiKitSpring(dampingRatio: Double, velocity: Double, duration: Double) -> ModelCurve {
        let s = Spring.uiKit(dampingRatio: dampingRatio, initialVelocity: velocity, duration: duration)
        return .spring(mass: s.mass, stiffness: s.stiffness, damping: s.damping, initialVelocity: s.initialVelocity)
    }

    /// iOS 17's `duration`/`bounce` spring (Apple: UISpringTimingParameters
    /// init(duration:bounce:initialVelocity:), the SwiftUI Spring mapping).
    static func bounceSpring(duration: Double, bounce: Double, velocity: Double) -> ModelCurve {
        let s = Spring.swiftUI(duration: duration, bounce: bounce, initialVelocity: velocity)
        return .spring(mass: s.mass, stiffness: s.stiffness, damping: s.damping, initialVelocity: s.initialVelocity)
    }

    /// The settling time of a physical spring (Apple: CASpringAnimation.settlingDuration;
    /// UISpringTimingParameters: "the duration of the animation is computed from the spring
    /// parameters"), nil for a Bézier.
    var settlingDuration: Double? {
        guard case .spring(let m, let k, let c, let v) = self else { return nil }
        return Spring(mass: m, stiffness: k, damping: c, initialVelocity: v).settlingTime
    }

    /// Progress after `elapsed` of `duration` seconds: a Bézier reads x = elapsed/duration, a
    /// spring runs in real time and lands on 1 at `duration`. The end is within 1e-12 s, as
    /// layer time's: the clock reads `begin + t − begin`, which may fall an ulp short of t,
    /// and a spring is still 0.001 away from its end just before its settling time.
    func progress(elapsed: Double, duration: Double) -> Double {
        if elapsed <= 0 { return 0 }
        if elapsed >= duration - 1e-12 { return 1 }
        switch self {
        case .bezier(let x1, let y1, let x2, let y2):
            return CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2).progress(at: elapsed / duration)
        case .spring(let m, let k, let c, let v):
            return Spring(mass: m, stiffness: k, damping: c, initialVelocity: v).progress(at: elapsed)
        }
    }
}
