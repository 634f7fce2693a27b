// The progress of every timing a program uses, at its phases' sample times, worked out once.
import TransCurves

/// The sample times of each phase length and the progress p of each timing at them, computed
/// once per program evaluation and shared. Tracks that share a timing (a frame, its alpha and
/// the dimming fade under the phase's curve, a reversed dismissal, every transition written with
/// the same `let` curve) share one row, so a spring's `exp` and `cos` or a Bézier's solver run
/// once per distinct timing and sample time, not once per track (issue 13). A row is looked up
/// only for a track `TrackSamples` has not seen, never per sample.
struct ProgressTable {
    private let fps: Int
    private var timesByEnd: [Double: [Double]] = [:]
    /// The phase end `times(end:)` was last asked for, and its times.
    private var lastTimes: (end: Double, times: [Double])?
    private var rows: [Row: [Double]] = [:]

    /// What decides a row's numbers, as bits (equal bits give equal numbers, and −0 is not 0):
    /// the numeric curve (a Bézier's control points or a spring's constants), the delay, the
    /// duration and the phase's end.
    private struct Row: Hashable {
        var isSpring: Bool
        var a, b, c, d: UInt64
        var delay, duration, phaseEnd: UInt64
    }

    /// A table for phases sampled at `fps`.
    init(fps: Int) {
        self.fps = fps
    }

    /// `sampleTimes(end:fps:)` for a phase ending at `end`.
    mutating func times(end: Double) -> [Double] {
        // Phases of a file mostly share their length: the last answer, before hashing.
        if let last = lastTimes, last.end.bitPattern == end.bitPattern { return last.times }
        let times: [Double]
        if let known = timesByEnd[end] {
            times = known
        } else {
            times = sampleTimes(end: end, fps: fps)
            timesByEnd[end] = times
        }
        lastTimes = (end, times)
        return times
    }

    /// The progress under `curve` at each of `times(end: phaseEnd)` of a track delayed by
    /// `delay` that runs for `duration`: 0 until the delay, 1 from `delay + duration` on
    /// (computed as `Phase.duration` computes it, so the phase's end sample finds the track that
    /// ends last exactly at TO), and in between the curve's p(t − delay).
    mutating func progress(of curve: TimingCurve, delay: Double, duration: Double, phaseEnd: Double) -> [Double] {
        let row: Row
        switch curve {
        case .bezier(let bezier):
            row = Row(
                isSpring: false, a: bezier.x1.bitPattern, b: bezier.y1.bitPattern, c: bezier.x2.bitPattern,
                d: bezier.y2.bitPattern, delay: delay.bitPattern, duration: duration.bitPattern,
                phaseEnd: phaseEnd.bitPattern)
        case .spring(let spring):
            row = Row(
                isSpring: true, a: spring.mass.bitPattern, b: spring.stiffness.bitPattern,
                c: spring.damping.bitPattern, d: spring.initialVelocity.bitPattern, delay: delay.bitPattern,
                duration: duration.bitPattern, phaseEnd: phaseEnd.bitPattern)
        }
        if let progress = rows[row] { return progress }
        let prepared = PreparedCurve(curve)
        let end = delay + duration
        let progress = times(end: phaseEnd).map { time -> Double in
            if time <= delay { return 0 }
            if time >= end { return 1 }
            return prepared.progress(elapsed: time - delay, duration: duration)
        }
        rows[row] = progress
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
