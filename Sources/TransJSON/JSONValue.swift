// A JSON value whose objects keep their keys in the order given: what every JSON writer prints.

/// A JSON value. Objects are ordered lists of members, so the same value always prints the same.
public indirect enum JSONValue: Sendable {
    /// An object; its members print in this order.
    case object([(key: String, value: JSONValue)])
    /// An array.
    case array([JSONValue])
    /// A string, escaped as the writer's `JSONEscaping` says.
    case string(String)
    /// A number, spelled by the writer's number formatter.
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    /// Whether the value holds no object or array.
    public var isScalar: Bool {
        switch self {
        case .object, .array: false
        case .string, .number, .bool, .null: true
        }
    }
}
