// How many samples a timeline would hold, known before any is computed.
import TransModel

/// The timeline's size limit: `--fps` × duration × tracks, summed over every phase. Checked
/// before evaluation, so `--fps 1000` over 100 000 transitions fails at once with a message
/// instead of filling memory until the system kills the process.
public enum TimelineBudget {
    /// The most samples one file's timeline may hold: about 20 times a large real file at
    /// 1000 fps, and a few hundred megabytes of JSON.
    public static let maximumSamples = 2_000_000

    /// The samples `TimelineEvaluator.evaluate` would produce for the transitions of
    /// `outlines` at `fps`, counted without building them; it stops counting past
    /// `maximumSamples`.
    public static func sampleCount(of outlines: some Sequence<TransitionOutline>, fps: Int) -> Int {
        var total = 0
        for outline in outlines {
            total += sampleCount(of: outline.present, fps: fps)
            if total > maximumSamples { return total }
            total += sampleCount(of: outline.dismiss, fps: fps)
            if total > maximumSamples { return total }
        }
        return total
    }

    /// The samples of one phase: every track has one per sample time.
    private static func sampleCount(of phase: PhaseOutline, fps: Int) -> Int {
        phase.trackCount == 0 ? 0 : phase.trackCount * sampleTimeCount(end: phase.duration, fps: fps)
    }
}
