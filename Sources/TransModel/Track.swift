// One animated property of one view: its values over the track and its timing.
import TransCurves

/// The kinds of value a track carries.
public enum ValueKind: String, Sendable, Hashable {
    /// A frame: x, y, width, height in points.
    case frame
    /// A length along x in points (`%` is of the container's width).
    case horizontalLength
    /// A length along y in points (`%` is of the container's height).
    case verticalLength
    /// An angle in radians.
    case angle
    /// A plain number.
    case number
}

/// A track value: a frame or a scalar, both possibly depending on run-time geometry.
public enum TrackValue: Sendable, Hashable {
    case frame(FrameExpression)
    case scalar(ScalarExpression)
}

/// How a track moves.
public enum TrackAnimation: Sendable, Hashable {
    /// `FROM -> TO`.
    case fromTo(TrackValue, TrackValue)
    /// `keyframes(MODE) { t: v … }`: key times in 0…1, increasing, first 0, last 1.
    case keyframes(mode: KeyframeMode, times: [Double], values: [TrackValue])
}

/// One property of one view over a phase.
public struct Track: Sendable, Hashable {
    public var target: Target
    public var property: Property
    public var animation: TrackAnimation
    public var timing: Timing

    public init(target: Target, property: Property, animation: TrackAnimation, timing: Timing) {
        self.target = target
        self.property = property
        self.animation = animation
        self.timing = timing
    }
}

/// When and how a track moves.
public struct Timing: Sendable, Hashable {
    /// Seconds from the phase's start until the track moves.
    public var delay: Double
    /// Seconds the track moves for: written, or a physical spring's settling time.
    public var duration: Double
    /// How progress moves over `duration`: the phase's curve unless the track writes its own.
    public var curve: Curve
    /// Whether `duration` was written. Never for a self-timed spring: UIKit ignores a written
    /// duration for one, so the checker gives it its settling time.
    public var durationIsWritten: Bool

    public init(delay: Double, duration: Double, curve: Curve, durationIsWritten: Bool) {
        self.delay = delay
        self.duration = duration
        self.curve = curve
        self.durationIsWritten = durationIsWritten
    }
}
