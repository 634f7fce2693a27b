// A value that is a list or one item alone: `only:`, `detents:`, `stops:`.
import TransSyntax

extension ExpressionSyntax {
    /// The items of `(a, b, …)`, or this expression as the one item: entries that take a list
    /// accept a single value written without parentheses.
    var listItems: [ExpressionSyntax] {
        if case .tuple(let items) = kind { Array(items) } else { [self] }
    }
}
