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
        var samples = TrackSamples(fps: options.fps)
        return Timeline(
            sourceName: program.sourceFileName,
            options: options,
            transitions: program.transitions.map {
                evaluate(options.reduceMotion ? $0.reducingMotion() : $0, options: options, samples: &samples)
            }
        )
    }

    private static func evaluate(
        _ transition: Transition, options: TimelineOptions, samples: inout TrackSamples
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
                evaluate(transition.present, geometry: geometry, samples: &samples),
                evaluate(transition.dismiss, geometry: geometry, samples: &samples),
            ]
        )
        timeline.passthrough = transition.presentation?.passthrough ?? false
        timeline.keyboard = KeyboardTimeline(transition, geometry: geometry, height: options.keyboardHeight)
        timeline.rests = RestsTimeline(transition, geometry: geometry)
        timeline.appearance = transition.presentation?.appearance
        timeline.blur = transition.presentation?.dimming?.blur
        return timeline
    }

    /// The phase's tracks read in place (`Phase.forEachTrack`), each one's values found or
    /// computed once by `samples`.
    private static func evaluate(_ phase: Phase, geometry: Geometry, samples: inout TrackSamples) -> PhaseTimeline {
        let duration = phase.duration
        var tracks: [TrackTimeline] = []
        let trackCount = phase.trackCount
        if trackCount > 0 {
            tracks.reserveCapacity(trackCount)
            let times = samples.times(end: duration)
            phase.forEachTrack { track in
                let values = samples.values(of: track, in: geometry, phaseEnd: duration)
                var sampled = TrackTimeline(
                    target: track.target, property: track.property, times: times, width: values.width,
                    values: values.values)
                if track.property == .shade {
                    sampled.shadeGradient =
                        phase.targets.lazy.compactMap { $0.target == track.target ? $0.shadeGradient : nil }.first
                }
                tracks.append(sampled)
            }
        }
        return PhaseTimeline(kind: phase.kind, duration: duration, isApproximate: phase.isApproximate, tracks: tracks)
    }
}
