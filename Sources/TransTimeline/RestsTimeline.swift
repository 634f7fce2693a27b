// The resting positions of a presentation with `rests { … }`, evaluated in the timeline's
// container: what a reader of the present and dismiss samples alone could not tell.
import TransModel

/// A transition's resting positions as numbers: each one's frame and top edge, lowest first,
/// with the one it starts at, the highest undimmed one and whether a pull below dismisses.
public struct RestsTimeline: Sendable, Hashable {
    /// One resting position: its name as written and its frame in the container.
    public struct Position: Sendable, Hashable {
        public var name: String
        public var frame: Rect

        public init(name: String, frame: Rect) {
            self.name = name
            self.frame = frame
        }
    }

    /// Lowest (largest top edge) first, as written.
    public var positions: [Position]
    /// The name of the position the presentation starts at (`initial`).
    public var initial: String
    /// The highest undimmed position (`largestUndimmed`), nil when every one is dimmed.
    public var largestUndimmed: String?
    /// Whether a release that projects below the lowest position dismisses (`dismissible`).
    public var dismissible: Bool

    /// `rests` in `geometry`'s container, or nil without `rests`.
    init?(_ rests: RestingPositions?, geometry: Geometry) {
        guard let rests else { return nil }
        positions = rests.rests.map { Position(name: $0.name, frame: geometry.evaluate($0.frame)) }
        initial = rests.rests[rests.initialIndex].name
        largestUndimmed = rests.largestUndimmedIndex.map { rests.rests[$0].name }
        dismissible = rests.dismissible
    }
}
