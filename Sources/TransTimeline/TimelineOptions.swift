// The settings that shape a timeline: frame rate, container size and safe area (`--fps`,
// `--container`, `--safe-area`).
import TransModel

/// How a program is sampled: `fps` samples per second, frames evaluated in a container of
/// `containerWidth` × `containerHeight` points.
public struct TimelineOptions: Sendable, Hashable {
    /// Samples per second; at least 1 (the driver rejects anything else as a usage error).
    public var fps: Int
    /// The container's width in points.
    public var containerWidth: Double
    /// The container's height in points.
    public var containerHeight: Double
    /// The container's safe-area insets (`--safe-area`), which `container.safeArea` reads.
    public var safeArea: EdgeInsets
    /// The presented controller's content size (`--content-size`), which `content.width` and
    /// `content.height` read; nil assumes the container's width and 400 pt.
    public var contentSize: Size?
    /// The keyboard's height in points, rising from the container's bottom, at which a
    /// presentation's `keyboard:` avoidance is evaluated (`--keyboard-height`).
    public var keyboardHeight = Self.defaultKeyboardHeight
    /// Whether to evaluate the variant that runs with Reduce Motion on (`--reduce-motion`,
    /// `Transition.reducingMotion`); the JSON then says so.
    public var reduceMotion = false

    /// A current iPhone's keyboard with its suggestion bar, in the default 393 × 852
    /// container: 336 points (the model's choice; UIKit reports the real one at run time).
    public static let defaultKeyboardHeight = 336.0

    /// The defaults of `CLI.md`: 60 fps in a 393 × 852 container, with the safe area of the
    /// iPhone that size is (`EdgeInsets.iPhonePortrait`).
    public init(
        fps: Int = 60, containerWidth: Double = 393, containerHeight: Double = 852,
        safeArea: EdgeInsets = .iPhonePortrait, contentSize: Size? = nil
    ) {
        self.fps = fps
        self.containerWidth = containerWidth
        self.containerHeight = containerHeight
        self.safeArea = safeArea
        self.contentSize = contentSize
    }
}
