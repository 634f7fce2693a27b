// The transform properties' values as a phase's UIKit animations advance, to compose a view's
// whole transform whenever one of them changes.
import TransModel

/// The values each view's transform properties have at a point of the phase, to compose
/// the whole transform whenever one of them changes.
struct TransformState {
    /// Per view (by index), the current value of each of its transform properties.
    var parts: [[Property: TrackValue]]

    /// Every transform property at its from value.
    init(views: [AnimatedView]) {
        parts = views.map { view in
            Dictionary(
                view.transformTracks.map { ($0.property, $0.animation.from) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// Statements setting `property` of the view at `index` to `value` (a keyframe's value),
    /// composing a transform property with the view's other transform properties.
    func statements(
        setting property: Property, to value: TrackValue, onView index: Int, views: [AnimatedView],
        writer: PropertyWriter
    )
        -> [String]
    {
        guard property.isTransform else { return writer.statements(setting: property, to: value, on: views[index]) }
        var parts = self.parts[index]
        parts[property] = value
        return [writer.transformStatement(for: views[index], parts: parts)]
    }
}
