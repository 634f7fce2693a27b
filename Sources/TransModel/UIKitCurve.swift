// A curve in UIKit's words: what the Swift backend prints for each way UIKit can run it.
import TransCurves

/// The UIKit and Core Animation spellings of one curve.
public struct UIKitCurve: Sendable {
    /// The `UIView.AnimationOptions` member (`curveEaseInOut`); nil when no option spells the
    /// curve, which then needs timing parameters.
    public var animationOption: String?
    /// The `UITimingCurveProvider` the curve runs on in a `UIViewPropertyAnimator`, as
    /// alternatives: a condition (nil: the last, unconditional one) and the expression.
    public var timingParameters: [(condition: String?, expression: String)]
    /// Whether those are `UISpringTimingParameters` rather than `UICubicTimingParameters`.
    public var isSpring: Bool
    /// The `CAMediaTimingFunction` of a Core Animation component animation; nil for a spring,
    /// which runs as a `CASpringAnimation` instead.
    public var mediaTimingFunction: String?
    /// The damping ratio and velocity of `UIView.animate(…usingSpringWithDamping:…)`, for the
    /// one spring that call runs; nil otherwise.
    public var viewSpring: (dampingRatio: Double, velocity: Double)?

    public init(
        animationOption: String? = nil, timingParameters: [(condition: String?, expression: String)],
        isSpring: Bool = false, mediaTimingFunction: String? = nil,
        viewSpring: (dampingRatio: Double, velocity: Double)? = nil
    ) {
        self.animationOption = animationOption
        self.timingParameters = timingParameters
        self.isSpring = isSpring
        self.mediaTimingFunction = mediaTimingFunction
        self.viewSpring = viewSpring
    }

    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`: a spring by its
    /// coefficients, which every iOS the emitted code supports runs.
    static func coefficients(
        of spring: Spring, number n: (Double) -> String, velocity: (Double) -> String
    ) -> String {
        "UISpringTimingParameters(mass: \(n(spring.mass)), stiffness: \(n(spring.stiffness)), "
            + "damping: \(n(spring.damping)), initialVelocity: \(velocity(spring.initialVelocity)))"
    }
}
