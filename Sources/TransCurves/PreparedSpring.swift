// A spring with the constants of its closed form worked out once, for sampling it many times.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `Spring`'s closed form with ω₀, ζ, ω_d and the coefficients that depend only on the spring
/// computed once: the timeline samples one spring thousands of times, and each of those square
/// roots and divisions per sample cost more than the `exp` and `cos` themselves (issue 13).
/// `Spring.displacement(at:)` is this, so both give the same bits.
public struct PreparedSpring: Sendable {
    /// Which closed form applies, with what it needs besides the time.
    private enum Form: Sendable {
        /// |ζ − 1| < 1e-9: (1 + (ω₀ − v) τ) e^(−ω₀ τ).
        case critical(slope: Double, rate: Double)
        /// ζ < 1: e^(−ζ ω₀ τ) (cos ω_d τ + (ζ ω₀ − v)/ω_d · sin ω_d τ).
        case underdamped(decay: Double, frequency: Double, sineWeight: Double)
        /// ζ > 1: ((γ₊ + v) e^(γ₋ τ) − (γ₋ + v) e^(γ₊ τ)) / (γ₊ − γ₋).
        case overdamped(fastWeight: Double, fastRate: Double, slowWeight: Double, slowRate: Double, span: Double)
    }

    private let form: Form

    /// The prepared form of `spring`.
    public init(_ spring: Spring) {
        let ω0 = spring.naturalFrequency, ζ = spring.dampingRatio, v = spring.initialVelocity
        if spring.isCriticallyDamped {
            form = .critical(slope: ω0 - v, rate: -ω0)
        } else if ζ < 1 {
            let ωd = spring.dampedFrequency
            form = .underdamped(decay: -ζ * ω0, frequency: ωd, sineWeight: (ζ * ω0 - v) / ωd)
        } else {
            let rates = spring.overdampedRates
            form = .overdamped(
                fastWeight: rates.plus + v, fastRate: rates.minus, slowWeight: rates.minus + v,
                slowRate: rates.plus, span: rates.plus - rates.minus)
        }
    }

    /// The unit oscillator x(τ), as `Spring.displacement(at:)` documents it.
    public func displacement(at time: Double) -> Double {
        switch form {
        case .critical(let slope, let rate):
            return (1 + slope * time) * exp(rate * time)
        case .underdamped(let decay, let frequency, let sineWeight):
            return exp(decay * time) * (cos(frequency * time) + sineWeight * sin(frequency * time))
        case .overdamped(let fastWeight, let fastRate, let slowWeight, let slowRate, let span):
            return (fastWeight * exp(fastRate * time) - slowWeight * exp(slowRate * time)) / span
        }
    }

    /// A bound on |x(τ)| at `time` and at every time after it, for a spring that oscillates:
    /// e^(−ζ ω₀ τ) (1 + |(ζ ω₀ − v)/ω_d|), since |cos + w sin| ≤ 1 + |w| and the envelope never
    /// grows. Nil for a critically damped or overdamped spring, or one whose envelope grows: a
    /// sampler cannot stop early on those.
    public func oscillationBound(from time: Double) -> Double? {
        guard case .underdamped(let decay, _, let sineWeight) = form, decay <= 0 else { return nil }
        return exp(decay * time) * (1 + abs(sineWeight))
    }

    /// 1 − x(τ): share of the way from FROM to TO (unclamped; overshoots).
    public func progress(at time: Double) -> Double {
        1 - displacement(at: time)
    }
}
