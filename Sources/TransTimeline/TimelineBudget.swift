// How many samples a timeline would hold, known before any is computed.
import TransModel

/// The timeline's size limit: `--fps` × duration × tracks, summed over every phase. Checked
/// before evaluation, so `--fps 1000` over 100 000 transitions fails at once with a message
/// instead of filling memory until the system kills the process.
public enum TimelineBudget {
    /// The most samples one file's timeline may hold: about 20 times a large real file at
    /// 1000 fps, and a few hundred megabytes of JSON.
    public static let maximumSamples = 2_000_000

    /// The samples `TimelineEvaluator.evaluate` would produce for `program` at `fps`,
    /// counted without building them; it stops counting past `maximumSamples`.
    public static func sampleCount(of program: Program, fps: Int) -> Int {
        var total = 0
        for transition in program.transitions {
            total += sampleCount(of: transition.present, fps: fps)
            if total > maximumSamples { return total }
            total += sampleCount(of: transition.dismiss, fps: fps)
            if total > maximumSamples { return total }
        }
        return total
    }

    /// The samples of one phase: every track has one per sample time. Counted from the phase
    /// in place (`Phase.trackCount`), without copying it or building its tracks.
    private static func sampleCount(of phase: Phase, fps: Int) -> Int {
        let tracks = phase.trackCount
        return tracks == 0 ? 0 : tracks * sampleTimeCount(end: phase.duration, fps: fps)
    }
}
