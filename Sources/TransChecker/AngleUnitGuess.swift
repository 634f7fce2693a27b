// Which angle unit a number written without one most likely meant, so that the fix-it adds
// that unit and a track of two bare angles is one mistake, not two (issue 12, part 6).
import TransSyntax

enum AngleUnitGuess {
    /// `rad` for a fraction no larger than a full turn in radians (`1.57`, `3.14`, `6.28`),
    /// which as degrees would barely move; `deg` otherwise, including whole numbers (`90`).
    static func unit(for value: Double) -> NumberUnit {
        let magnitude = abs(value)
        let isFraction = magnitude.rounded() != magnitude
        return isFraction && magnitude <= 2 * .pi + 0.01 ? .radians : .degrees
    }

    /// The value of a number literal with no unit, `-` applied (nil for anything else).
    static func bareNumber(_ expression: ExpressionSyntax) -> Double? {
        switch expression.kind {
        case .number(let value, nil): value
        case .unary(.negate, let operand): bareNumber(operand).map { -$0 }
        case .parenthesized(let inner): bareNumber(inner)
        default: nil
        }
    }
}
