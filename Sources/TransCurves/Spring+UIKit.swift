// UIKit's duration-based spring (usingSpringWithDamping:initialSpringVelocity:) as a physical spring.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Spring {
    /// UIKit's duration-based spring (usingSpringWithDamping:initialSpringVelocity:): unit
    /// mass, ω₀ from ζ ω₀ d = min(ln(1000/√(1−ζ²)), u) where (1+u)e^(−u) = 0.001, so the
    /// oscillation settles to 0.001 of the distance at `duration`; stiffness ω₀², damping 2ζω₀.
    /// A ratio of 1 or more takes u, the critically damped spring's limit.
    public static func uiKit(dampingRatio: Double, initialVelocity: Double, duration: Double) -> Spring {
        let ζ = dampingRatio
        let envelopeDecay = ζ < 1 ? log(1000 / (1 - ζ * ζ).squareRoot()) : .infinity
        let decay = min(envelopeDecay, criticalSettlingExponent)
        let ω0 = decay / (ζ * duration)
        return Spring(mass: 1, stiffness: ω0 * ω0, damping: 2 * ζ * ω0, initialVelocity: initialVelocity)
    }

    /// u with (1 + u) e^(−u) = 0.001 (≈ 9.233413): ω₀τ when a critically damped spring at rest
    /// has 0.001 of its distance left. Solved once, by bisection, where the left side falls.
    static let criticalSettlingExponent: Double = bisect(from: 1, to: 100, width: 1e-14) { u in
        (1 + u) * exp(-u) > 0.001
    }
}
