// The arguments of one call matched to its parameters.
import TransSyntax

/// One argument bound to a parameter: its key, value and syntax.
struct BoundArgument {
    let key: String
    let value: Value
    let expression: ExpressionSyntax
}

/// Each bound argument's value and syntax under its key: the parameter's label, or `_0`, `_1`…
/// for positional ones. A call has a handful of arguments, so a list searched in order costs
/// less than hashing every key into a dictionary.
struct BoundArguments {
    private(set) var entries: [BoundArgument] = []

    /// Room for `count` arguments, so binding a call allocates once.
    init(capacity count: Int) {
        entries.reserveCapacity(count)
    }

    /// The argument bound under `key`, if any.
    subscript(key: String) -> BoundArgument? {
        index(of: key).map { entries[$0] }
    }

    /// The value bound under `key`, if any, read in place: a copy of the whole `BoundArgument`
    /// goes through the runtime's value witnesses (about 120 instructions, and as many to drop it).
    func value(_ key: String) -> Value? {
        index(of: key).map { entries[$0].value }
    }

    /// Where in `entries` the argument bound under `key` is, if any.
    func index(of key: String) -> Int? {
        for index in entries.indices where entries[index].key == key { return index }
        return nil
    }

    /// Binds `value` under `key`; `FunctionCatalogue.bindEach` never binds a key twice.
    mutating func bind(_ key: String, _ value: Value, _ expression: ExpressionSyntax) {
        entries.append(BoundArgument(key: key, value: value, expression: expression))
    }

    /// The key of the positional argument at `index`: `_0`, `_1`…
    static func positionalKey(_ index: Int) -> String {
        index < positionalKeys.count ? positionalKeys[index] : "_\(index)"
    }

    private static let positionalKeys = ["_0", "_1", "_2", "_3", "_4", "_5"]
}
