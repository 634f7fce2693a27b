// `present { interactive: edgePan(EDGE) }` or `pan(DIRECTION)`: a finger that presents the
// controller and holds it under itself (Jelly's and SPStorkController's interactive
// presentations, the system's edge swipes).

/// A gesture that drives the present phase: the finger's travel over the presented view's
/// motion the finger's way is the progress (docs/language.md, "Interactive presentation").
public struct InteractivePresentation: Sendable, Hashable {
    /// The way the finger moves (`right` for `edgePan(left)`).
    public var direction: Edge
    /// The share of the travel past which a release completes the presentation, in (0, 1).
    public var threshold: Double
    /// The screen edge the finger starts at (`UIScreenEdgePanGestureRecognizer`), nil for a
    /// pan anywhere on the source view.
    public var screenEdge: Edge?
    /// `threshold: 120pt`: the travel in points past which a release presents (then
    /// `threshold` is unused); nil for a share.
    public var thresholdPoints: Double?
    /// The speed (points per second) from which a release is a fling (`velocity:`).
    public var flingVelocity: Double

    public init(
        direction: Edge, threshold: Double, screenEdge: Edge?, thresholdPoints: Double? = nil,
        flingVelocity: Double = 1000
    ) {
        self.direction = direction
        self.threshold = threshold
        self.screenEdge = screenEdge
        self.thresholdPoints = thresholdPoints
        self.flingVelocity = flingVelocity
    }
}
