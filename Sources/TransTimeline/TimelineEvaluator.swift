// Program → Timeline: every phase of every transition sampled per LANGUAGE.md's semantics.
import TransModel

/// Evaluates a checked program into its timeline.
public enum TimelineEvaluator {
    /// The timeline of `program`: for each transition in source order, its `present` and
    /// `dismiss` phases, each track sampled at `k / fps` while below the phase's end (less
    /// 1e-9) and once more at the end. Frames are evaluated in the options' container
    /// against the transition's final frame. A phase without tracks has duration 0 and no
    /// tracks. `options.fps` must be at least 1.
    public static func evaluate(_ program: Program, options: TimelineOptions = TimelineOptions()) -> Timeline {
        var table = ProgressTable(fps: options.fps)
        var samples = TrackSamples()
        return Timeline(
            sourceName: program.sourceFileName,
            options: options,
            transitions: program.transitions.map { evaluate($0, options: options, table: &table, samples: &samples) }
        )
    }

    private static func evaluate(
        _ transition: Transition, options: TimelineOptions, table: inout ProgressTable, samples: inout TrackSamples
    ) -> TransitionTimeline {
        let geometry = Geometry(
            containerWidth: options.containerWidth,
            containerHeight: options.containerHeight,
            finalFrame: transition.finalFrame,
            safeArea: options.safeArea,
            contentSize: options.contentSize
        )
        var timeline = TransitionTimeline(
            name: transition.name,
            phases: [
                evaluate(transition.present, geometry: geometry, table: &table, samples: &samples),
                evaluate(transition.dismiss, geometry: geometry, table: &table, samples: &samples),
            ]
        )
        timeline.passthrough = transition.presentation?.passthrough ?? false
        timeline.keyboard = KeyboardTimeline(transition, geometry: geometry, height: options.keyboardHeight)
        timeline.rests = RestsTimeline(transition, geometry: geometry)
        return timeline
    }

    /// The phase's tracks read in place (`Phase.forEachTrack`), each one's values found or
    /// computed once by `samples` under its row of `table`.
    private static func evaluate(
        _ phase: Phase, geometry: Geometry, table: inout ProgressTable, samples: inout TrackSamples
    ) -> PhaseTimeline {
        let duration = phase.duration
        var tracks: [TrackTimeline] = []
        let trackCount = phase.trackCount
        if trackCount > 0 {
            tracks.reserveCapacity(trackCount)
            let times = table.times(end: duration)
            phase.forEachTrack { track in
                let progress = table.progress(of: track.timing, phaseEnd: duration)
                let values = samples.values(
                    of: track.animation, in: geometry, row: progress.row, progress: progress.values)
                tracks.append(
                    TrackTimeline(
                        target: track.target, property: track.property, times: times, width: values.width,
                        values: values.values))
            }
        }
        return PhaseTimeline(kind: phase.kind, duration: duration, isApproximate: phase.isApproximate, tracks: tracks)
    }
}
