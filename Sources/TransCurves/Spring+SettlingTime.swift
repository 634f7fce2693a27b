// Spring settling time: how long a spring lasts when no duration is written.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Spring {
    /// Settling time: ζ<1: T = ln(1000 A)/(ζω₀), A = √(1 + ((ζω₀ − v)/ω_d)²); ζ ≥ 1: the last τ
    /// with |x(τ)| = 0.001, found by bisection to 1e-9 (after a safe upper bracket, so a
    /// velocity that makes x cross zero and come back is handled).
    public var settlingTime: Double {
        let ω0 = naturalFrequency, ζ = dampingRatio
        if ζ < 1, !isCriticallyDamped {
            let phase = (ζ * ω0 - initialVelocity) / dampedFrequency
            let amplitude = (1 + phase * phase).squareRoot()
            return log(1000 * amplitude) / (ζ * ω0)
        }
        // For ζ ≥ 1, x has at most one turning point; past it |x| only falls toward 0.
        let isAbove = { (time: Double) in abs(self.displacement(at: time)) >= 0.001 }
        let start = turningPoint ?? 0
        guard isAbove(start) else {
            // x crossed zero and turned back without reaching −0.001: the last crossing is x = 0.001
            // on the way down, where x falls monotonically.
            return bisect(from: 0, to: start, width: 1e-9, isBelowRoot: isAbove)
        }
        // Bracket from the slower decay rate, doubling until |x| is below 0.001 (or the bracket
        // overflows, for a spring that for all practical purposes never settles).
        let slowestRate = isCriticallyDamped ? ω0 : -overdampedRates.plus
        var end = start + 1 / slowestRate
        while isAbove(end), end.isFinite {
            end = start + 2 * (end - start)
        }
        guard end.isFinite else { return .infinity }
        return bisect(from: start, to: end, width: 1e-9, isBelowRoot: isAbove)
    }

    /// For ζ ≥ 1, the one τ > 0 where x'(τ) = 0 (x overshoots zero, or first moves away
    /// from it under a negative velocity); nil when x is monotone.
    private var turningPoint: Double? {
        let ω0 = naturalFrequency, v = initialVelocity
        let time: Double
        if isCriticallyDamped {
            time = -v / (ω0 * (ω0 - v))
        } else {
            let rates = overdampedRates
            time =
                log((rates.minus + v) * rates.plus / ((rates.plus + v) * rates.minus))
                / (rates.minus - rates.plus)
        }
        return time.isFinite && time > 0 ? time : nil
    }
}
