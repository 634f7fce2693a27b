// The arguments of one call matched to its parameters.
import TransSyntax

/// Where `FunctionCatalogue.bindEach` puts each argument that binds: a `BoundArguments`, or a
/// function's own few fields.
protocol ArgumentSink {
    /// Keeps `value`, written as `expression`, as the argument of the parameter at `parameter`;
    /// called at most once a parameter.
    mutating func bind(_ parameter: Int, _ value: Value, _ expression: ExpressionSyntax)
}

/// One argument bound to a parameter: its value and syntax.
struct BoundArgument {
    let value: Value
    let expression: ExpressionSyntax
}

/// Each parameter's bound argument, by the parameter's position in the function's list: a
/// function reads its arguments by position, where finding them by label or positional key
/// (`_0`) compared strings and kept a string for each. The first four are held inline, as every
/// function but a few has at most four parameters: binding a call allocates nothing.
struct BoundArguments: ArgumentSink {
    private var first, second, third, fourth: BoundArgument?
    /// The arguments of the parameters from the fifth on, if the function has more than four:
    /// in a box of its own, as an array here had every binding loop make it unique (the
    /// optimizer hoists that out of the loop), allocating for the four parameters or fewer.
    private let rest: Overflow?

    /// No argument yet for any of `count` parameters.
    init(parameterCount count: Int) {
        rest = count > Self.inlineCount ? Overflow(count: count - Self.inlineCount) : nil
    }

    private final class Overflow {
        var slots: [BoundArgument?]

        init(count: Int) { slots = Array(repeating: nil, count: count) }
    }

    private static let inlineCount = 4

    /// The argument bound to the parameter at `parameter`, if any.
    subscript(parameter: Int) -> BoundArgument? {
        switch parameter {
        case 0: first
        case 1: second
        case 2: third
        case 3: fourth
        default: rest!.slots[parameter - Self.inlineCount]
        }
    }

    /// The value bound to the parameter at `parameter`, if any.
    func value(_ parameter: Int) -> Value? {
        self[parameter]?.value
    }

    /// Binds `value` to the parameter at `parameter`; `FunctionCatalogue.bindEach` never binds
    /// one twice.
    mutating func bind(_ parameter: Int, _ value: Value, _ expression: ExpressionSyntax) {
        let argument = BoundArgument(value: value, expression: expression)
        switch parameter {
        case 0: first = argument
        case 1: second = argument
        case 2: third = argument
        case 3: fourth = argument
        default: rest!.slots[parameter - Self.inlineCount] = argument
        }
    }

    /// The key of the positional argument at `index` in messages: `_0`, `_1`…
    static func positionalKey(_ index: Int) -> String {
        "_\(index)"
    }
}
