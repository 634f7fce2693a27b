// The size of a resolved geometry expression, bounded so that no value can grow without limit.
import TransModel

/// Counts the nodes of a resolved expression as the backends see it: substituted constants
/// share their trees in memory, but the timeline evaluates and the Swift backend prints every
/// copy, so `let b = a + a` doubles what they do. The count stops at the limit, so it costs
/// O(limit) however large the shared tree would expand, and it recurses at most that deep: each
/// level takes a node from the budget. (A stack of its own cost an allocation for every frame
/// and every operation evaluated.)
enum ExpressionSize {
    /// The most nodes one resolved value may have; a real frame has a few dozen.
    static let maximumNodes = 256

    /// Whether `value` expands to more than `maximumNodes` nodes.
    static func exceedsLimit(_ value: Value) -> Bool {
        var budget = maximumNodes
        switch value {
        case .scalar(let scalar): return !fits(scalar, within: &budget)
        case .frame(let frame): return !fits(frame, within: &budget)
        default: return false
        }
    }

    /// Whether `scalar`'s nodes are at most `budget`, which they are taken from.
    private static func fits(_ scalar: ScalarExpression, within budget: inout Int) -> Bool {
        budget -= 1
        guard budget >= 0 else { return false }
        switch scalar {
        case .constant, .container, .safeArea, .maximumDetentValue, .content: return true
        case .component(let frame, _): return fits(frame, within: &budget)
        case .negate(let operand): return fitsOperand(operand, within: &budget)
        case .add(let lhs, let rhs), .subtract(let lhs, let rhs), .multiply(let lhs, let rhs),
            .divide(let lhs, let rhs), .extremum(_, let lhs, let rhs):
            return fitsOperand(lhs, within: &budget) && fitsOperand(rhs, within: &budget)
        }
    }

    /// `fits(scalar, within:)`, with a leaf (a constant, `container.width`) or a component of
    /// `final` or the container counted in place: most operands are one, and a call for each
    /// cost more than counting it (some 60 instructions a node).
    @inline(__always)
    private static func fitsOperand(_ scalar: ScalarExpression, within budget: inout Int) -> Bool {
        switch scalar {
        case .constant, .container, .safeArea, .maximumDetentValue, .content: budget -= 1
        case .component(.final, _), .component(.container, _): budget -= 2
        default: return fits(scalar, within: &budget)
        }
        return budget >= 0
    }

    /// Whether `frame`'s nodes are at most `budget`, which they are taken from.
    private static func fits(_ frame: FrameExpression, within budget: inout Int) -> Bool {
        budget -= 1
        guard budget >= 0 else { return false }
        switch frame {
        case .container, .final: return true
        case .rect(let x, let y, let width, let height):
            return fitsOperand(x, within: &budget) && fitsOperand(y, within: &budget)
                && fitsOperand(width, within: &budget) && fitsOperand(height, within: &budget)
        case .offset(let base, let dx, let dy):
            return fits(base, within: &budget) && fitsOperand(dx, within: &budget)
                && fitsOperand(dy, within: &budget)
        case .orientation(let portrait, let landscape):
            return fits(portrait, within: &budget) && fits(landscape, within: &budget)
        }
    }
}
