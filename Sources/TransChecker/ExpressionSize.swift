// The size of a resolved geometry expression, bounded so that no value can grow without limit.
import TransModel

/// Counts the nodes of a resolved expression as the backends see it: substituted constants
/// share their trees in memory, but the timeline evaluates and the Swift backend prints every
/// copy, so `let b = a + a` doubles what they do. The count walks with its own stack and stops
/// at the limit, so it costs O(limit) however large the shared tree would expand.
enum ExpressionSize {
    /// The most nodes one resolved value may have; a real frame has a few dozen.
    static let maximumNodes = 256

    private enum Node {
        case scalar(ScalarExpression)
        case frame(FrameExpression)
    }

    /// Whether `value` expands to more than `maximumNodes` nodes.
    static func exceedsLimit(_ value: Value) -> Bool {
        switch value {
        // A leaf is one node: most values (a number, `final`) need no walk and no stack.
        case .scalar(.constant), .scalar(.container), .frame(.container), .frame(.final): false
        case .scalar(let scalar): exceedsLimit(Node.scalar(scalar))
        case .frame(let frame): exceedsLimit(Node.frame(frame))
        default: false
        }
    }

    private static func exceedsLimit(_ root: Node) -> Bool {
        // A few dozen nodes wait at most in a real frame: one allocation, not one per doubling
        // (`[root]` first would allocate twice).
        var pending: [Node] = []
        pending.reserveCapacity(16)
        pending.append(root)
        var count = 0
        while let node = pending.popLast() {
            count += 1
            if count > maximumNodes { return true }
            switch node {
            case .scalar(.constant), .scalar(.container), .scalar(.safeArea), .scalar(.maximumDetentValue),
                .scalar(.content),
                .frame(.container), .frame(.final):
                break
            case .scalar(.component(let frame, _)): pending.append(.frame(frame))
            case .scalar(.negate(let operand)): pending.append(.scalar(operand))
            case .scalar(.add(let lhs, let rhs)), .scalar(.subtract(let lhs, let rhs)),
                .scalar(.multiply(let lhs, let rhs)), .scalar(.divide(let lhs, let rhs)),
                .scalar(.extremum(_, let lhs, let rhs)):
                pending.append(.scalar(lhs))
                pending.append(.scalar(rhs))
            case .frame(.rect(let x, let y, let width, let height)):
                pending.append(.scalar(x))
                pending.append(.scalar(y))
                pending.append(.scalar(width))
                pending.append(.scalar(height))
            case .frame(.offset(let frame, let dx, let dy)):
                pending.append(.frame(frame))
                pending.append(.scalar(dx))
                pending.append(.scalar(dy))
            case .frame(.orientation(let portrait, let landscape)):
                pending.append(.frame(portrait))
                pending.append(.frame(landscape))
            }
        }
        return false
    }
}
