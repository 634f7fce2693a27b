// `spring(damping:, velocity:)`: UIKit's duration-based spring.
import TransCurves

/// UIKit's spring that lasts the track's duration, by its damping ratio in (0, 1].
public struct UIKitSpringCurve: CurveKind {
    let dampingRatio: Double
    let velocity: Double

    public static let syntax: [CurveSyntax] = [
        .call(
            CurveCall(
                "spring",
                [
                    .labelled("damping", "a spring's damping ratio", .dampingRatio),
                    .labelled("velocity", "a spring's velocity", nil, default: 0),
                ],
                form: "spring(damping:, velocity:)", meaning: "UIKit's duration-based spring (damping ratio)"
            ) { a in .uiKitSpring(dampingRatio: a["damping"], velocity: a["velocity"]) })
    ]

    public func timingCurve(duration: Double) -> TimingCurve {
        .spring(.uiKit(dampingRatio: dampingRatio, initialVelocity: velocity, duration: duration))
    }

    public var mayOvershoot: Bool { true }

    public func spelled(number n: (Double) -> String, seconds: (Double) -> String) -> String {
        "spring(damping: \(n(dampingRatio)), velocity: \(n(velocity)))"
    }

    /// The one spring `UIView.animate(…usingSpringWithDamping:…)` runs.
    public func uiKit(number n: (Double) -> String, velocity v: (Double) -> String) -> UIKitCurve {
        UIKitCurve(
            timingParameters: [
                (nil, "UISpringTimingParameters(dampingRatio: \(n(dampingRatio)), initialVelocity: \(v(velocity)))")
            ],
            isSpring: true, viewSpring: (dampingRatio, velocity))
    }
}

extension Curve {
    public static func uiKitSpring(dampingRatio: Double, velocity: Double) -> Curve {
        Curve(UIKitSpringCurve(dampingRatio: dampingRatio, velocity: velocity))
    }
}
