// A checked value: what an expression means once names, units and types are resolved.
import TransModel
import TransSyntax

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
    /// Whether the expression reads a frame's component (`final.width`), not only the
    /// container and constants.
    var readsFinal: Bool {
        switch self {
        case .constant, .container: false
        case .component: true
        case .negate(let operand): operand.readsFinal
        case .add(let lhs, let rhs), .subtract(let lhs, let rhs), .multiply(let lhs, let rhs),
            .divide(let lhs, let rhs):
            lhs.readsFinal || rhs.readsFinal
        }
    }

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

    /// `lhs op rhs` folded, for operands folded already: the same as `.op(lhs, rhs).folded`
    /// without walking the operands again, so a chain of n operations folds in O(n).
    static func folding(_ op: BinaryOperator, _ lhs: ScalarExpression, _ rhs: ScalarExpression) -> ScalarExpression {
        if case .constant(let l) = lhs, case .constant(let r) = rhs {
            switch op {
            case .add: return .constant(l + r)
            case .subtract: return .constant(l - r)
            case .multiply: return .constant(l * r)
            case .divide: return .constant(l / r)
            }
        }
        switch op {
        case .add: return offset(lhs, by: rhs, sign: 1)
        case .subtract: return offset(lhs, by: rhs, sign: -1)
        case .multiply: return .multiply(lhs, rhs)
        case .divide: return .divide(lhs, rhs)
        }
    }

    /// The same expression with constant subexpressions folded.
    var folded: ScalarExpression {
        if let value = constantValue { return .constant(value) }
        switch self {
        case .constant, .container, .component: return self
        case .negate(let operand): return .negate(operand.folded)
        case .add(let lhs, let rhs): return Self.offset(lhs.folded, by: rhs.folded, sign: 1)
        case .subtract(let lhs, let rhs): return Self.offset(lhs.folded, by: rhs.folded, sign: -1)
        case .multiply(let lhs, let rhs): return .multiply(lhs.folded, rhs.folded)
        case .divide(let lhs, let rhs): return .divide(lhs.folded, rhs.folded)
        }
    }

    /// `base ± amount`, with a constant amount merged into a constant already added to or
    /// taken from `base`: `container.width - 35 - 35` becomes `container.width - 70`.
    private static func offset(_ base: ScalarExpression, by amount: ScalarExpression, sign: Double) -> ScalarExpression
    {
        guard let constant = amount.constantValue else {
            return sign > 0 ? .add(base, amount) : .subtract(base, amount)
        }
        var inner = base
        var total = sign * constant
        switch base {
        case .add(let term, .constant(let value)):
            inner = term
            total += value
        case .subtract(let term, .constant(let value)):
            inner = term
            total -= value
        default: break
        }
        if total == 0 { return inner }
        return total > 0 ? .add(inner, .constant(total)) : .subtract(inner, .constant(-total))
    }
}
