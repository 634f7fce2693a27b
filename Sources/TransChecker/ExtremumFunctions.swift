// `min(a, b)`, `max(a, b)` and `clamp(x, min:, max:)`: the functions people reach for to keep a
// frame within bounds (`min(400, container.width - 40)`), of any scalar type.
import TransModel
import TransSyntax

extension FunctionCatalogue {
    /// The functions of two or three scalars, which take the type their place expects.
    static let extremumFunctions = ["min", "max", "clamp"]

    /// `function(arguments)` as a value of `type`, every argument of that type: a length stays
    /// a length (with `%` on its axis), a time a time. Constant arguments are computed;
    /// run-time ones become `.extremum` nodes, and `clamp(x, min: lo, max: hi)` is
    /// `max(lo, min(x, hi))`, so a bound that is not constant is the lower one's to win.
    func extremum(_ function: String, _ arguments: ArgumentList, as type: ValueType, at range: SourceRange) -> Value? {
        guard type.isScalar else { return checker.mismatch(type, found: "a number", at: range) }
        let parameters: [Parameter] =
            function == "clamp"
            ? [.required(nil, type), .required("min", type), .required("max", type)]
            : [.required(nil, type), .required(nil, type)]
        guard let bound = bind(function, arguments, parameters, at: range) else { return nil }
        // Every parameter's argument, by position: `clamp`'s `min:` is at 1, `max:` at 2.
        let positions = parameters.indices
        if function == "clamp", let low = constant(bound.value(1)), let high = constant(bound.value(2)),
            low > high, let lowArgument = bound[1]
        {
            checker.context.report(CheckerMessages.clampBoundsReversed(at: lowArgument.expression.range))
            return nil
        }
        if type == .time {
            let times = positions.compactMap { bound.value($0)?.time }
            guard times.count == positions.count else { return nil }
            switch function {
            case "min": return .time(Swift.min(times[0], times[1]))
            case "max": return .time(Swift.max(times[0], times[1]))
            default: return .time(Swift.max(times[1], Swift.min(times[0], times[2])))
            }
        }
        let scalars = positions.compactMap { bound.value($0)?.scalar }
        guard scalars.count == positions.count else { return nil }
        let node: ScalarExpression =
            switch function {
            case "min": .extremum(.min, scalars[0], scalars[1])
            case "max": .extremum(.max, scalars[0], scalars[1])
            default: .extremum(.max, scalars[1], .extremum(.min, scalars[0], scalars[2]))
            }
        return .scalar(node.folded)
    }

    /// A bound's number when it does not depend on run-time geometry.
    private func constant(_ value: Value?) -> Double? {
        switch value {
        case .scalar(let scalar)?: scalar.constantValue
        case .time(let seconds)?: seconds
        default: nil
        }
    }
}
