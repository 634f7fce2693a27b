// The timeline as a JSON document model, keys in LANGUAGE.md's order.
import TransJSON

/// Builds the `trans-timeline/1` document.
enum TimelineDocument {
    /// The format tag readers check first.
    static let format = "trans-timeline/1"

    static func json(_ timeline: Timeline) -> JSONValue {
        .object([
            ("format", .string(format)),
            ("source", .string(timeline.sourceName)),
            (
                "container",
                .object([
                    ("width", .number(timeline.options.containerWidth)),
                    ("height", .number(timeline.options.containerHeight)),
                ])
            ),
            ("fps", .number(Double(timeline.options.fps))),
            ("transitions", .array(timeline.transitions.map(json))),
        ])
    }

    private static func json(_ transition: TransitionTimeline) -> JSONValue {
        .object([
            ("name", .string(transition.name)),
            ("phases", .array(transition.phases.map(json))),
        ])
    }

    private static func json(_ phase: PhaseTimeline) -> JSONValue {
        .object([
            ("phase", .string(phase.kind.rawValue)),
            ("duration", .number(phase.duration)),
            ("approximate", .bool(phase.isApproximate)),
            ("tracks", .array(phase.tracks.map(json))),
        ])
    }

    private static func json(_ track: TrackTimeline) -> JSONValue {
        .object([
            ("target", .string(track.target.name)),
            ("property", .string(track.property.rawValue)),
            (
                "samples",
                .array(
                    track.samples.map { sample in
                        .array([.number(sample.time)] + sample.values.map(JSONValue.number))
                    })
            ),
        ])
    }
}
