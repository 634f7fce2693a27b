// Expressions: values, references, member access, calls, arithmetic, keyframe lists.

/// A name as written, with its range.
public struct Identifier: Sendable, Hashable {
    /// The name, compared as written (names are case-sensitive).
    public var name: String
    /// Where it is written, so a diagnostic or a rename points at the name alone.
    public var range: SourceRange

    /// `name` written at `range`.
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
    case member(ExpressionSyntax, Identifier)
    /// `callee(label: value, …)`.
    case call(ExpressionSyntax, [Argument])
    /// `keyframes(MODE) { time: value … }`.
    case keyframes(KeyframeList)
    /// `(x, y)`: two or more values in parentheses.
    case tuple([ExpressionSyntax])
    /// `(value)`.
    case parenthesized(ExpressionSyntax)
    case unary(UnaryOperator, ExpressionSyntax)
    case binary(BinaryOperator, ExpressionSyntax, ExpressionSyntax)
    /// Stands where a syntax error left no expression; its error is already reported.
    case missing
}

/// An expression and its source range.
public struct ExpressionSyntax: Sendable, Hashable {
    /// The node and its children; fixed once built, so `depth` stays true.
    public private(set) var kind: ExpressionKind
    /// The whole expression's bytes, for diagnostics and editors.
    public var range: SourceRange
    /// The levels of the tree from this node to its deepest leaf (a leaf is 1), known at
    /// construction so the parser can bound every recursive walk of the tree without one.
    public let depth: Int

    /// The node `kind` at `range`; its `depth` is computed from its children here.
    public init(_ kind: ExpressionKind, _ range: SourceRange) {
        self.kind = kind
        self.range = range
        self.depth = 1 + kind.childDepth
    }
}

extension ExpressionKind {
    /// The depth of the deepest expression directly inside this one; 0 for a leaf.
    fileprivate var childDepth: Int {
        switch self {
        case .number, .hexColor, .string, .bool, .name, .missing: 0
        case .member(let base, _): base.depth
        case .call(let callee, let arguments): arguments.reduce(callee.depth) { max($0, $1.value.depth) }
        case .keyframes(let list):
            list.keys.reduce(list.arguments.reduce(0) { max($0, $1.value.depth) }) {
                max($0, $1.time.depth, $1.value.depth)
            }
        case .tuple(let items): items.reduce(0) { max($0, $1.depth) }
        case .parenthesized(let inner), .unary(_, let inner): inner.depth
        case .binary(_, let lhs, let rhs): max(lhs.depth, rhs.depth)
        }
    }
}

/// One argument of a call: `label: value` or a bare `value`.
public struct Argument: Sendable, Hashable {
    /// The label, if written.
    public var label: Identifier?
    /// What is passed.
    public var value: ExpressionSyntax
    /// From the label (or the value) to the value's end, for diagnostics about the whole argument.
    public var range: SourceRange

    /// `label: value` (or a bare `value`) written at `range`.
    public init(label: Identifier?, value: ExpressionSyntax, range: SourceRange) {
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

    /// A list read from source; `isIncomplete` when a syntax error dropped a key.
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
    public var time: ExpressionSyntax
    /// The value at that time.
    public var value: ExpressionSyntax

    /// The key `time: value`.
    public init(time: ExpressionSyntax, value: ExpressionSyntax) {
        self.time = time
        self.value = value
    }
}
