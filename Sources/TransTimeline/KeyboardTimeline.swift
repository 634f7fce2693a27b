// The presented frame while the keyboard is up, for a presentation with `keyboard:` avoidance.
import TransModel

/// Where a transition's presented view rests while a keyboard of `height` points covers the
/// bottom of the container: its `final` frame moved or shortened by the avoidance rule
/// (`KeyboardAvoidance.frame`). The keyboard's own animation (duration and curve from its
/// notification) is UIKit's, so the timeline gives the resting frame, not samples.
public struct KeyboardTimeline: Sendable, Hashable {
    public var avoidance: KeyboardAvoidance
    /// The keyboard height it was evaluated at.
    public var height: Double
    /// The presented frame, `[x, y, width, height]`.
    public var frame: Rect

    public init(avoidance: KeyboardAvoidance, height: Double, frame: Rect) {
        self.avoidance = avoidance
        self.height = height
        self.frame = frame
    }

    /// The keyboard frame of a presentation with `avoidance` in `geometry`'s container, or nil
    /// without avoidance. It takes the avoidance alone: an initializer owns its arguments, so
    /// passing the whole transition copied it for every transition of the timeline.
    init?(_ avoidance: KeyboardAvoidance, geometry: Geometry, height: Double) {
        guard avoidance != .none else { return nil }
        let top = geometry.containerHeight - height
        self.init(avoidance: avoidance, height: height, frame: avoidance.frame(geometry.finalFrame, keyboardTop: top))
    }
}
