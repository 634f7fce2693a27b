// What an interactive dismissal's one property animator can follow of a view's x and y: UIKit
// animates the view's one position (a point) for either, so a keyframe animation of one axis
// and the animator's own animation of the other would each set the whole point.
import TransModel
import TransSyntax

extension PhaseChecker {
    /// Rule: in an interactive dismissal, an `animate` block that animates both `x` and `y`
    /// writes both as `FROM -> TO`. Outside one the emitted code runs such axes on Core
    /// Animation's `position.x`/`position.y` key paths, which a pan's animator does not scrub.
    func checkInteractivePositions(_ table: EntryTable) {
        for animate in table.animations {
            var first: (name: String, isKeyframed: Bool)?
            for entry in animate.body.entries {
                guard case .field(let name, let value) = entry.kind, name.name == "x" || name.name == "y" else {
                    continue
                }
                let isKeyframed = Self.isKeyframes(value)
                if let first, first.name != name.name, first.isKeyframed || isKeyframed {
                    let keyframed = isKeyframed ? name.name : first.name
                    let other = isKeyframed ? first.name : name.name
                    context.report(CheckerMessages.interactivePosition(keyframed, other, at: name.range))
                }
                if first == nil { first = (name.name, isKeyframed) }
            }
        }
    }

    /// Whether `value` is a `keyframes(MODE) { … }` list.
    private static func isKeyframes(_ value: EntryValue) -> Bool {
        guard case .expression(let expression) = value, case .keyframes = expression.kind else { return false }
        return true
    }
}
