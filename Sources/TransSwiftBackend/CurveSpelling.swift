// Curves as UIKit spells them (animation options, timing parameters) and as the language does.
import TransModel

/// How each of the language's curves reaches UIKit: its declaration's `UIKitCurve`, numbers
/// written as Swift literals.
enum CurveSpelling {
    /// The curve's UIKit spellings; `initialVelocity` replaces a spring's written velocity
    /// (an interactive release continues at the finger's).
    static func uiKit(_ curve: Curve, initialVelocity: String? = nil) -> UIKitCurve {
        curve.uiKit(number: NumberLiteral.swift, velocity: { initialVelocity ?? velocity($0) })
    }

    /// `CGVector(dx: v, dy: v)`: UIKit reads a spring's initial velocity, relative to the
    /// distance travelled, from `dx` for most properties and from both for positions.
    static func velocity(_ value: Double) -> String {
        let v = NumberLiteral.swift(value)
        return "CGVector(dx: \(v), dy: \(v))"
    }

    /// The timing parameters of a curve that needs a `UIViewPropertyAnimator`, as
    /// alternatives: a condition (nil: the last, unconditional one) and the expression.
    static func timingParameters(_ curve: Curve, initialVelocity: String? = nil) -> TimingParameters {
        timingParameters(uiKit(curve, initialVelocity: initialVelocity))
    }

    /// The timing parameters of a curve already spelled for UIKit.
    static func timingParameters(_ spelling: UIKitCurve) -> TimingParameters {
        TimingParameters(
            swiftType: spelling.isSpring ? "UISpringTimingParameters" : "UICubicTimingParameters",
            alternatives: spelling.timingParameters)
    }

    /// The curve as the language writes it, for doc comments.
    static func language(_ curve: Curve) -> String {
        curve.spelled(number: NumberLiteral.plainDecimal, seconds: { NumberLiteral.plainDecimal($0) + "s" })
    }
}
