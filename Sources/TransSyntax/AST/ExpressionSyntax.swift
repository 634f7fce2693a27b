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

/// What an expression is. Children are views of the same tree, read when asked for.
public enum ExpressionKind: Sendable, Hashable {
    case number(Double, NumberUnit?)
    case hexColor(red: Double, green: Double, blue: Double, alpha: Double)
    case string(String)
    case bool(Bool)
    /// A bare name: a constant, an enum word (`custom`, `bottom`), `container`, `final`.
    case name(String)
    /// `base.member`.
    case member(ExpressionSyntax, Identifier)
    /// `callee(label: value, …)`.
    case call(ExpressionSyntax, ArgumentList)
    /// `keyframes(MODE) { time: value … }`.
    case keyframes(KeyframeList)
    /// `(x, y)`: two or more values in parentheses.
    case tuple(ExpressionList)
    /// `(value)`.
    case parenthesized(ExpressionSyntax)
    case unary(UnaryOperator, ExpressionSyntax)
    case binary(BinaryOperator, ExpressionSyntax, ExpressionSyntax)
    /// Stands where a syntax error left no expression; its error is already reported.
    case missing
}

/// An expression: a node of its parse's `SyntaxTree`. Copying one copies a reference and
/// an index; equality and hashing are structural (kind and range), whatever trees hold them.
public struct ExpressionSyntax: Sendable, Hashable {
    @usableFromInline let tree: SyntaxTree
    @usableFromInline let index: UInt32

    @inlinable init(_ tree: SyntaxTree, _ index: UInt32) {
        self.tree = tree
        self.index = index
    }

    /// The node and its children.
    public var kind: ExpressionKind {
        switch tree.nodes[Int(index)].kind {
        case .number(let value, let unit): return .number(value, unit)
        case .hexColor(let index):
            let color = tree.colors[Int(index)]
            return .hexColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        case .string(let value): return .string(tree.texts[Int(value)])
        case .bool(let value): return .bool(value)
        case .name(let name): return .name(tree.texts[Int(name)])
        case .member(let base, let member): return .member(child(base), tree.members[Int(member)])
        case .call(let callee, let arguments): return .call(child(callee), ArgumentList(tree: tree, span: arguments))
        case .keyframes(let index):
            let list = tree.keyframeLists[Int(index)]
            return .keyframes(
                KeyframeList(
                    arguments: ArgumentList(tree: tree, span: list.arguments), headRange: list.headRange,
                    keys: KeyList(tree: tree, span: list.keys), isIncomplete: list.isIncomplete))
        case .tuple(let items): return .tuple(ExpressionList(tree: tree, span: items))
        case .parenthesized(let inner): return .parenthesized(child(inner))
        case .unary(let op, let operand): return .unary(op, child(operand))
        case .binary(let op, let lhs, let rhs): return .binary(op, child(lhs), child(rhs))
        case .missing: return .missing
        }
    }

    /// The value and unit of a number literal, nil for any other node: for a reader that takes
    /// numbers apart first (the checker's evaluation, a third of whose nodes are numbers), where
    /// building and dropping the `kind` cost more than evaluating the number. Inlinable, as
    /// `range` is: some 200 000 calls.
    @inlinable public var numberLiteral: (value: Double, unit: NumberUnit?)? {
        guard case .number(let value, let unit) = tree.nodes[Int(index)].kind else { return nil }
        return (value, unit)
    }

    /// The name of a bare name (a constant, a built-in, a word), nil for any other node: for a
    /// reader that asks only which name a node is, if any (a call's callee, a member's base),
    /// without building and dropping the `kind`. Always inlined: the checker asks it of every
    /// callee and name it evaluates, and left to the optimizer it stayed a call in the largest.
    @inlinable @inline(__always) public var bareName: String? {
        guard case .name(let name) = tree.nodes[Int(index)].kind else { return nil }
        return tree.texts[Int(name)]
    }

    /// The whole expression's bytes, for diagnostics and editors. This and the next two are
    /// inlinable: the checker reads them about 300 000 times, each a call into this module.
    @inlinable public var range: SourceRange { tree.nodes[Int(index)].range.range }

    /// The levels of the tree from this node to its deepest leaf (a leaf is 1), known at
    /// construction so the parser can bound every recursive walk of the tree without one.
    @inlinable public var depth: Int { Int(tree.nodes[Int(index)].depth) }

    /// Whether a syntax error left any part of the expression out (a `missing` node inside),
    /// known at construction as `depth` is.
    @inlinable public var containsMissing: Bool { tree.nodes[Int(index)].containsMissing }

    private func child(_ index: UInt32) -> ExpressionSyntax { ExpressionSyntax(tree, index) }

    public static func == (lhs: ExpressionSyntax, rhs: ExpressionSyntax) -> Bool {
        (lhs.tree === rhs.tree && lhs.index == rhs.index) || (lhs.range == rhs.range && lhs.kind == rhs.kind)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(range)
        hasher.combine(kind)
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
}

/// `keyframes(cubic) { 0.0: 0.7  1.0: 1.0 }`.
public struct KeyframeList: Sendable, Hashable {
    /// The arguments in parentheses (the calculation mode).
    public var arguments: ArgumentList
    /// The `keyframes(…)` head, for diagnostics about the mode.
    public var headRange: SourceRange
    /// The keys, in source order.
    public var keys: KeyList
    /// Whether a syntax error inside left a key out: rules about the keys' count and ends stay quiet.
    public var isIncomplete: Bool
}

/// One key: `time: value`.
public struct Keyframe: Sendable, Hashable {
    /// The key time, a plain number in 0…1.
    public var time: ExpressionSyntax
    /// The value at that time.
    public var value: ExpressionSyntax
}

extension ExpressionSyntax: CustomReflectable {
    /// Debuggers, `dump` and `String(describing:)` show the node's kind and range, as they did
    /// when the node held them, not the tree and an index.
    public var customMirror: Mirror {
        Mirror(self, children: ["kind": kind, "range": range], displayStyle: .struct)
    }
}
