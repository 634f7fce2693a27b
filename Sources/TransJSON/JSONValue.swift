// The package's one JSON value: what the timeline, the preview, the diagnostics renderer and the
// language server's messages are made of. Objects keep their members in the order given, so
// every document prints the same bytes every time.

/// A JSON value. Objects are ordered lists of members: a writer prints them in this order.
public indirect enum JSONValue: Sendable {
    /// An object; its members print in this order.
    case object([(key: String, value: JSONValue)])
    /// An array; its elements print in order.
    case array([JSONValue])
    /// A string, escaped as the writer's `JSONEscaping` says.
    case string(String)
    /// A number, spelled by the writer's number formatter.
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    /// An object of `members`, sorted by key: a dictionary has no order of its own, and the
    /// value must print the same every time.
    public init(_ members: [String: JSONValue]) {
        self = .object(members.keys.sorted().map { ($0, members[$0]!) })
    }

    /// Whether the value holds no object or array.
    public var isScalar: Bool {
        switch self {
        case .object, .array: false
        case .string, .number, .bool, .null: true
        }
    }

    /// The same value with every object's members sorted by key, for formats that promise it.
    public var sortingKeys: JSONValue {
        switch self {
        case .object(let members):
            .object(Self.sortedByKey(members).map { ($0.key, $0.value.sortingKeys) })
        case .array(let elements): .array(elements.map(\.sortingKeys))
        case .string, .number, .bool, .null: self
        }
    }

    /// `members` in key order; members with the same key keep their order.
    fileprivate static func sortedByKey(
        _ members: [(key: String, value: JSONValue)]
    ) -> [(key: String, value: JSONValue)] {
        members.enumerated().sorted { ($0.element.key, $0.offset) < ($1.element.key, $1.offset) }.map(\.element)
    }
}

/// Objects are equal when they have the same members in any order, as RFC 8259 gives objects no
/// order; the order is the writer's, not the value's.
extension JSONValue: Hashable {
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.object(let left), .object(let right)):
            let (a, b) = (sortedByKey(left), sortedByKey(right))
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case (.array(let left), .array(let right)): return left == right
        case (.string(let left), .string(let right)): return left == right
        case (.number(let left), .number(let right)): return left == right
        case (.bool(let left), .bool(let right)): return left == right
        case (.null, .null): return true
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .object(let members):
            hasher.combine(0)
            for member in Self.sortedByKey(members) {
                hasher.combine(member.key)
                hasher.combine(member.value)
            }
        case .array(let elements): hasher.combine(1); hasher.combine(elements)
        case .string(let text): hasher.combine(2); hasher.combine(text)
        case .number(let number): hasher.combine(3); hasher.combine(number)
        case .bool(let flag): hasher.combine(4); hasher.combine(flag)
        case .null: hasher.combine(5)
        }
    }
}

/// Literals, so messages and tests read as the JSON they stand for; a dictionary literal keeps
/// its members in the order written.
extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(nilLiteral: ()) { self = .null }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(elements.map { ($0.0, $0.1) })
    }
}
