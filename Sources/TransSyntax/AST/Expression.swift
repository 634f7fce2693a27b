// Expressions: values, references, member access, calls, arithmetic, keyframe lists.

/// A name as written, with its range.
public struct Identifier: Sendable, Hashable {
    /// The name.
    public var name: String
    /// Where it is written.
    public var range: SourceRange

    /// Creates an identifier.
    public init(_ name: String, _ range: SourceRange) {
        self.name = name
        self.range = range
    }
}

/// `-x`.
public enum UnaryOperator: String, Sendable, Hashable {
    case negate = "-"
}

/// `+ - * /`.
public enum BinaryOperator: String, Sendable, Hashable {
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
}

/// What an expression is.
public indirect enum ExpressionKind: Sendable, Hashable {
    case number(Double, NumberUnit?)
    case hexColor(red: Double, green: Double, blue: Double, alpha: Double)
    case string(String)
    case bool(Bool)
    /// A bare name: a constant, an enum word (`custom`, `bottom`), `container`, `final`.
    case name(String)
    /// `base.member`.
    case member(Expression, Identifier)
    /// `callee(label: value, …)`.
    case call(Expression, [Argument])
    /// `keyframes(MODE) { time: value … }`.
    case keyframes(KeyframeList)
    /// `(x, y)`: two or more values in parentheses.
    case tuple([Expression])
    /// `(value)`.
    case parenthesized(Expression)
    case unary(UnaryOperator, Expression)
    case binary(BinaryOperator, Expression, Expression)
    /// Stands where a syntax error left no expression; its error is already reported.
    case missing
}

/// An expression and its source range.
public struct Expression: Sendable, Hashable {
    /// What it is.
    public var kind: ExpressionKind
    /// Where it is.
    public var range: SourceRange

    /// Creates an expression.
    public init(_ kind: ExpressionKind, _ range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

/// One argument of a call: `label: value` or a bare `value`.
public struct Argument: Sendable, Hashable {
    /// The label, if written.
    public var label: Identifier?
    /// The value.
    public var value: Expression
    /// The whole argument.
    public var range: SourceRange

    /// Creates an argument.
    public init(label: Identifier?, value: Expression, range: SourceRange) {
        self.label = label
        self.value = value
        self.range = range
    }
}

/// `keyframes(cubic) { 0.0: 0.7  1.0: 1.0 }`.
public struct KeyframeList: Sendable, Hashable {
    /// The arguments in parentheses (the calculation mode).
    public var arguments: [Argument]
    /// The `keyframes(…)` head, for diagnostics about the mode.
    public var headRange: SourceRange
    /// The keys, in source order.
    public var keys: [Keyframe]
    /// Whether a syntax error inside left a key out: rules about the keys' count and ends stay quiet.
    public var isIncomplete: Bool

    /// Creates a keyframe list.
    public init(arguments: [Argument], headRange: SourceRange, keys: [Keyframe], isIncomplete: Bool = false) {
        self.arguments = arguments
        self.headRange = headRange
        self.keys = keys
        self.isIncomplete = isIncomplete
    }
}

/// One key: `time: value`.
public struct Keyframe: Sendable, Hashable {
    /// The key time, a plain number in 0…1.
    public var time: Expression
    /// The value at that time.
    public var value: Expression

    /// Creates a key.
    public init(time: Expression, value: Expression) {
        self.time = time
        self.value = value
    }
}
