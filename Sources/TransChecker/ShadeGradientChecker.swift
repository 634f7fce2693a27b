// `shadeGradient: gradient(COLOR, COLOR, …, stops: (…), from: EDGE)` in an `animate` block.
import TransModel
import TransSyntax

/// Checks a shade gradient and builds its `ShadeGradient`; nil after a reported mistake.
struct ShadeGradientChecker {
    let context: CheckContext

    /// The labels `gradient(…)` takes after its colors.
    static let labels = ["stops", "from"]

    func check(_ expression: ExpressionSyntax, anchor: UnitPoint?) -> ShadeGradient? {
        if expression.containsMissing { return nil }
        guard case .call(let callee, let arguments) = expression.kind, callee.kind == .name("gradient") else {
            context.report(
                CheckerMessages.typeMismatch(
                    expected: "a gradient 'gradient(COLOR, COLOR, …)'", found: "something else", at: expression.range))
            return nil
        }
        let checker = ExpressionChecker(context: context)
        var colors: [Color] = []
        var stops: (values: [Double], range: SourceRange)?
        var start = ShadeGradient.start(anchor: anchor)
        var failed = false
        var seen: Set<String> = []
        for argument in arguments {
            guard let label = argument.label?.name else {
                if case .color(let color)? = checker.evaluate(argument.value, as: .color) {
                    colors.append(color)
                } else {
                    failed = true
                }
                continue
            }
            guard seen.insert(label).inserted else {
                context.report(CheckerMessages.repeatedArgument(label, at: argument.label!.range))
                failed = true
                continue
            }
            switch label {
            case "stops":
                let values = argument.value.listItems.map { checker.constant($0, "a gradient stop", in: .unit) }
                if values.contains(where: { $0 == nil }) { failed = true }
                stops = (values.compactMap { $0 }, argument.value.range)
            case "from":
                if let edge = checker.evaluate(argument.value, as: .word(.edge))?.word.flatMap(Edge.init) {
                    start = Self.point(edge)
                } else {
                    failed = true
                }
            default:
                let suggestion = Suggestions.closest(to: label, among: Self.labels)
                context.report(
                    CheckerMessages.unexpectedArgument(
                        label, in: "gradient", suggestion: suggestion, at: argument.label!.range))
                failed = true
            }
        }
        guard !failed else { return nil }
        guard colors.count >= 2 else {
            context.report(
                CheckerMessages.argumentCount("gradient", expected: "at least two colors", at: expression.range))
            return nil
        }
        let even = colors.indices.map { Double($0) / Double(colors.count - 1) }
        guard let stops else { return ShadeGradient(colors: colors, stops: even, start: start) }
        guard stops.values.count == colors.count, zip(stops.values, stops.values.dropFirst()).allSatisfy({ $0 < $1 })
        else {
            context.report(CheckerMessages.gradientStops(colors: colors.count, at: stops.range))
            return nil
        }
        return ShadeGradient(colors: colors, stops: stops.values, start: start)
    }

    /// The middle of an edge, in the unit square (y down).
    private static func point(_ edge: Edge) -> UnitPoint {
        switch edge {
        case .left: UnitPoint(x: 0, y: 0.5)
        case .right: UnitPoint(x: 1, y: 0.5)
        case .top: UnitPoint(x: 0.5, y: 0)
        case .bottom: UnitPoint(x: 0.5, y: 1)
        }
    }
}
