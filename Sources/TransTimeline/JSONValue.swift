// A small JSON document model: what the timeline renderer builds and JSONPrinter prints.

/// A JSON value whose objects keep their keys in the order given.
enum JSONValue {
    case object([(key: String, value: JSONValue)])
    case array([JSONValue])
    case string(String)
    /// Printed in `DecimalFormat`; NaN and the infinities print as `null`.
    case number(Double)
    case bool(Bool)

    /// Whether the value holds no object or array.
    var isScalar: Bool {
        switch self {
        case .object, .array: false
        case .string, .number, .bool: true
        }
    }
}
