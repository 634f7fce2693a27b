// A JSON value: what JSON-RPC messages are made of, decoded from and printed to bytes.
import Foundation
import TransJSON

/// One JSON value. Objects print with their keys sorted, so the same value always gives the
/// same bytes.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The member `key` of an object; nil for a missing member or a value that is not an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    /// The string, when this is one.
    public var stringValue: String? {
        guard case .string(let string) = self else { return nil }
        return string
    }

    /// The number as an integer, when this is a whole number.
    public var intValue: Int? {
        guard case .number(let number) = self, let integer = Int(exactly: number) else { return nil }
        return integer
    }

    /// The elements, when this is an array.
    public var arrayValue: [JSONValue]? {
        guard case .array(let elements) = self else { return nil }
        return elements
    }

    /// Parses `bytes` (UTF-8 JSON text); throws when they are not valid JSON.
    public init(parsing bytes: [UInt8]) throws {
        self = try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    }

    /// The value as compact JSON text in UTF-8: keys sorted, whole numbers as integers.
    public var serialized: [UInt8] {
        let text = JSONText.compact(ordered, escaping: .lineBreaksAndTab) { number in
            if let integer = Int(exactly: number) { String(integer) } else { "\(number)" }
        }
        return Array(text.utf8)
    }

    /// The shared, ordered value: object members sorted by key.
    private var ordered: TransJSON.JSONValue {
        switch self {
        case .null: .null
        case .bool(let value): .bool(value)
        case .number(let value): .number(value)
        case .string(let value): .string(value)
        case .array(let elements): .array(elements.map(\.ordered))
        case .object(let members): .object(members.keys.sorted().map { ($0, members[$0]!.ordered) })
        }
    }
}

extension JSONValue: Decodable {
    /// Decodes any JSON value; numbers become `Double`.
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(nilLiteral: ()) { self = .null }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
