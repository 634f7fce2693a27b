// `presentation { … }`: the presentation controller's frame, dimming, corner radius and appearance.
import TransModel
import TransSyntax

/// Checks a presentation block.
struct PresentationChecker {
    let context: CheckContext

    static let entries = [
        "frame", "removesPresentersView", "dimming", "cornerRadius", "rests", "passthrough", "keyboard",
        "relayout", "appearance",
    ]
    static let dimmingEntries = ["color", "alpha", "tapToDismiss", "blur"]
    private static let entryNames = EntryNames(entries)
    private static let dimmingEntryNames = EntryNames(dimmingEntries)

    func check(_ block: Block) -> Presentation {
        let table = EntryTable(
            block, allowed: Self.entryNames, place: "'presentation'", allowsAnimate: false, context: context)
        let checker = ExpressionChecker(context: context)
        // The frame defines `final`; the other entries are fixed numbers, colors and flags.
        var frameChecker = checker
        frameChecker.finalAvailable = false
        let frame = table.value("frame", context: context).flatMap {
            frameChecker.evaluate($0.expression, as: .frame)?.frame
        }
        let removes = flag("removesPresentersView", table, checker)
        let cornerRadius = table.value("cornerRadius", context: context).flatMap {
            checker.constant($0.expression, "a corner radius", in: .nonNegative)
        }
        let dimming = table.block("dimming", context: context).map { self.dimming($0.block, checker) }
        // Resting positions define the frame: the initial one's (RestsChecker).
        let rests = table.block("rests", context: context).flatMap { RestsChecker(context: context).check($0.block) }
        if table["rests"] != nil, let written = table["frame"] {
            context.report(CheckerMessages.frameBesideRests(at: written.name.range, entry: written.range))
        }
        var presentation = Presentation(
            frame: rests?.initial.frame ?? frame ?? .container, removesPresentersView: removes ?? false,
            dimming: dimming, cornerRadius: cornerRadius, rests: rests)
        presentation.passthrough = PassthroughRule(context: context).check(table, presentation, checker)
        presentation.keyboard =
            table.value("keyboard", context: context).flatMap {
                checker.evaluate($0.expression, as: .word(.keyboardAvoidance))?.word.flatMap(KeyboardAvoidance.init)
            } ?? .none
        presentation.relayout = flag("relayout", table, checker) ?? true
        presentation.appearance = table.block("appearance", context: context).map {
            AppearanceChecker(context: context).check($0.block)
        }
        if presentation.appearance?.corners != nil, let written = table["cornerRadius"] {
            context.report(
                CheckerMessages.cornerRadiusBesideAppearance(at: written.name.range, entry: written.range))
        }
        return presentation
    }

    /// A boolean entry's value, nil when it is absent or not a boolean (reported).
    private func flag(_ name: String, _ table: EntryTable, _ checker: ExpressionChecker) -> Bool? {
        table.value(name, context: context).flatMap {
            if case .bool(let value)? = checker.evaluate($0.expression, as: .bool) { return value }
            return nil
        }
    }

    private func dimming(_ block: Block, _ checker: ExpressionChecker) -> Dimming {
        let table = EntryTable(
            block, allowed: Self.dimmingEntryNames, place: "'dimming'", allowsAnimate: false, context: context)
        var color = Color(red: 0, green: 0, blue: 0, alpha: 1)
        if let value = table.value("color", context: context),
            case .color(let written)? = checker.evaluate(value.expression, as: .color)
        {
            color = written
        }
        let alpha = table.value("alpha", context: context).flatMap {
            checker.constant($0.expression, "dimming alpha", in: .unit)
        }
        var tapToDismiss = false
        if let value = table.value("tapToDismiss", context: context),
            case .bool(let written)? = checker.evaluate(value.expression, as: .bool)
        {
            tapToDismiss = written
        }
        var dimming = Dimming(color: color, alpha: alpha ?? 0.4, tapToDismiss: tapToDismiss)
        dimming.blur = table.value("blur", context: context).flatMap {
            checker.evaluate($0.expression, as: .word(.blurStyle))?.word.flatMap(BlurStyle.init)
        }
        return dimming
    }
}
