// `sheet { … }`: the detents and looks of UIKit's own page or form sheet, checked against the
// deployment target and against each other.
import TransModel
import TransSyntax

/// Checks a sheet block and builds its `Sheet`.
struct SheetChecker {
    let context: CheckContext

    static let entries = [
        "detents", "selected", "grabber", "cornerRadius", "undimmedUpTo", "scrollingExpands",
        "edgeAttachedInCompactHeight", "widthFollowsContentSize",
    ]
    private static let entryNames = EntryNames(entries)
    /// The system detents by name; any other detent is `height(…)`.
    static let detentWords = ["medium", "large"]
    /// `UISheetPresentationController.Detent.custom(identifier:resolver:)`'s release.
    static let customDetentRelease = DeploymentTarget(major: 16, minor: 0)

    func check(_ block: Block) -> Sheet {
        let table = EntryTable(
            block, allowed: Self.entryNames, place: "'sheet'", allowsAnimate: false, context: context)
        let checker = ExpressionChecker(context: context)
        let detentsValue = table.value("detents", context: context)?.expression
        let written = detentsValue.map(detentList)
        let detents = written?.compactMap(\.detent) ?? Sheet.standard.detents
        var sheet = Sheet(detents: detents.isEmpty ? Sheet.standard.detents : detents)
        // A wrong detent may be the one `selected` names: nothing more is said about it then.
        // Without `detents`, the sheet has UIKit's one large detent, and nothing to add to.
        let choices = written ?? [WrittenDetent(detent: .large, range: nil)]
        if !choices.contains(where: { $0.detent == nil }) {
            sheet.selected = table.value("selected", context: context).flatMap {
                listed($0.expression, in: choices, entry: "selected", detents: detentsValue)
            }
            sheet.largestUndimmed = table.value("undimmedUpTo", context: context).flatMap {
                listed($0.expression, in: choices, entry: "undimmedUpTo", detents: detentsValue)
            }
        }
        func flag(_ name: String) -> Bool? {
            guard let value = table.value(name, context: context),
                case .bool(let flag)? = checker.evaluate(value.expression, as: .bool)
            else { return nil }
            return flag
        }
        sheet.grabber = flag("grabber")
        sheet.scrollingExpands = flag("scrollingExpands")
        sheet.edgeAttachedInCompactHeight = flag("edgeAttachedInCompactHeight")
        sheet.widthFollowsContentSize = flag("widthFollowsContentSize")
        sheet.cornerRadius = table.value("cornerRadius", context: context).flatMap {
            checker.constant($0.expression, "a sheet's corner radius", in: .nonNegative)
        }
        return sheet
    }

    /// A detent as written: nil when it was wrong (and reported).
    private struct WrittenDetent {
        let detent: SheetDetent?
        /// Where it is written; nil for UIKit's default.
        let range: SourceRange?
    }

    /// `detents: (medium, large, height(240))`, or one detent alone. Duplicates are reported at
    /// the later one with a fix-it that removes it.
    private func detentList(_ expression: ExpressionSyntax) -> [WrittenDetent] {
        var list: [WrittenDetent] = []
        let items = expression.listItems
        for (index, item) in items.enumerated() {
            let detent = self.detent(item)
            if let detent, let first = list.first(where: { $0.detent == detent }) {
                let removal = SourceRange(start: items[index - 1].range.end, end: item.range.end)
                context.report(
                    CheckerMessages.duplicateDetent(at: item.range, first: first.range ?? item.range, removing: removal)
                )
                continue
            }
            list.append(WrittenDetent(detent: detent, range: item.range))
        }
        return list
    }

    /// `medium`, `large` or `height(LENGTH)`; a height may read `maximum` (the maximum detent
    /// value) and the container, and needs iOS 16.
    private func detent(_ item: ExpressionSyntax) -> SheetDetent? {
        if item.containsMissing { return nil }
        switch item.kind {
        case .parenthesized(let inner):
            return detent(inner)
        case .name(let word) where word == "medium": return .medium
        case .name(let word) where word == "large": return .large
        case .call(let callee, let arguments) where callee.kind == .name("height"):
            var checker = ExpressionChecker(context: context)
            checker.maximumDetentAvailable = true
            let catalogue = FunctionCatalogue(checker: checker)
            guard let bound = catalogue.bind("height", arguments, [.required(nil, .length(.vertical))], at: item.range),
                let height = bound.value(0)?.scalar
            else { return nil }
            if let value = height.constantValue {
                guard checker.checked(value, "a detent's height", .positive, at: arguments[0].value.range) != nil
                else { return nil }
            }
            guard context.deploymentTarget >= Self.customDetentRelease else {
                context.report(
                    CheckerMessages.requiresNewerIOS(
                        "height(…)", version: Self.customDetentRelease.description,
                        target: context.deploymentTarget.description,
                        at: item.range))
                return nil
            }
            return .custom(height)
        case .name(let word):
            let suggestion = Suggestions.closest(to: word, among: Self.detentWords)
            context.report(CheckerMessages.notADetent(word, suggestion: suggestion, at: item.range))
            return nil
        default:
            context.report(CheckerMessages.typeMismatch(expected: "a detent", found: "something else", at: item.range))
            return nil
        }
    }

    /// The index of the detent `expression` names among `list`; reported when it is not
    /// there, with a fix-it that adds a system detent to the written `detents`.
    private func listed(
        _ expression: ExpressionSyntax, in list: [WrittenDetent], entry: String, detents: ExpressionSyntax?
    ) -> Int? {
        guard let detent = detent(expression) else { return nil }
        if let index = list.firstIndex(where: { $0.detent == detent }) { return index }
        var fixIts: [FixIt] = []
        if case .name(let word) = expression.kind, let detents, let fixIt = adding(word, to: detents) {
            fixIts.append(fixIt)
        }
        context.report(CheckerMessages.detentNotListed(entry, at: expression.range, fixIts: fixIts))
        return nil
    }

    /// The edit that adds the system detent `word` to `detents`: after the last of a list, or
    /// making a list of a single system detent.
    private func adding(_ word: String, to detents: ExpressionSyntax) -> FixIt? {
        let message = "add '\(word)' to 'detents'"
        switch detents.kind {
        case .tuple(let items): return items.last.map { .insert(", \(word)", at: $0.range.end, message: message) }
        case .parenthesized(let inner): return .insert(", \(word)", at: inner.range.end, message: message)
        case .name(let single): return .replace(detents.range, with: "(\(single), \(word))", message: message)
        default: return nil
        }
    }
}
