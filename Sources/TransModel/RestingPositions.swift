// `rests { … }`: the named heights a presented view rests at, between which a pan moves it
// (PanModal's short and long form, FloatingPanel's tip, half and full).

/// The resting positions of a presentation, lowest first. The presented view starts at
/// `initial`; a pan moves it between neighbours and its release lands where the velocity
/// projects (docs/language.md, "Resting positions").
public struct RestingPositions: Sendable, Hashable {
    /// One named position: the presented view's frame when it rests there.
    public struct Rest: Sendable, Hashable {
        /// The name as written (`tip`); the emitted `Position` case.
        public var name: String
        /// The frame, over `container` (never `final`, which it defines).
        public var frame: FrameExpression

        public init(name: String, frame: FrameExpression) {
            self.name = name
            self.frame = frame
        }
    }

    /// Lowest (largest top edge) first, as written; the checker holds them to that order.
    public var rests: [Rest]
    /// The index in `rests` the presentation starts at.
    public var initialIndex: Int
    /// Whether a pull below the lowest position dismisses (`dismissible: true`).
    public var dismissible: Bool
    /// The highest position without dimming (`largestUndimmed:`, after
    /// `UISheetPresentationController.largestUndimmedDetentIdentifier`), nil when every
    /// position is dimmed.
    public var largestUndimmedIndex: Int?

    public init(rests: [Rest], initialIndex: Int, dismissible: Bool, largestUndimmedIndex: Int?) {
        self.rests = rests
        self.initialIndex = initialIndex
        self.dismissible = dismissible
        self.largestUndimmedIndex = largestUndimmedIndex
    }

    /// The position the presentation starts at: its frame is `final`.
    public var initial: Rest { rests[initialIndex] }
}
