// `spring(mass:, stiffness:, damping:, velocity:)`: a physical spring (CASpringAnimation).
import TransCurves

/// A spring by its coefficients; it sets its own duration (its settling time).
public struct PhysicalSpringCurve: CurveKind {
    let spring: Spring

    public static let syntax: [CurveSyntax] = [
        .call(
            CurveCall(
                "spring",
                [
                    .labelled("mass", "a spring's mass", .positive, default: 1),
                    .labelled("stiffness", "a spring's stiffness", .positive),
                    .labelled("damping", "a physical spring's damping", .positive),
                    .labelled("velocity", "a spring's velocity", nil, default: 0),
                ],
                distinguishingLabels: ["mass", "stiffness"], form: "spring(mass:, stiffness:, damping:, velocity:)",
                meaning: "a physical spring (`CASpringAnimation`)"
            ) { a in
                let spring = Spring(
                    mass: a["mass"], stiffness: a["stiffness"], damping: a["damping"], initialVelocity: a["velocity"])
                // Each parameter may be finite while the motion they make is not (1e200 / 1e-200).
                guard spring.naturalFrequency.isFinite, spring.dampingRatio.isFinite, spring.settlingTime.isFinite
                else { return nil }
                return .physicalSpring(spring)
            })
    ]

    public func timingCurve(duration: Double) -> TimingCurve { .spring(spring) }

    public var selfTimedSpring: Spring? { spring }

    public var mayOvershoot: Bool { true }

    public func spelled(number n: (Double) -> String, seconds: (Double) -> String) -> String {
        "spring(mass: \(n(spring.mass)), stiffness: \(n(spring.stiffness)), damping: \(n(spring.damping)), "
            + "velocity: \(n(spring.initialVelocity)))"
    }

    public func uiKit(number: (Double) -> String, velocity: (Double) -> String) -> UIKitCurve {
        UIKitCurve(
            timingParameters: [(nil, UIKitCurve.coefficients(of: spring, number: number, velocity: velocity))],
            isSpring: true)
    }
}

extension Curve {
    public static func physicalSpring(_ spring: Spring) -> Curve { Curve(PhysicalSpringCurve(spring: spring)) }
}
