// The settings that shape a timeline: frame rate and container size (`--fps`, `--container`).

/// How a program is sampled: `fps` samples per second, frames evaluated in a container of
/// `containerWidth` × `containerHeight` points.
public struct TimelineOptions: Sendable, Hashable {
    /// Samples per second; at least 1 (the driver rejects anything else as a usage error).
    public var fps: Int
    /// The container's width in points.
    public var containerWidth: Double
    /// The container's height in points.
    public var containerHeight: Double

    /// The defaults of `CLI.md`: 60 fps in a 393 × 852 container.
    public init(fps: Int = 60, containerWidth: Double = 393, containerHeight: Double = 852) {
        self.fps = fps
        self.containerWidth = containerWidth
        self.containerHeight = containerHeight
    }
}
