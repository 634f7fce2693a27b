// The evaluated timeline: every transition's phases, every track's values at the sample times.
import TransModel

/// A program's transitions sampled over time, as `transc compile --emit timeline` writes them.
public struct Timeline: Sendable, Hashable {
    /// The file name the program came from, without folders (`Program.sourceFileName`).
    public var sourceName: String
    /// The frame rate and container the samples were taken with.
    public var options: TimelineOptions
    /// Transitions in source order.
    public var transitions: [TransitionTimeline]

    public init(sourceName: String, options: TimelineOptions, transitions: [TransitionTimeline]) {
        self.sourceName = sourceName
        self.options = options
        self.transitions = transitions
    }
}

/// One transition's phases: `present`, then `dismiss`.
public struct TransitionTimeline: Sendable, Hashable {
    public var name: String
    public var phases: [PhaseTimeline]
    /// Whether touches outside the presented view reach the presenting view (`passthrough`),
    /// which a reader of the motion alone could not tell.
    public var passthrough = false
    /// Where `keyboard:` avoidance puts the presented view while the keyboard is up; nil
    /// without avoidance.
    public var keyboard: KeyboardTimeline?
    /// The resting positions a pan moves the presented view between; nil without `rests`.
    public var rests: RestsTimeline?
    /// The presented view's shadow, border and corners (`appearance`), which hold through both
    /// phases; nil without an `appearance` block.
    public var appearance: Appearance?
    /// The dimming's blurred backdrop (`blur:`), in once presented and out once dismissed; nil
    /// without one.
    public var blur: BlurStyle?

    public init(name: String, phases: [PhaseTimeline]) {
        self.name = name
        self.phases = phases
    }
}

/// One phase's tracks, all sampled at the same times.
public struct PhaseTimeline: Sendable, Hashable {
    public var kind: PhaseKind
    /// Seconds from the phase's start to the end of its last track (0 without tracks).
    public var duration: Double
    /// Whether the phase is UIKit's own animation, which the timeline only approximates.
    public var isApproximate: Bool
    /// The tracks in `Phase.allTracks` order: source order, the implicit dimming fade last.
    public var tracks: [TrackTimeline]

    public init(kind: PhaseKind, duration: Double, isApproximate: Bool, tracks: [TrackTimeline]) {
        self.kind = kind
        self.duration = duration
        self.isApproximate = isApproximate
        self.tracks = tracks
    }
}

/// One property of one view, sampled.
///
/// The values are stored flat, `width` numbers per sample time, rather than as one array per
/// sample: evaluating and writing millions of samples then allocates once per track, not once
/// per sample (issue 13). `samples` gives them back one by one.
public struct TrackTimeline: Sendable, Hashable {
    public var target: Target
    public var property: Property
    /// The sample times in order, the last at the phase's end; every track of a phase shares
    /// the same array.
    public private(set) var times: [Double]
    /// How many numbers each sample has: 4 for a frame, else 1.
    public private(set) var width: Int
    /// `width` numbers per time, in time order: sample k's component c is `values[k * width + c]`.
    public private(set) var values: [Double]
    /// A `shade` track's `shadeGradient`, the overlay's colors; nil for the default dark one.
    public var shadeGradient: ShadeGradient?

    /// A track from its samples, which must all have the same number of values.
    public init(target: Target, property: Property, samples: [Sample]) {
        let width = samples.first?.values.count ?? 0
        precondition(samples.allSatisfy { $0.values.count == width }, "every sample needs the same width")
        self.init(
            target: target, property: property, times: samples.map(\.time), width: width,
            values: samples.flatMap(\.values))
    }

    /// A track from flat values: `values.count` must be `times.count * width`.
    public init(
        target: Target, property: Property, times: [Double], width: Int, values: [Double],
        shadeGradient: ShadeGradient? = nil
    ) {
        precondition(values.count == times.count * width, "one value per time and component")
        self.target = target
        self.property = property
        self.times = times
        self.width = width
        self.values = values
        self.shadeGradient = shadeGradient
    }

    /// The samples in time order, the last at the phase's end. Setting them replaces the
    /// times and values (they must all have the same number of values).
    public var samples: [Sample] {
        get {
            times.indices.map { index in
                Sample(time: times[index], values: Array(values[index * width..<(index + 1) * width]))
            }
        }
        set {
            let gradient = shadeGradient
            self = TrackTimeline(target: target, property: property, samples: newValue)
            shadeGradient = gradient
        }
    }
}

/// A track's value at one time.
public struct Sample: Sendable, Hashable {
    /// Seconds from the phase's start.
    public var time: Double
    /// `[x, y, width, height]` in points for a frame, else one number (radians for angles).
    public var values: [Double]

    public init(time: Double, values: [Double]) {
        self.time = time
        self.values = values
    }
}
