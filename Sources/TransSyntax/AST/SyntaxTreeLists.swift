// A call's arguments, a tuple's items and a keyframe list's keys: runs of their tree's arrays,
// read as collections.

/// A run of one of a `SyntaxTree`'s arrays, read as a random-access collection of views (a
/// block's `EntryList` too). Equality and hashing are by elements, as for the arrays these
/// lists stand for.
public protocol SyntaxTreeList: RandomAccessCollection, Hashable, Sendable, CustomReflectable,
    CustomStringConvertible, CustomDebugStringConvertible
where Index == Int, Element: Hashable {
    /// The number of elements.
    var count: Int { get }
}

extension SyntaxTreeList {
    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.elementsEqual(rhs) }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in self { hasher.combine(element) }
    }

    /// Shown as the array it stands for, in a mirror and when printed.
    public var customMirror: Mirror { Mirror(self, unlabeledChildren: Array(self), displayStyle: .collection) }

    public var description: String { Array(self).description }

    public var debugDescription: String { Array(self).debugDescription }
}

/// A call's or a keyframe list's arguments.
public struct ArgumentList: SyntaxTreeList {
    @usableFromInline let tree: SyntaxTree
    @usableFromInline let span: ListSpan

    public var count: Int { Int(span.count) }

    public subscript(position: Int) -> Argument {
        Argument(label: label(at: position), value: value(at: position), range: raw(at: position).range.range)
    }

    /// The label of the argument at `position`, if written. With `value(at:)`, for a reader
    /// that binds every argument of many calls (the checker's): the `Argument` the subscript
    /// builds and drops cost about half of what binding one did beside evaluating its value.
    /// Inlinable, as `value(at:)` is: a call into this module for each argument bound.
    @inlinable public func label(at position: Int) -> Identifier? {
        let raw = raw(at: position)
        return raw.labelName.map { Identifier(tree.texts[Int($0)], raw.labelRange.range) }
    }

    /// The value of the argument at `position`, without its label (`label(at:)`).
    @inlinable public func value(at position: Int) -> ExpressionSyntax {
        ExpressionSyntax(tree, raw(at: position).value)
    }

    @inlinable func raw(at position: Int) -> RawArgument { tree.arguments[Int(span.start) + position] }
}

/// A tuple's items.
public struct ExpressionList: SyntaxTreeList {
    let tree: SyntaxTree
    let span: ListSpan

    public var count: Int { Int(span.count) }

    public subscript(position: Int) -> ExpressionSyntax {
        ExpressionSyntax(tree, tree.items[Int(span.start) + position])
    }
}

/// A keyframe list's keys.
public struct KeyList: SyntaxTreeList {
    let tree: SyntaxTree
    let span: ListSpan

    public var count: Int { Int(span.count) }

    public subscript(position: Int) -> Keyframe {
        let raw = tree.keyframes[Int(span.start) + position]
        return Keyframe(time: ExpressionSyntax(tree, raw.time), value: ExpressionSyntax(tree, raw.value))
    }
}
