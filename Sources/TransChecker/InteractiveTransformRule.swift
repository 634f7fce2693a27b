// What an interactive dismissal's one property animator can follow of a view's transform: it
// interpolates the whole transform as one matrix (UIKit decomposes it and slerps the rotation),
// so only what that interpolation gives angle by angle is allowed.
import TransModel
import TransSyntax

extension PhaseChecker {
    /// Rule: in an interactive dismissal, each `animate` block turns its view about one axis
    /// at most, keyframes a transform property only when it is the view's only one, and keys a
    /// rotation `linear` or `discrete` (a spline of the matrix is not a spline of the angle).
    /// Scale with one rotation is exact: the decomposition interpolates both on one progress.
    func checkInteractiveTransforms(_ table: EntryTable) {
        for animate in table.animations {
            var rotation: String?
            var transform: (name: String, isKeyframed: Bool)?
            for entry in animate.body.entries {
                guard case .field(let name, let value) = entry.kind, let property = Property.named(name.name),
                    property.isTransform
                else { continue }
                let mode = Self.keyframeMode(value)
                if let mode, property != .scale, mode == "cubic" || mode == "paced" {
                    context.report(
                        CheckerMessages.interactiveTransform(name.name, .splinedRotation(mode), at: name.range))
                } else if property != .scale, let rotation {
                    context.report(
                        CheckerMessages.interactiveTransform(name.name, .secondRotation(rotation), at: name.range))
                } else if let transform, transform.isKeyframed || mode != nil {
                    let keyframed = mode != nil ? name.name : transform.name
                    let other = mode != nil ? transform.name : name.name
                    context.report(
                        CheckerMessages.interactiveTransform(keyframed, .keyframedBeside(other), at: name.range))
                }
                if property != .scale, rotation == nil { rotation = name.name }
                if transform == nil { transform = (name.name, mode != nil) }
            }
        }
    }

    /// The mode of a `keyframes(MODE) { … }` value; nil for any other.
    private static func keyframeMode(_ value: EntryValue) -> String? {
        guard case .expression(let expression) = value, case .keyframes(let list) = expression.kind,
            case .name(let mode)? = list.arguments.first?.value.kind
        else { return nil }
        return mode
    }
}
