// How an interactive dismissal moves the presented view along its pan's axis: the pan's
// progress is the finger's travel over this motion, so the view stays under the finger.

/// The presented view's motion along the pan's axis in a dismiss phase: the coordinate of its
/// untransformed frame's origin along the axis, where the track starts and where it ends.
public struct PanAxisMotion: Sendable, Hashable {
    /// The track that moves the view along the axis: its `frame`, `x` or `y`.
    public var track: Track
    /// The coordinate (`minX`/`minY` of the frame, or `x`/`y`) at the start and at the end.
    public var from: ScalarExpression
    public var to: ScalarExpression
    /// Whether the track is keyframed: its position is then not linear in the pan's progress.
    public var isKeyframed: Bool

    /// How far the view moves in `direction`: the finger's full travel (negative when it
    /// moves the other way).
    public func travel(toward direction: Edge) -> ScalarExpression {
        direction.isTowardSmallerCoordinates ? .subtract(from, to) : .subtract(to, from)
    }
}

extension Edge {
    /// Whether the pan's axis is vertical (`up`, `down`).
    public var isVertical: Bool { self == .top || self == .bottom }
    /// Whether the direction runs toward smaller coordinates (`up`, `left`).
    public var isTowardSmallerCoordinates: Bool { self == .top || self == .left }
    /// The direction the other way.
    public var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .left: .right
        case .right: .left
        }
    }
}

extension Phase {
    /// The presented view's motion along `direction`'s axis: its last `frame` track, or `y`
    /// (`x`) track, whichever comes later; nil when nothing moves it along the axis.
    public func presentedMotion(along direction: Edge) -> PanAxisMotion? {
        let component: FrameComponent = direction.isVertical ? .y : .x
        let scalar: Property = direction.isVertical ? .y : .x
        let tracks = targets.filter { $0.target == .presented }.flatMap(\.tracks)
        guard let track = tracks.last(where: { $0.property == .frame || $0.property == scalar }) else { return nil }
        func coordinate(_ value: TrackValue) -> ScalarExpression {
            switch value {
            case .frame(let frame): .component(frame, component)
            case .scalar(let scalar): scalar
            }
        }
        switch track.animation {
        case .fromTo(let from, let to):
            return PanAxisMotion(track: track, from: coordinate(from), to: coordinate(to), isKeyframed: false)
        case .keyframes(_, _, let values):
            guard let first = values.first, let last = values.last else { return nil }
            return PanAxisMotion(track: track, from: coordinate(first), to: coordinate(last), isKeyframed: true)
        }
    }
}
