// TimingCurve: the progress of a track over its duration, under a Bézier or a spring.

/// A timing curve as a track uses it: progress p(τ) for elapsed time τ within duration d.
public enum TimingCurve: Sendable, Hashable {
    /// A Bézier warps the share of the duration, τ/d.
    case bezier(CubicBezier)
    /// A spring runs in real time and is cut off at the duration.
    case spring(Spring)

    /// τ ≤ 0 → 0 ; τ ≥ d → exactly 1 ; otherwise bezier: progress(at: τ/d); spring:
    /// spring.progress(at: τ) (real time, cut off at d).
    public func progress(elapsed: Double, duration: Double) -> Double {
        if elapsed <= 0 { return 0 }
        if elapsed >= duration { return 1 }
        switch self {
        case .bezier(let curve):
            return curve.progress(at: elapsed / duration)
        case .spring(let spring):
            return spring.progress(at: elapsed)
        }
    }
}
