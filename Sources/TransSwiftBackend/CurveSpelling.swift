// Curves as UIKit spells them (animation options, timing parameters) and as the language does.
import TransModel

/// How each of the language's curves reaches UIKit.
enum CurveSpelling {
    /// The `UIView.AnimationOptions` member of a named curve (`curveEaseInOut`); nil for a
    /// Bézier or a spring, which need timing parameters.
    static func animationOption(_ curve: Curve) -> String? {
        switch curve {
        case .linear: "curveLinear"
        case .easeIn: "curveEaseIn"
        case .easeOut: "curveEaseOut"
        case .easeInOut: "curveEaseInOut"
        case .cubicBezier, .uiKitSpring, .physicalSpring, .bounceSpring: nil
        }
    }

    /// `CGVector(dx: v, dy: v)`: UIKit reads a spring's initial velocity, relative to the
    /// distance travelled, from `dx` for most properties and from both for positions.
    static func velocity(_ value: Double) -> String {
        let v = NumberLiteral.swift(value)
        return "CGVector(dx: \(v), dy: \(v))"
    }

    /// The timing parameters of a curve that needs a `UIViewPropertyAnimator`, as
    /// alternatives: a condition (nil: the last, unconditional one) and the expression.
    /// A bounce spring is iOS 17's; before iOS 17 the same spring (SwiftUI's mapping:
    /// mass 1, stiffness (2π / d)², damping 4π(1 − b) / d) is given by its coefficients.
    static func timingParameters(_ curve: Curve) -> [(condition: String?, expression: String)] {
        switch curve {
        case .linear: [(nil, "UICubicTimingParameters(animationCurve: .linear)")]
        case .easeIn: [(nil, "UICubicTimingParameters(animationCurve: .easeIn)")]
        case .easeOut: [(nil, "UICubicTimingParameters(animationCurve: .easeOut)")]
        case .easeInOut: [(nil, "UICubicTimingParameters(animationCurve: .easeInOut)")]
        case .cubicBezier(let bezier):
            [
                (
                    nil,
                    "UICubicTimingParameters(controlPoint1: \(point(bezier.x1, bezier.y1)), controlPoint2: \(point(bezier.x2, bezier.y2)))"
                )
            ]
        case .uiKitSpring(let ratio, let velocity):
            [
                (
                    nil,
                    "UISpringTimingParameters(dampingRatio: \(NumberLiteral.swift(ratio)), initialVelocity: \(self.velocity(velocity)))"
                )
            ]
        case .physicalSpring(let spring):
            [
                (
                    nil,
                    physical(
                        mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                        velocity: spring.initialVelocity)
                )
            ]
        case .bounceSpring(let duration, let bounce, let velocity):
            [
                (
                    "#available(iOS 17.0, *)",
                    "UISpringTimingParameters(duration: \(NumberLiteral.swift(duration)), bounce: \(NumberLiteral.swift(bounce)), initialVelocity: \(self.velocity(velocity)))"
                ),
                (
                    nil,
                    curve.selfTimedSpring.map {
                        physical(
                            mass: $0.mass, stiffness: $0.stiffness, damping: $0.damping, velocity: $0.initialVelocity)
                    }!
                ),
            ]
        }
    }

    private static func physical(mass: Double, stiffness: Double, damping: Double, velocity: Double) -> String {
        "UISpringTimingParameters(mass: \(NumberLiteral.swift(mass)), stiffness: \(NumberLiteral.swift(stiffness)), "
            + "damping: \(NumberLiteral.swift(damping)), initialVelocity: \(self.velocity(velocity)))"
    }

    private static func point(_ x: Double, _ y: Double) -> String {
        "CGPoint(x: \(NumberLiteral.swift(x)), y: \(NumberLiteral.swift(y)))"
    }

    /// The curve as the language writes it, for doc comments.
    static func language(_ curve: Curve) -> String {
        let n = NumberLiteral.plainDecimal
        return switch curve {
        case .linear: "linear"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .easeInOut: "easeInOut"
        case .cubicBezier(let b): "cubicBezier(\(n(b.x1)), \(n(b.y1)), \(n(b.x2)), \(n(b.y2)))"
        case .uiKitSpring(let ratio, let velocity): "spring(damping: \(n(ratio)), velocity: \(n(velocity)))"
        case .physicalSpring(let s):
            "spring(mass: \(n(s.mass)), stiffness: \(n(s.stiffness)), damping: \(n(s.damping)), velocity: \(n(s.initialVelocity)))"
        case .bounceSpring(let duration, let bounce, let velocity):
            "spring(duration: \(n(duration))s, bounce: \(n(bounce)), velocity: \(n(velocity)))"
        }
    }
}
