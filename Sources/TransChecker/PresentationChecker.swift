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

    /// The keys of the entries the checker reads, each slot found once.
    private enum Key {
        static let frame = EntryKey("frame", of: entryNames)
        static let removesPresentersView = EntryKey("removesPresentersView", of: entryNames)
        static let dimming = EntryKey("dimming", of: entryNames)
        static let cornerRadius = EntryKey("cornerRadius", of: entryNames)
        static let rests = EntryKey("rests", of: entryNames)
        static let keyboard = EntryKey("keyboard", of: entryNames)
        static let relayout = EntryKey("relayout", of: entryNames)
        static let appearance = EntryKey("appearance", of: entryNames)
    }

    /// The keys of a `dimming` block's entries.
    private enum DimmingKey {
        static let color = EntryKey("color", of: dimmingEntryNames)
        static let alpha = EntryKey("alpha", of: dimmingEntryNames)
        static let tapToDismiss = EntryKey("tapToDismiss", of: dimmingEntryNames)
        static let blur = EntryKey("blur", of: dimmingEntryNames)
    }

    func check(_ block: Block) -> Presentation {
        let table = EntryTable(
            block, allowed: Self.entryNames, place: "'presentation'", allowsAnimate: false, context: context)
        let checker = ExpressionChecker(context: context)
        // The frame defines `final`; the other entries are fixed numbers, colors and flags.
        var frameChecker = checker
        frameChecker.finalAvailable = false
        let frame = table.value(Key.frame, context: context).flatMap {
            frameChecker.evaluate($0.expression, as: .frame)?.frame
        }
        let removes = flag(Key.removesPresentersView, table, checker)
        let cornerRadius = table.value(Key.cornerRadius, context: context).flatMap {
            checker.constant($0.expression, "a corner radius", in: .nonNegative)
        }
        let dimming = table.block(Key.dimming, context: context).map { self.dimming($0.block, checker) }
        // Resting positions define the frame: the initial one's (RestsChecker).
        let rests = table.block(Key.rests, context: context).flatMap { RestsChecker(context: context).check($0.block) }
        if table[Key.rests] != nil, let written = table[Key.frame] {
            context.report(CheckerMessages.frameBesideRests(at: written.name.range, entry: written.range))
        }
        // Every setting read before the presentation is made, in one initializer: handed the
        // whole presentation, the rule had it made twice and one copied into the other, and so
        // did setting the rest on a presentation already made.
        let passthrough = PassthroughRule(context: context).check(
            table, removesPresentersView: removes ?? false, dimming: dimming, rests: rests, checker)
        let keyboard =
            table.value(Key.keyboard, context: context).flatMap {
                checker.evaluate($0.expression, as: .word(.keyboardAvoidance))?.word.flatMap(KeyboardAvoidance.init)
            } ?? .none
        let relayout = flag(Key.relayout, table, checker) ?? true
        let appearance = table.block(Key.appearance, context: context).map {
            AppearanceChecker(context: context).check($0.block)
        }
        if (appearance?.corners).hasValue, let written = table[Key.cornerRadius] {
            context.report(
                CheckerMessages.cornerRadiusBesideAppearance(at: written.name.range, entry: written.range))
        }
        return Presentation(
            frame: rests?.initial.frame ?? frame ?? .container, removesPresentersView: removes ?? false,
            dimming: dimming, cornerRadius: cornerRadius, rests: rests, passthrough: passthrough, keyboard: keyboard,
            relayout: relayout, appearance: appearance)
    }

    /// A boolean entry's value, nil when it is absent or not a boolean (reported).
    private func flag(_ key: EntryKey, _ table: EntryTable, _ checker: ExpressionChecker) -> Bool? {
        table.value(key, context: context).flatMap {
            if case .bool(let value)? = checker.evaluate($0.expression, as: .bool) { return value }
            return nil
        }
    }

    private func dimming(_ block: Block, _ checker: ExpressionChecker) -> Dimming {
        let table = EntryTable(
            block, allowed: Self.dimmingEntryNames, place: "'dimming'", allowsAnimate: false, context: context)
        var color = Color(red: 0, green: 0, blue: 0, alpha: 1)
        if let value = table.value(DimmingKey.color, context: context),
            case .color(let written)? = checker.evaluate(value.expression, as: .color)
        {
            color = written
        }
        let alpha = table.value(DimmingKey.alpha, context: context).flatMap {
            checker.constant($0.expression, "dimming alpha", in: .unit)
        }
        var tapToDismiss = false
        if let value = table.value(DimmingKey.tapToDismiss, context: context),
            case .bool(let written)? = checker.evaluate(value.expression, as: .bool)
        {
            tapToDismiss = written
        }
        var dimming = Dimming(color: color, alpha: alpha ?? 0.4, tapToDismiss: tapToDismiss)
        dimming.blur = table.value(DimmingKey.blur, context: context).flatMap {
            checker.evaluate($0.expression, as: .word(.blurStyle))?.word.flatMap(BlurStyle.init)
        }
        return dimming
    }
}
