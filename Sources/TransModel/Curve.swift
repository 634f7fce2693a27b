// Timing curves as the language names them, and their numeric meaning.
import TransCurves

/// A curve, in the language's own terms (backends map each to UIKit's API).
public enum Curve: Sendable, Hashable {
    case linear, easeIn, easeOut, easeInOut
    /// `cubicBezier(x1, y1, x2, y2)`.
    case cubicBezier(CubicBezier)
    /// `spring(damping:, velocity:)`: UIKit's duration-based spring; damping ratio in (0, 1].
    case uiKitSpring(dampingRatio: Double, velocity: Double)
    /// `spring(mass:, stiffness:, damping:, velocity:)`: a physical spring (CASpringAnimation).
    case physicalSpring(Spring)
    /// `spring(duration:, bounce:)`: SwiftUI's / iOS 17's spring.
    case bounceSpring(duration: Double, bounce: Double, velocity: Double)

    /// The numeric curve for a track of `duration` seconds.
    public func timingCurve(duration: Double) -> TimingCurve {
        switch self {
        case .linear: .bezier(.linear)
        case .easeIn: .bezier(.easeIn)
        case .easeOut: .bezier(.easeOut)
        case .easeInOut: .bezier(.easeInOut)
        case .cubicBezier(let bezier): .bezier(bezier)
        case .uiKitSpring(let ratio, let velocity):
            .spring(.uiKit(dampingRatio: ratio, initialVelocity: velocity, duration: duration))
        case .physicalSpring(let spring): .spring(spring)
        case .bounceSpring(let springDuration, let bounce, let velocity):
            .spring(.swiftUI(duration: springDuration, bounce: bounce, initialVelocity: velocity))
        }
    }

    /// The spring that sets its own duration, if the curve is one: a physical or bounce spring.
    public var selfTimedSpring: Spring? {
        switch self {
        case .physicalSpring(let spring): spring
        case .bounceSpring(let duration, let bounce, let velocity):
            .swiftUI(duration: duration, bounce: bounce, initialVelocity: velocity)
        default: nil
        }
    }
}
