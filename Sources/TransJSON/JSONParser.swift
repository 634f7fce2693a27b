// RFC 8259 JSON text → JSONValue, by recursive descent over the bytes, with a nesting limit.

/// Parses JSON without Foundation: `JSONDecoder` was the largest reason `transc` loaded
/// Foundation (and its ICU tables) at every start, which cost more than checking a whole file
/// (issue 13). It accepts exactly RFC 8259's grammar (any value at the top, whitespace around
/// it) and gives what the decoder gave: numbers as `Double` (an overflow to infinity is an
/// error), object members sorted by key with the last of a repeated key kept, at most 512
/// levels of nesting (Foundation's `JSONSerialization` limit), strings that must be valid
/// UTF-8 with no raw control character and no lone surrogate escape.
struct JSONParser {
    /// Why the bytes are not JSON, and where.
    struct Failure: Error, CustomStringConvertible {
        let offset: Int
        let reason: String
        var description: String { "not JSON at byte \(offset): \(reason)" }
    }

    /// The deepest nesting of arrays and objects accepted.
    static let maximumDepth = 512

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    /// The single value that `bytes` holds.
    static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        let value = try parser.value()
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.failure("text after the value") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func failure(_ reason: String) -> Failure {
        Failure(offset: index, reason: reason)
    }

    private var current: UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    private mutating func value() throws(Failure) -> JSONValue {
        guard let byte = current else { throw failure("the text ends where a value should be") }
        switch byte {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw failure("no value starts here")
        }
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) throws(Failure) -> JSONValue {
        let length = word.utf8CodeUnitCount
        guard index + length <= bytes.count,
            (0..<length).allSatisfy({ bytes[index + $0] == word.utf8Start[$0] })
        else { throw failure("expected \(word)") }
        index += length
        return value
    }

    private mutating func enter() throws(Failure) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw failure("nested more than \(Self.maximumDepth) levels") }
        index += 1
    }

    private mutating func array() throws(Failure) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try value())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            default: throw failure("expected , or ] in an array")
            }
        }
    }

    private mutating func object() throws(Failure) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return JSONValue(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw failure("expected a member name") }
            let key = try string()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw failure("expected : after a member name") }
            index += 1
            skipWhitespace()
            members[key] = try value()
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return JSONValue(members)
            default: throw failure("expected , or } in an object")
            }
        }
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, read by the standard library.
    private mutating func number() throws(Failure) -> JSONValue {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
        } else {
            guard try digits() else { throw failure("expected a digit") }
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard try digits() else { throw failure("expected a digit after the point") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard try digits() else { throw failure("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            index = start
            throw failure("the number does not fit a Double")
        }
        return .number(number)
    }

    /// Skips digits; whether there was one.
    private mutating func digits() throws(Failure) -> Bool {
        let start = index
        while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
        return index > start
    }

    /// A string from its opening quote to past its closing one, escapes resolved.
    private mutating func string() throws(Failure) -> String {
        index += 1
        var text: [UInt8] = []
        while true {
            guard let byte = current else { throw failure("the string is not closed") }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let string = String(validating: text, as: UTF8.self) else {
                    throw failure("the string is not valid UTF-8")
                }
                return string
            case UInt8(ascii: "\\"):
                index += 1
                try escape(into: &text)
            case 0..<0x20:
                throw failure("a control character must be escaped")
            default:
                text.append(byte)
                index += 1
            }
        }
    }

    private mutating func escape(into text: inout [UInt8]) throws(Failure) {
        guard let byte = current else { throw failure("the string is not closed") }
        index += 1
        let simple: UInt8? =
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): byte
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple { return text.append(simple) }
        guard byte == UInt8(ascii: "u") else {
            index -= 1
            throw failure("unknown escape")
        }
        var code = try hexQuad()
        if (0xD800..<0xDC00).contains(code) {
            guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                throw failure("a high surrogate without its low one")
            }
            index += 2
            let low = try hexQuad()
            guard (0xDC00..<0xE000).contains(low) else { throw failure("a high surrogate without its low one") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00..<0xE000).contains(code) {
            throw failure("a low surrogate alone")
        }
        guard let scalar = Unicode.Scalar(code) else { throw failure("not a Unicode scalar") }
        text.append(contentsOf: String(Character(scalar)).utf8)
    }

    /// Four hex digits.
    private mutating func hexQuad() throws(Failure) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current else { throw failure("the escape is cut short") }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw failure("expected a hex digit")
            }
            code = code << 4 | digit
            index += 1
        }
        return code
    }
}
