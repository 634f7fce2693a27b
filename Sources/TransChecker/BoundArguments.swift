// The arguments of one call matched to its parameters.
import TransSyntax

/// Each bound argument's value and syntax under its key: the parameter's label, or `_0`, `_1`…
/// for positional ones. A call has a handful of arguments, so a list searched in order costs
/// less than hashing every key into a dictionary.
struct BoundArguments {
    private(set) var entries: [(key: String, value: Value, expression: ExpressionSyntax)] = []

    /// The argument bound under `key`, if any.
    subscript(key: String) -> (value: Value, expression: ExpressionSyntax)? {
        guard let entry = entries.first(where: { $0.key == key }) else { return nil }
        return (entry.value, entry.expression)
    }

    /// Binds `value` under `key`; `FunctionCatalogue.bindEach` never binds a key twice.
    mutating func bind(_ key: String, _ value: Value, _ expression: ExpressionSyntax) {
        entries.append((key, value, expression))
    }

    /// The key of the positional argument at `index`: `_0`, `_1`…
    static func positionalKey(_ index: Int) -> String {
        index < positionalKeys.count ? positionalKeys[index] : "_\(index)"
    }

    private static let positionalKeys = ["_0", "_1", "_2", "_3", "_4", "_5"]
}
