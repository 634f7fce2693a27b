// What an interactive dismissal's one property animator cannot animate at all: the layer keys a
// view animation block sets at once (the border and the shadow).
import TransModel
import TransSyntax

extension PhaseChecker {
    /// Rule: an interactive dismissal animates no `borderWidth`, `shadowOpacity` or
    /// `shadowRadius`. A pan scrubs one `UIViewPropertyAnimator`, whose block does not animate
    /// these keys, and it cannot drive the explicit Core Animation animations the emitted code
    /// runs for them elsewhere (docs/generated-code.md, "Layer keys").
    func checkInteractiveLayerKeys(_ table: EntryTable) {
        for animate in table.animations {
            for entry in animate.body.entries {
                guard case .field(let name, _) = entry.kind, let property = Property.named(name.name),
                    property.viewValue?.layerKeyPath != nil
                else { continue }
                context.report(CheckerMessages.interactiveLayerKey(name.name, at: name.range))
            }
        }
    }
}
