// `presentation { appearance { shadow { … } border { … } corners { … } } }`: the presented
// view's looks, fixed numbers and colors checked against Core Animation's ranges.
import TransModel
import TransSyntax

/// Checks an appearance block and builds its `Appearance`.
struct AppearanceChecker {
    let context: CheckContext

    static let entries = ["shadow", "border", "corners"]
    static let shadowEntries = ["color", "opacity", "radius", "offset"]
    static let borderEntries = ["width", "color"]
    static let cornerEntries = ["radius", "only", "curve"]
    private static let entryNames = EntryNames(entries)
    private static let shadowEntryNames = EntryNames(shadowEntries)
    private static let borderEntryNames = EntryNames(borderEntries)
    private static let cornerEntryNames = EntryNames(cornerEntries)

    func check(_ block: Block) -> Appearance {
        let table = EntryTable(
            block, allowed: Self.entryNames, place: "'appearance'", allowsAnimate: false, context: context)
        let checker = ExpressionChecker(context: context)
        return Appearance(
            shadow: table.block("shadow", context: context).map { shadow($0.block, checker) },
            border: table.block("border", context: context).map { border($0.block, checker) },
            corners: table.block("corners", context: context).map { corners($0.block, checker) })
    }

    private func shadow(_ block: Block, _ checker: ExpressionChecker) -> Shadow {
        let table = EntryTable(
            block, allowed: Self.shadowEntryNames, place: "'shadow'", allowsAnimate: false, context: context)
        var shadow = Shadow.defaults
        if let color = color(table, checker) { shadow.color = color }
        if let opacity = table.value("opacity", context: context).flatMap({
            checker.constant($0.expression, "a shadow's opacity", in: .unit)
        }) {
            shadow.opacity = opacity
        }
        if let radius = table.value("radius", context: context).flatMap({
            checker.constant($0.expression, "a shadow's radius", in: .nonNegative)
        }) {
            shadow.radius = radius
        }
        if let offset = table.value("offset", context: context).flatMap({ self.offset($0.expression, checker) }) {
            (shadow.offsetX, shadow.offsetY) = offset
        }
        return shadow
    }

    /// `offset: (dx, dy)` in points.
    private func offset(_ expression: ExpressionSyntax, _ checker: ExpressionChecker) -> (Double, Double)? {
        if expression.containsMissing { return nil }
        guard case .tuple(let items) = expression.kind, items.count == 2 else {
            context.report(
                CheckerMessages.typeMismatch(
                    expected: "an offset '(dx, dy)'", found: "something else", at: expression.range))
            return nil
        }
        let components = items.map { checker.constant($0, "a shadow's offset") }
        guard let dx = components[0], let dy = components[1] else { return nil }
        return (dx, dy)
    }

    private func border(_ block: Block, _ checker: ExpressionChecker) -> Border {
        let table = EntryTable(
            block, allowed: Self.borderEntryNames, place: "'border'", allowsAnimate: false, context: context)
        let width = table.value("width", context: context).flatMap {
            checker.constant($0.expression, "a border's width", in: .nonNegative)
        }
        // Core Animation's border color is opaque black.
        let black = Color(red: 0, green: 0, blue: 0, alpha: 1)
        return Border(width: width ?? 1, color: color(table, checker) ?? black)
    }

    private func corners(_ block: Block, _ checker: ExpressionChecker) -> Corners {
        let table = EntryTable(
            block, allowed: Self.cornerEntryNames, place: "'corners'", allowsAnimate: false, context: context)
        var corners = Corners(radius: 0)
        if let radius = table.value("radius", context: context).flatMap({
            checker.constant($0.expression, "a corner radius", in: .nonNegative)
        }) {
            corners.radius = radius
        }
        if let only = table.value("only", context: context) { corners.rounded = cornerList(only.expression, checker) }
        if let curve = table.value("curve", context: context).flatMap({
            checker.evaluate($0.expression, as: .word(.cornerCurve))?.word.flatMap(CornerCurve.init)
        }) {
            corners.curve = curve
        }
        return corners
    }

    /// `only: (topLeft, topRight)`, or one corner alone; a corner listed twice is reported at
    /// the later one with a fix-it that removes it.
    private func cornerList(_ expression: ExpressionSyntax, _ checker: ExpressionChecker) -> [Corner] {
        var list: [(corner: Corner, range: SourceRange)] = []
        let items = expression.listItems
        for (index, item) in items.enumerated() {
            guard let corner = checker.evaluate(item, as: .word(.corner))?.word.flatMap(Corner.init) else { continue }
            if let first = list.first(where: { $0.corner == corner }) {
                let removal = SourceRange(start: items[index - 1].range.end, end: item.range.end)
                context.report(CheckerMessages.duplicateCorner(at: item.range, first: first.range, removing: removal))
                continue
            }
            list.append((corner, item.range))
        }
        // In `CACornerMask` order, whatever order they were written in.
        return Corner.allCases.filter { corner in list.contains { $0.corner == corner } }
    }

    private func color(_ table: EntryTable, _ checker: ExpressionChecker) -> Color? {
        guard let value = table.value("color", context: context),
            case .color(let written)? = checker.evaluate(value.expression, as: .color)
        else { return nil }
        return written
    }
}
