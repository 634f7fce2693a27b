// `rests { … }` in a presentation: named resting positions, lowest first, with the one the
// presentation starts at, whether a pull below the lowest dismisses, and the highest one
// left undimmed.
import TransModel
import TransSyntax

/// Checks a `rests` block: every entry but the settings names a position and its frame.
struct RestsChecker {
    let context: CheckContext

    /// The entries that are settings, not positions.
    static let settings = ["initial", "dismissible", "largestUndimmed"]

    func check(_ block: Block) -> RestingPositions? {
        let written = block.entries.compactMap { entry -> String? in
            guard case .field(let name, _) = entry.kind else { return nil }
            return name.name
        }
        let table = EntryTable(
            block, allowed: EntryNames(written), place: "'rests'", allowsAnimate: false, context: context)
        var frameChecker = ExpressionChecker(context: context)
        frameChecker.finalAvailable = false
        var rests: [RestingPositions.Rest] = []
        var ranges: [SourceRange] = []
        var isComplete = !table.mayLackEntries
        for (position, entry) in block.entries.enumerated() {
            guard case .field(let name, _) = entry.kind, !Self.settings.contains(name.name),
                table.holds(entryAt: position, named: name.name)
            else { continue }
            guard let value = table.value(name.name, context: context),
                let frame = frameChecker.evaluate(value.expression, as: .frame)?.frame
            else {
                isComplete = false
                continue
            }
            rests.append(RestingPositions.Rest(name: name.name, frame: frame))
            ranges.append(name.range)
        }
        guard isComplete else { return nil }
        guard rests.count >= 2 else {
            context.report(CheckerMessages.tooFewRests(rests.count, at: block.range))
            return nil
        }
        guard checkOrder(rests, ranges) else { return nil }
        let names = rests.map(\.name)
        // A name that is not a position is reported; the block is then not a model.
        var misnamed = false
        func position(_ setting: String) -> Int? {
            guard let value = table.value(setting, context: context) else { return nil }
            let index = restIndex(value.expression, among: names)
            if index == nil { misnamed = true }
            return index
        }
        let initialIndex = position("initial") ?? 0
        let undimmedIndex = position("largestUndimmed")
        var dismissible = false
        if let value = table.value("dismissible", context: context),
            case .bool(let flag)? = ExpressionChecker(context: context).evaluate(value.expression, as: .bool)
        {
            dismissible = flag
        }
        guard !misnamed else { return nil }
        if let undimmedIndex, initialIndex <= undimmedIndex,
            let value = table.value("largestUndimmed", context: context)
        {
            context.report(
                CheckerMessages.initialRestUndimmed(
                    names[initialIndex], largestUndimmed: names[undimmedIndex], at: value.expression.range))
            return nil
        }
        return RestingPositions(
            rests: rests, initialIndex: initialIndex, dismissible: dismissible, largestUndimmedIndex: undimmedIndex)
    }

    /// Rule: positions are written lowest first, each top edge above the one before (in the
    /// default 393 × 852 container), so "up" and "down" mean the next and the previous one.
    private func checkOrder(_ rests: [RestingPositions.Rest], _ ranges: [SourceRange]) -> Bool {
        let geometry = Geometry.reference(finalFrame: .container)
        let tops = rests.map { geometry.evaluate($0.frame).y }
        for index in 1..<rests.count where tops[index] >= tops[index - 1] {
            context.report(
                CheckerMessages.restsOutOfOrder(
                    rests[index].name, top: tops[index], below: rests[index - 1].name, belowTop: tops[index - 1],
                    at: ranges[index], previous: ranges[index - 1]))
            return false
        }
        return true
    }

    /// The index of the position `expression` names; nil after reporting one that is not.
    private func restIndex(_ expression: ExpressionSyntax, among names: [String]) -> Int? {
        guard case .name(let name) = expression.kind else {
            if !expression.containsMissing {
                context.report(
                    CheckerMessages.typeMismatch(
                        expected: "the name of a resting position", found: "an expression", at: expression.range))
            }
            return nil
        }
        guard let index = names.firstIndex(of: name) else {
            context.report(
                CheckerMessages.unknownRest(
                    name, among: names, suggestion: Suggestions.closest(to: name, among: names),
                    at: expression.range))
            return nil
        }
        return index
    }
}

extension TransitionChecker {
    /// Rule: resting positions and an interactive dismissal would put two pans on the presented
    /// view; the positions' own pan dismisses below the lowest (`dismissible: true`).
    func checkPanBesideRests(_ transition: Transition, dismiss field: Field) {
        guard (transition.presentation?.rests).hasValue, transition.interactiveDismissal.hasValue,
            case .block(let block) = field.value, let pan = Self.panExpression(in: block)
        else { return }
        reportRule(CheckerMessages.panBesideRests(at: pan.range))
    }
}
