// The progress of every timing a program uses, at its phases' sample times, worked out once.
import TransCurves
import TransModel

/// The sample times of each phase length and the progress p of each timing at them, computed
/// once per program evaluation and shared. Tracks that share a timing (a frame, its alpha and
/// the dimming fade under the phase's curve, a reversed dismissal, every transition written with
/// the same `let` curve) share one row, so a spring's `exp` and `cos` or a Bézier's solver run
/// once per distinct timing and sample time, not once per track (issue 13). A row is found by
/// one hash per track, never per sample.
struct ProgressTable {
    private let fps: Int
    private var timesByEnd: [Double: [Double]] = [:]
    private var rowIndices: [RowKey: Int] = [:]
    private var rows: [[Double]] = []

    /// What decides a row's numbers, as bits: the numeric curve, the delay, the duration and the
    /// phase's end. Bits rather than `Timing`, whose curve is an existential compared by a
    /// dynamic cast and hashed through witness tables; equal bits give equal numbers.
    private struct RowKey: Hashable {
        var isSpring: Bool
        var curve: Bits4
        var delay, duration, phaseEnd: UInt64
    }

    /// A table for phases sampled at `fps`.
    init(fps: Int) {
        self.fps = fps
    }

    /// `sampleTimes(end:fps:)` for a phase ending at `end`.
    mutating func times(end: Double) -> [Double] {
        if let times = timesByEnd[end] { return times }
        let times = sampleTimes(end: end, fps: fps)
        timesByEnd[end] = times
        return times
    }

    /// The progress of `timing` at each of `times(end: phaseEnd)`: 0 until the delay, 1 from
    /// `delay + duration` on (computed as `Phase.duration` computes it, so the phase's end sample
    /// finds the track that ends last exactly at TO), and in between the curve's p(t − delay).
    /// `row` numbers the distinct rows of this table, so that equal rows can be told by it.
    mutating func progress(of timing: Timing, phaseEnd: Double) -> (row: Int, values: [Double]) {
        let delay = timing.delay, duration = timing.duration
        let curve = timing.curve.timingCurve(duration: duration)
        let key: RowKey
        switch curve {
        case .bezier(let bezier):
            key = RowKey(
                isSpring: false, curve: Bits4(bezier.x1, bezier.y1, bezier.x2, bezier.y2), delay: delay.bitPattern,
                duration: duration.bitPattern, phaseEnd: phaseEnd.bitPattern)
        case .spring(let spring):
            key = RowKey(
                isSpring: true, curve: Bits4(spring.mass, spring.stiffness, spring.damping, spring.initialVelocity),
                delay: delay.bitPattern, duration: duration.bitPattern, phaseEnd: phaseEnd.bitPattern)
        }
        if let row = rowIndices[key] { return (row, rows[row]) }
        let prepared = PreparedCurve(curve)
        let end = delay + duration
        let progress = times(end: phaseEnd).map { time -> Double in
            if time <= delay { return 0 }
            if time >= end { return 1 }
            return prepared.progress(elapsed: time - delay, duration: duration)
        }
        rowIndices[key] = rows.count
        rows.append(progress)
        return (rows.count - 1, progress)
    }
}

/// Four numbers by their bits: a hash key that tells every `Double` apart, −0 from 0 too.
struct Bits4: Hashable {
    var a, b, c, d: UInt64

    init(_ a: Double, _ b: Double, _ c: Double, _ d: Double) {
        (self.a, self.b, self.c, self.d) = (a.bitPattern, b.bitPattern, c.bitPattern, d.bitPattern)
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
