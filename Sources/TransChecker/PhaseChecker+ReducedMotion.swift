// `reduceMotion:` in a phase: what it does when the user turns on Reduce Motion.
import TransModel
import TransSyntax

extension PhaseChecker {
    /// `reduceMotion: crossFade | keep` or `reduceMotion { animate … }`: the choice, `.crossFade`
    /// when unwritten, nil when it has an error. A block's tracks take the phase's `timing`.
    /// A `reduceMotion { … }` block holds only `animate` blocks.
    private static let noEntryNames = EntryNames([])

    func reducedMotion(_ table: EntryTable, timing: Timing, _ checker: ExpressionChecker) -> ReducedMotion? {
        guard let field = table[Key.reduceMotion] else { return .crossFade }
        guard case .block(let block) = field.value else {
            guard let value = table.value(of: field, context: context) else { return nil }
            switch checker.evaluate(value.expression, as: .word(.reducedMotion))?.word {
            case "crossFade": return .crossFade
            case "keep": return .keep
            default: return nil
            }
        }
        let reduced = EntryTable(
            block, allowed: Self.noEntryNames, place: "'reduceMotion'", allowsAnimate: true, context: context)
        if table[Key.interactive] != nil { checkInteractiveTiming(reduced, phase: nil) }
        guard let targets = checkTargets(reduced, inherited: timing, checker) else { return nil }
        warnAboutMotion(targets, reduced, block: field.name.range)
        return .replaced(targets)
    }

    /// A reduced phase that still moves a view: each moving track, at its property's name.
    /// `checkTargets` builds one target per `animate` block and one track per property entry,
    /// in source order, so the two lists line up.
    private func warnAboutMotion(_ targets: [AnimatedTarget], _ table: EntryTable, block: SourceRange) {
        for (animate, target) in zip(table.animations, targets) {
            let names = animate.body.entries.compactMap { entry -> Identifier? in
                guard case .field(let name, _) = entry.kind, Property.named(name.name) != nil else { return nil }
                return name
            }
            for (name, track) in zip(names, target.tracks) where track.moves {
                context.report(CheckerMessages.reducedMotionMoves(name.name, at: name.range, block: block))
            }
        }
    }
}
