// JSON-RPC's wire form of the shared `JSONValue`: compact, keys sorted, whole numbers as integers.
import TransJSON

extension JSONValue {
    /// The value as compact JSON text in UTF-8: keys sorted (so the same message is the same
    /// bytes however it was built), whole numbers as integers.
    public var serialized: [UInt8] {
        let text = JSONText.compact(sortingKeys, escaping: .lineBreaksAndTab) { number in
            if let integer = Int(exactly: number) { String(integer) } else { "\(number)" }
        }
        return Array(text.utf8)
    }
}
