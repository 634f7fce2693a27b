// A phase's progress at its sample times, worked out once per distinct timing.
import TransCurves
import TransModel

/// The progress p of every timing used in one phase at the phase's sample times. Tracks that
/// share a timing (a frame, its alpha and the dimming fade under the phase's curve) share one
/// row, so each spring's `exp` and `cos` run once per sample time, not once per track; a phase
/// has a handful of timings, so finding a row is a short scan.
struct ProgressTable {
    private let times: [Double]
    private var rows: [(timing: Timing, progress: [Double])] = []

    /// A table for a phase sampled at `times`.
    init(times: [Double]) {
        self.times = times
    }

    /// The progress of `timing` at each sample time: 0 until the delay, 1 from `delay +
    /// duration` on (computed as `Phase.duration` computes it, so the phase's end sample finds
    /// the track that ends last exactly at TO), and in between the curve's p(t − delay).
    mutating func progress(of timing: Timing) -> [Double] {
        if let row = rows.first(where: { $0.timing == timing }) { return row.progress }
        let curve = PreparedCurve(timing.curve.timingCurve(duration: timing.duration))
        let delay = timing.delay, duration = timing.duration
        let end = timing.delay + timing.duration
        let progress = times.map { time -> Double in
            if time <= delay { return 0 }
            if time >= end { return 1 }
            return curve.progress(elapsed: time - delay, duration: duration)
        }
        rows.append((timing, progress))
        return progress
    }
}

/// `TimingCurve` with a spring's constants computed once (`PreparedSpring`).
private enum PreparedCurve {
    case bezier(CubicBezier)
    case spring(PreparedSpring)

    init(_ curve: TimingCurve) {
        switch curve {
        case .bezier(let bezier): self = .bezier(bezier)
        case .spring(let spring): self = .spring(PreparedSpring(spring))
        }
    }

    /// `TimingCurve.progress(elapsed:duration:)`.
    func progress(elapsed: Double, duration: Double) -> Double {
        if elapsed <= 0 { return 0 }
        if elapsed >= duration { return 1 }
        switch self {
        case .bezier(let curve): return curve.progress(at: elapsed / duration)
        case .spring(let spring): return spring.progress(at: elapsed)
        }
    }
}
