// `spring(duration:, bounce:, velocity:)`: SwiftUI's and iOS 17's spring.
import TransCurves

/// A spring by its perceptual duration and bounce; it sets its own duration.
public struct BounceSpringCurve: CurveKind {
    let duration: Double
    let bounce: Double
    let velocity: Double

    /// UIKit's `UISpringTimingParameters(duration:bounce:initialVelocity:)` is iOS 17's.
    static let availability = DeploymentTarget(major: 17, minor: 0)

    public static let syntax: [CurveSyntax] = [
        .call(
            CurveCall(
                "spring",
                [
                    .labelled("duration", "a spring's duration", .duration, isTime: true),
                    .labelled("bounce", "a spring's bounce", .bounce, default: 0),
                    .labelled("velocity", "a spring's velocity", nil, default: 0),
                ],
                distinguishingLabels: ["duration", "bounce"], availability: availability,
                form: "spring(duration:, bounce:)", meaning: "SwiftUI's spring (iOS 17)"
            ) { a in .bounceSpring(duration: a["duration"], bounce: a["bounce"], velocity: a["velocity"]) })
    ]

    private var spring: Spring { .swiftUI(duration: duration, bounce: bounce, initialVelocity: velocity) }

    public func timingCurve(duration: Double) -> TimingCurve { .spring(spring) }

    public var selfTimedSpring: Spring? { spring }

    public var mayOvershoot: Bool { true }

    public func spelled(number n: (Double) -> String, seconds: (Double) -> String) -> String {
        "spring(duration: \(seconds(duration)), bounce: \(n(bounce)), velocity: \(n(velocity)))"
    }

    /// iOS 17's parameters where available; before, the same spring (SwiftUI's mapping:
    /// mass 1, stiffness (2π / d)², damping 4π(1 − b) / d) by its coefficients.
    public func uiKit(number n: (Double) -> String, velocity v: (Double) -> String) -> UIKitCurve {
        UIKitCurve(
            timingParameters: [
                (
                    "#available(iOS \(Self.availability), *)",
                    "UISpringTimingParameters(duration: \(n(duration)), bounce: \(n(bounce)), "
                        + "initialVelocity: \(v(velocity)))"
                ),
                (nil, UIKitCurve.coefficients(of: spring, number: n, velocity: v)),
            ],
            isSpring: true)
    }
}

extension Curve {
    public static func bounceSpring(duration: Double, bounce: Double, velocity: Double) -> Curve {
        Curve(BounceSpringCurve(duration: duration, bounce: bounce, velocity: velocity))
    }
}
