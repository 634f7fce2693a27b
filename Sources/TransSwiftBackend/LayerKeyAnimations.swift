// A view's border and shadow as explicit Core Animation animations on their layer's key paths:
// UIKit's view animation blocks do not animate these keys (docs/generated-code.md, "Layer keys").
import TransModel

extension AnimatedView {
    /// The tracks of layer keys that a view animation block would set at once, in source
    /// order (`borderWidth`, `shadowOpacity`, `shadowRadius`).
    static func layerKeyTracks(of tracks: [Track]) -> [Track] {
        tracks.filter { $0.property.viewValue?.layerKeyPath != nil }
    }
}

/// The values and the helper of the layer-key animations, which share the Core Animation
/// transaction of the transform and position components (TransformComponents.swift).
enum LayerKeyAnimation {
    /// A value of the key in its Swift type, as an animation's `fromValue`, `toValue` or key
    /// value: `2 as CGFloat`, `Float(container.width / 1000)` (`shadowOpacity` is a `Float`).
    static func value(_ scalar: ScalarExpression, of value: ViewValue) -> String {
        guard scalar.constantValue != nil else { return PropertyWriter.expression(scalar, as: value) }
        return "\(GeometryExpression.scalar(scalar)) as \(value.swiftType.rawValue)"
    }

    /// The animator's helper that adds one layer key's animation: absolute values, so the
    /// layer shows the track's value while its model keeps the from value until the phase ends.
    static func helper(body: [SwiftStatement]) -> SwiftDeclaration {
        .function(
            documentation: [
                "Adds the animation of a layer key that UIKit's view animations do not animate (its border",
                "and shadow) after `delay`, from and to absolute values. Held at its first value before",
                "it begins and at its last once over, until the phase ends.",
            ],
            signature:
                "private static func addLayerKeyAnimation(_ animation: CAPropertyAnimation, to layer: CALayer, delay: TimeInterval, duration: TimeInterval)",
            body: body)
    }
}
