// A view's x and y as Core Animation key-path animations (`position.x`, `position.y`), so that
// the two axes of one position can run on their own timings, as the timeline evaluates them.
import TransModel

extension AnimatedView {
    /// Whether the view's `x` and `y` tracks run as Core Animation animations of
    /// `position.x` and `position.y` rather than in UIKit animations: when it animates both and
    /// they are not one `FROM -> TO` pair on one timing. UIKit animates the view's one
    /// `position` (a point) for either axis: in two animations of different timings the later
    /// one replaces the earlier, and keyframes of x and y at different key times, or paced
    /// over the 2-D path, would not move each axis as its track says. Core Animation animates
    /// one field of a structure by its key path (Apple: Core Animation Programming Guide,
    /// "Key-Value Coding Extensions", key path support for structures: CGPoint's `x`, `y`).
    var animatesPositionComponents: Bool {
        guard let x = tracks.first(where: { $0.property == .x }), let y = tracks.first(where: { $0.property == .y })
        else { return false }
        guard case .fromTo = x.animation, case .fromTo = y.animation else { return true }
        return x.timing != y.timing
    }

    /// The view's `x` and `y` tracks, in that order.
    var positionTracks: [Track] {
        [Property.x, .y].compactMap { property in tracks.first { $0.property == property } }
    }
}

/// The key paths and values of the position components.
enum PositionComponent {
    /// The key path animating `property` (`x` or `y`), also the animation's key on the layer.
    static func keyPath(_ property: Property) -> String {
        property == .x ? "position.x" : "position.y"
    }

    /// The local holding the distance from the view's untransformed frame origin to its
    /// layer's position along the axis of `property`.
    static func offsetName(_ property: Property, on view: AnimatedView) -> String {
        view.stem + (property == .x ? "OffsetX" : "OffsetY")
    }

    /// The statement binding `offsetName`: the anchor point's share of the bounds (Apple:
    /// CALayer.position is "specified relative to the anchorPoint"). The bounds and anchor do
    /// not change while the phase runs: a frame track beside x or y is rejected.
    static func offset(_ property: Property, on view: AnimatedView) -> String {
        let (length, axis) = property == .x ? ("width", "x") : ("height", "y")
        return
            "let \(offsetName(property, on: view)) = \(view.name).bounds.\(length) * \(view.name).layer.anchorPoint.\(axis)"
    }

    /// The layer's position along the axis for the untransformed frame origin `origin`.
    static func value(_ origin: ScalarExpression, _ property: Property, on view: AnimatedView) -> String {
        "\(GeometryExpression.scalar(origin)) + \(offsetName(property, on: view))"
    }
}
