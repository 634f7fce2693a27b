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
        let transitions = program.transitions.map { evaluate(shown: $0, options: options, samples: &samples) }
        return Timeline(sourceName: program.sourceFileName, options: options, transitions: transitions)
    }

    /// The transitions of `program`'s timeline, in source order, each evaluated as it is
    /// handed over and given to `body`, not kept: a writer that streams them holds one
    /// transition's samples at a time, not the whole timeline's (issue 13). Throws what `body`
    /// or the program's producer throws.
    public static func forEachTransition(
        of program: StreamedProgram, options: TimelineOptions = TimelineOptions(),
        _ body: (TransitionTimeline) throws -> Void
    ) throws {
        var samples = TrackSamples(fps: options.fps)
        try program.forEachTransition { try body(evaluate(shown: $0, options: options, samples: &samples)) }
    }

    /// `transition`'s timeline, or its Reduce Motion variant's under `options.reduceMotion`.
    private static func evaluate(
        shown transition: Transition, options: TimelineOptions, samples: inout TrackSamples
    ) -> TransitionTimeline {
        if options.reduceMotion {
            evaluate(transition.reducingMotion(), options: options, samples: &samples)
        } else {
            evaluate(transition, options: options, samples: &samples)
        }
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
        if let presentation = transition.presentation {
            timeline.passthrough = presentation.passthrough
            timeline.keyboard = KeyboardTimeline(
                presentation.keyboard, geometry: geometry, height: options.keyboardHeight)
            timeline.rests = RestsTimeline(presentation.rests, geometry: geometry)
            timeline.appearance = presentation.appearance
            timeline.blur = presentation.dimming?.blur
        }
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
                tracks.append(
                    TrackTimeline(
                        target: track.target, property: track.property, times: times, width: values.width,
                        values: values.values,
                        shadeGradient: track.property == .shade ? shadeGradient(of: track.target, in: phase) : nil))
            }
        }
        return PhaseTimeline(kind: phase.kind, duration: duration, isApproximate: phase.isApproximate, tracks: tracks)
    }

    /// The `shadeGradient` written beside `target`'s tracks in `phase`, nil for the default.
    private static func shadeGradient(of target: Target, in phase: Phase) -> ShadeGradient? {
        phase.targets.lazy.compactMap { $0.target == target ? $0.shadeGradient : nil }.first
    }
}
