// Decoding one UTF-8 sequence at a time, so invalid bytes can be located and skipped.

/// Strict UTF-8 decoding (RFC 3629: no overlongs, no surrogates, nothing above U+10FFFF).
public enum UTF8Validation {
    /// The length of the valid UTF-8 sequence starting at `index`, or 0 when the byte there
    /// does not begin one.
    public static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        if lead < 0x80 { return 1 }
        let length: Int
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; upper = 0x9F
        case 0xF0: length = 4; lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; upper = 0x8F
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            let (low, high) = offset == 1 ? (lower, upper) : (UInt8(0x80), UInt8(0xBF))
            guard byte >= low, byte <= high else { return 0 }
        }
        return length
    }

    /// The scalar of the valid sequence of `length` bytes at `index`.
    public static func scalar(_ bytes: [UInt8], at index: Int, length: Int) -> Unicode.Scalar {
        var value = UInt32(bytes[index])
        switch length {
        case 2: value &= 0x1F
        case 3: value &= 0x0F
        case 4: value &= 0x07
        default: break
        }
        for offset in 1..<max(1, length) {
            value = (value << 6) | UInt32(bytes[index + offset] & 0x3F)
        }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }
}
