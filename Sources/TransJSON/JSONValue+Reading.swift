// Reading JSON: parsing bytes into a JSONValue, and the accessors a reader of messages needs.

extension JSONValue {
    /// Parses `bytes` (UTF-8 JSON text, `JSONParser`); throws when they are not valid JSON.
    /// Object members come sorted by key, the last of a repeated key kept.
    public init(parsing bytes: [UInt8]) throws {
        self = try JSONParser.parse(bytes)
    }

    /// The member `key` of an object (the last, if written twice, as most readers take it);
    /// nil for a missing member or a value that is not an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
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
}
