// The one constant folder for scalar expressions: the checker folds as it lowers expressions,
// and the Swift backend folds what resolving a rectangle's fields leaves behind, both here.

/// One of the four arithmetic operations of a scalar expression.
public enum ScalarOperation: Sendable {
    case add, subtract, multiply, divide

    /// The node `lhs op rhs`, unfolded.
    @inlinable public func node(_ lhs: ScalarExpression, _ rhs: ScalarExpression) -> ScalarExpression {
        switch self {
        case .add: .add(lhs, rhs)
        case .subtract: .subtract(lhs, rhs)
        case .multiply: .multiply(lhs, rhs)
        case .divide: .divide(lhs, rhs)
        }
    }

    /// The operation on two numbers.
    @inlinable public func apply(_ lhs: Double, _ rhs: Double) -> Double {
        switch self {
        case .add: lhs + rhs
        case .subtract: lhs - rhs
        case .multiply: lhs * rhs
        case .divide: lhs / rhs
        }
    }
}

extension ScalarExpression {
    /// The value when it does not depend on run-time geometry. A constant, what most arguments
    /// and sides are, is read where it is asked for: a call across modules for it cost some 25
    /// instructions, more than the read.
    @inlinable public var constantValue: Double? {
        if case .constant(let value) = self { return value }
        return foldedConstantValue
    }

    /// `constantValue` of any expression, a constant included.
    @usableFromInline var foldedConstantValue: Double? {
        switch self {
        case .constant(let value): value
        case .container, .component, .safeArea, .maximumDetentValue, .content: nil
        case .extremum(let kind, let lhs, let rhs):
            lhs.constantValue.flatMap { l in rhs.constantValue.map { kind.apply(l, $0) } }
        case .negate(let operand): operand.constantValue.map { -$0 }
        case .add(let lhs, let rhs): Self.apply(.add, lhs, rhs)
        case .subtract(let lhs, let rhs): Self.apply(.subtract, lhs, rhs)
        case .multiply(let lhs, let rhs): Self.apply(.multiply, lhs, rhs)
        case .divide(let lhs, let rhs): Self.apply(.divide, lhs, rhs)
        }
    }

    /// `lhs op rhs` when neither depends on run-time geometry.
    private static func apply(
        _ operation: ScalarOperation, _ lhs: ScalarExpression, _ rhs: ScalarExpression
    )
        -> Double?
    {
        lhs.constantValue.flatMap { l in rhs.constantValue.map { operation.apply(l, $0) } }
    }

    /// `lhs op rhs` with two constant operands computed, else the node as it is: the backend's
    /// fold, which keeps the arithmetic it was given.
    @inlinable public static func combining(
        _ operation: ScalarOperation, _ lhs: ScalarExpression, _ rhs: ScalarExpression
    ) -> ScalarExpression {
        if case .constant(let l) = lhs, case .constant(let r) = rhs { return .constant(operation.apply(l, r)) }
        return operation.node(lhs, rhs)
    }

    /// `lhs op rhs` folded, for operands folded already: the same as `op.node(lhs, rhs).folded`
    /// without walking the operands again, so a chain of n operations folds in O(n). Inlinable,
    /// as is `offset`: where the checker folds `container.width - 70`, the cases of a known
    /// operand are settled where it is called (a call across modules was some 100 instructions).
    @inlinable public static func folding(
        _ operation: ScalarOperation, _ lhs: ScalarExpression, _ rhs: ScalarExpression
    ) -> ScalarExpression {
        switch operation {
        case _ where lhs.isConstant && rhs.isConstant: combining(operation, lhs, rhs)
        case .add: offset(lhs, by: rhs, sign: 1)
        case .subtract: offset(lhs, by: rhs, sign: -1)
        case .multiply, .divide: operation.node(lhs, rhs)
        }
    }

    /// The same expression with constant subexpressions folded. A constant, what most sides and
    /// sizes are, folds to itself where it is asked for, as `constantValue` reads one: a call
    /// across modules for it cost some 50 instructions.
    @inlinable public var folded: ScalarExpression {
        if case .constant = self { return self }
        return foldedNode
    }

    /// `folded` of any expression, a constant included.
    @usableFromInline var foldedNode: ScalarExpression {
        if let value = constantValue { return .constant(value) }
        switch self {
        case .constant, .container, .component, .safeArea, .maximumDetentValue, .content: return self
        case .extremum(let kind, let lhs, let rhs): return .extremum(kind, lhs.folded, rhs.folded)
        case .negate(let operand): return .negate(operand.folded)
        case .add(let lhs, let rhs): return Self.offset(lhs.folded, by: rhs.folded, sign: 1)
        case .subtract(let lhs, let rhs): return Self.offset(lhs.folded, by: rhs.folded, sign: -1)
        case .multiply(let lhs, let rhs): return .multiply(lhs.folded, rhs.folded)
        case .divide(let lhs, let rhs): return .divide(lhs.folded, rhs.folded)
        }
    }

    @usableFromInline var isConstant: Bool {
        if case .constant = self { return true }
        return false
    }

    /// `base ± amount`, with a constant amount merged into a constant already added to or
    /// taken from `base`: `container.width - 35 - 35` becomes `container.width - 70`.
    @inlinable
    static func offset(_ base: ScalarExpression, by amount: ScalarExpression, sign: Double) -> ScalarExpression {
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
