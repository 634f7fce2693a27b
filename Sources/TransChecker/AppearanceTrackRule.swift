// A `borderWidth` track of `presented` beside `presentation { appearance { … } }`.
import TransModel
import TransSyntax

extension TransitionChecker {
    /// Warning `sema.border-track-beside-appearance`: with an appearance, `presented` is the view
    /// that casts the shadow (docs/generated-code.md, "Appearance"), so a `borderWidth` track
    /// draws a second border on it, square and outside the clipping, not the appearance's
    /// border on the rounded view. A `shadowOpacity` track composes: the shadow is on that view.
    func checkBorderTrackBesideAppearance(_ transition: Transition, table: EntryTable) {
        // `hasValue`: `!= nil` compared two optional appearances, each copied out of the model.
        guard (transition.presentation?.appearance).hasValue else { return }
        for phase in ["present", "dismiss"] {
            guard case .block(let body)? = table[phase]?.value else { continue }
            for entry in body.entries {
                guard case .animate(_, let target, let block) = entry.kind, case .name("presented") = target.kind
                else { continue }
                for inner in block.entries {
                    guard case .field(let name, _) = inner.kind, name.name == "borderWidth" else { continue }
                    reportRule(CheckerMessages.borderTrackBesideAppearance(at: name.range))
                }
            }
        }
    }
}
