// One way to walk an expression tree: a walker says what it does at the nodes it cares about
// and lets every other node pass its children on, so no pass re-lists the ten kinds of node.

/// What a walk does after visiting a node, as swift-syntax's `SyntaxVisitorContinueKind` says.
public enum WalkStep: Sendable {
    /// Visit the node's children next.
    case visitChildren
    /// The visitor has handled the node and everything inside it.
    case skipChildren
}

extension ExpressionSyntax {
    /// Calls `body` with each expression directly inside this one, in source order (a call's
    /// callee before its argument values; a keyframe list's argument values, then each key's
    /// time and value), until `body` returns false. Returns whether it went through them all.
    /// Reads the tree's indices (`SyntaxTree.forEachChild(of:)`), without building `kind`.
    @discardableResult
    public func forEachChild(_ body: (ExpressionSyntax) -> Bool) -> Bool {
        tree.forEachChild(of: tree.nodes[Int(index)].kind) { body(ExpressionSyntax(tree, $0)) }
    }

    /// The expressions directly inside this one, in `forEachChild`'s order.
    public var children: [ExpressionSyntax] {
        var children: [ExpressionSyntax] = []
        forEachChild { child in
            children.append(child)
            return true
        }
        return children
    }

    /// Visits this expression, then (unless `visit` skips them) its children, depth first in
    /// source order. The recursion is as deep as the tree, which the parser bounds
    /// (`Parser.maximumExpressionDepth`).
    public func walk(_ visit: (ExpressionSyntax) -> WalkStep) {
        guard visit(self) == .visitChildren else { return }
        forEachChild { child in
            child.walk(visit)
            return true
        }
    }

    /// Whether `predicate` holds for this expression or any expression inside it.
    public func contains(where predicate: (ExpressionSyntax) -> Bool) -> Bool {
        predicate(self) || !forEachChild { !$0.contains(where: predicate) }
    }
}
