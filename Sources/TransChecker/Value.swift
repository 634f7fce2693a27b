// A checked value: what an expression means once names, units and types are resolved.
import TransModel

/// The meaning of an expression of a known type.
enum Value {
    /// A number, a length in points or an angle in radians.
    case scalar(ScalarExpression)
    /// Seconds.
    case time(Double)
    case color(Color)
    case bool(Bool)
    case string(String)
    case curve(Curve)
    case frame(FrameExpression)
    case anchor(UnitPoint)
    case word(String)
    case gesture(InteractiveDismissal)

    var scalar: ScalarExpression? {
        if case .scalar(let value) = self { return value }
        return nil
    }

    var frame: FrameExpression? {
        if case .frame(let value) = self { return value }
        return nil
    }

    var time: Double? {
        if case .time(let value) = self { return value }
        return nil
    }

    var word: String? {
        if case .word(let value) = self { return value }
        return nil
    }
}

extension ScalarExpression {
    /// The value when it does not depend on run-time geometry.
    var constantValue: Double? {
        switch self {
        case .constant(let value): value
        case .container, .component: nil
        case .negate(let operand): operand.constantValue.map { -$0 }
        case .add(let lhs, let rhs): lhs.constantValue.flatMap { l in rhs.constantValue.map { l + $0 } }
        case .subtract(let lhs, let rhs): lhs.constantValue.flatMap { l in rhs.constantValue.map { l - $0 } }
        case .multiply(let lhs, let rhs): lhs.constantValue.flatMap { l in rhs.constantValue.map { l * $0 } }
        case .divide(let lhs, let rhs): lhs.constantValue.flatMap { l in rhs.constantValue.map { l / $0 } }
        }
    }

    /// The same expression with constant subexpressions folded.
    var folded: ScalarExpression {
        if let value = constantValue { return .constant(value) }
        switch self {
        case .constant, .container, .component: return self
        case .negate(let operand): return .negate(operand.folded)
        case .add(let lhs, let rhs): return .add(lhs.folded, rhs.folded)
        case .subtract(let lhs, let rhs): return .subtract(lhs.folded, rhs.folded)
        case .multiply(let lhs, let rhs): return .multiply(lhs.folded, rhs.folded)
        case .divide(let lhs, let rhs): return .divide(lhs.folded, rhs.folded)
        }
    }
}
