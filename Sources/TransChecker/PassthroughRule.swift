// `passthrough: true` in `presentation`: what it contradicts (a dismissing dimming tap, a
// presenting view UIKit removes) and what it makes useless (a dimming that never clears: touches
// pass only where the screen behind is undimmed, as under UIKit's sheets).
import TransModel
import TransSyntax

/// Reads `passthrough` and checks it against the rest of the presentation block.
struct PassthroughRule {
    let context: CheckContext

    /// Whether the presentation passes touches through; reports what contradicts it in the
    /// presentation's other settings.
    func check(
        _ table: EntryTable, removesPresentersView: Bool, dimming: Dimming?, rests: RestingPositions?,
        _ checker: ExpressionChecker
    ) -> Bool {
        guard let written = table.value("passthrough", context: context),
            case .bool(let passthrough)? = checker.evaluate(written.expression, as: .bool)
        else { return false }
        guard passthrough else { return false }
        let setHere = table["passthrough"]!.name.range
        if removesPresentersView, let removes = table["removesPresentersView"] {
            context.report(
                CheckerMessages.passthroughRemovesPresenter(at: removes.value.range, passthrough: setHere))
        }
        guard let dimming, let block = table["dimming"] else { return true }
        if dimming.tapToDismiss, let tap = Self.field("tapToDismiss", in: block) {
            context.report(CheckerMessages.passthroughTapToDismiss(at: tap.value.range, passthrough: setHere))
        } else if dimming.alpha > 0, rests?.largestUndimmedIndex == nil {
            context.report(CheckerMessages.passthroughDimmed(at: block.name.range, passthrough: setHere))
        }
        return true
    }

    /// The entry `name` written in the block of `section`.
    private static func field(_ name: String, in section: Field) -> (name: Identifier, value: EntryValue)? {
        guard case .block(let block) = section.value else { return nil }
        for entry in block.entries {
            if case .field(let field, let value) = entry.kind, field.name == name { return (field, value) }
        }
        return nil
    }
}
