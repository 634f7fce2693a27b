// A checked value: what an expression means once names, units and types are resolved.
import TransModel
import TransSyntax

/// The meaning of an expression of a known type. Its two payloads larger than two words (a
/// color's four components, a gesture) are boxed: unboxed, a value took some fifty bytes, and the
/// compiler copied and destroyed every `Value?` (what each evaluation returns) and every bound
/// argument through the runtime's value witnesses, where three words are handled inline.
enum Value {
    /// A number, a length in points or an angle in radians.
    case scalar(ScalarExpression)
    /// Seconds.
    case time(Double)
    indirect case color(Color)
    case bool(Bool)
    case string(String)
    case curve(Curve)
    case frame(FrameExpression)
    case anchor(UnitPoint)
    case word(String)
    indirect case gesture(InteractiveDismissal)

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
        case .constant, .container, .safeArea, .maximumDetentValue, .content: false
        case .component: true
        case .negate(let operand): operand.readsFinal
        case .add(let lhs, let rhs), .subtract(let lhs, let rhs), .multiply(let lhs, let rhs),
            .divide(let lhs, let rhs), .extremum(_, let lhs, let rhs):
            lhs.readsFinal || rhs.readsFinal
        }
    }
}

extension ScalarOperation {
    /// The operation a binary operator of the syntax stands for.
    init(_ syntax: BinaryOperator) {
        switch syntax {
        case .add: self = .add
        case .subtract: self = .subtract
        case .multiply: self = .multiply
        case .divide: self = .divide
        }
    }
}
