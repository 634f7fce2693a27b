// Spring: the damped harmonic oscillator of CASpringAnimation, in closed form.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A damped harmonic oscillator as Core Animation's CASpringAnimation (mass, stiffness,
/// damping coefficient, initial velocity in distances/second, positive toward the target).
public struct Spring: Sendable, Hashable {
    /// The mass m attached to the spring (> 0).
    public let mass: Double
    /// The spring constant k (> 0).
    public let stiffness: Double
    /// The damping coefficient c (> 0), not the ratio.
    public let damping: Double
    /// The initial velocity v in distances (FROM to TO) per second, positive toward TO.
    public let initialVelocity: Double

    /// A spring with the given physical parameters.
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// ω₀ = √(k/m), in radians per second.
    public var naturalFrequency: Double {
        (stiffness / mass).squareRoot()
    }

    /// ζ = c / (2√(km)).
    public var dampingRatio: Double {
        damping / (2 * (stiffness * mass).squareRoot())
    }

    /// The unit oscillator x(τ), x(0)=1, x'(0) = −v, closed form for ζ<1, |ζ−1|<1e-9
    /// (critical), ζ>1 exactly as LANGUAGE.md.
    public func displacement(at time: Double) -> Double {
        PreparedSpring(self).displacement(at: time)
    }

    /// 1 − x(τ): share of the way from FROM to TO (unclamped; overshoots).
    public func progress(at time: Double) -> Double {
        1 - displacement(at: time)
    }

    /// For ζ < 1, the frequency of the decaying oscillation, ω_d = ω₀√(1 − ζ²).
    var dampedFrequency: Double {
        naturalFrequency * (1 - dampingRatio * dampingRatio).squareRoot()
    }

    /// Whether |ζ − 1| < 1e-9, where the critical closed form applies.
    var isCriticallyDamped: Bool {
        abs(dampingRatio - 1) < 1e-9
    }

    /// For ζ > 1, the exponents γ± = −ω₀(ζ ∓ √(ζ² − 1)) of x(τ); γ₊ is the slower.
    /// γ₊ is computed as −ω₀ / (ζ + √(ζ² − 1)), the same number without the cancellation.
    var overdampedRates: (plus: Double, minus: Double) {
        let ω0 = naturalFrequency, ζ = dampingRatio
        // Past 1e150, ζ² would overflow; there √(ζ² − 1) is ζ to the last bit.
        let root = ζ < 1e150 ? (ζ * ζ - 1).squareRoot() : ζ
        return (plus: -ω0 / (ζ + root), minus: -ω0 * (ζ + root))
    }
}
