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
    /// `initialVelocity` replaces a spring's written velocity (an interactive release
    /// continues at the finger's).
    static func timingParameters(_ curve: Curve, initialVelocity: String? = nil) -> TimingParameters {
        TimingParameters(
            swiftType: curve.isSpring ? "UISpringTimingParameters" : "UICubicTimingParameters",
            alternatives: alternatives(curve, initialVelocity: initialVelocity))
    }

    private static func alternatives(_ curve: Curve, initialVelocity: String?) -> [TimingParameters.Alternative] {
        func vector(_ written: Double) -> String { initialVelocity ?? velocity(written) }
        // The spring a physical or bounce spring runs on, by its coefficients.
        func physical() -> String {
            let n = NumberLiteral.swift
            let spring = curve.selfTimedSpring!
            return "UISpringTimingParameters(mass: \(n(spring.mass)), stiffness: \(n(spring.stiffness)), "
                + "damping: \(n(spring.damping)), initialVelocity: \(vector(spring.initialVelocity)))"
        }
        switch curve {
        case .linear: return [(nil, "UICubicTimingParameters(animationCurve: .linear)")]
        case .easeIn: return [(nil, "UICubicTimingParameters(animationCurve: .easeIn)")]
        case .easeOut: return [(nil, "UICubicTimingParameters(animationCurve: .easeOut)")]
        case .easeInOut: return [(nil, "UICubicTimingParameters(animationCurve: .easeInOut)")]
        case .cubicBezier(let bezier):
            return [
                (
                    nil,
                    "UICubicTimingParameters(controlPoint1: \(point(bezier.x1, bezier.y1)), controlPoint2: \(point(bezier.x2, bezier.y2)))"
                )
            ]
        case .uiKitSpring(let ratio, let velocity):
            return [
                (
                    nil,
                    "UISpringTimingParameters(dampingRatio: \(NumberLiteral.swift(ratio)), initialVelocity: \(vector(velocity)))"
                )
            ]
        case .physicalSpring:
            return [(nil, physical())]
        case .bounceSpring(let duration, let bounce, let velocity):
            return [
                (
                    "#available(iOS 17.0, *)",
                    "UISpringTimingParameters(duration: \(NumberLiteral.swift(duration)), bounce: \(NumberLiteral.swift(bounce)), initialVelocity: \(vector(velocity)))"
                ),
                (nil, physical()),
            ]
        }
    }

    private static func point(_ x: Double, _ y: Double) -> String {
        "CGPoint(x: \(NumberLiteral.swift(x)), y: \(NumberLiteral.swift(y)))"
    }

    /// The curve as the language writes it, for doc comments.
    static func language(_ curve: Curve) -> String {
        curve.spelled(number: NumberLiteral.plainDecimal, seconds: { NumberLiteral.plainDecimal($0) + "s" })
    }
}
