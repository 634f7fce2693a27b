// File names that are not UTF-8: carried through Swift strings and back to the same bytes.

/// A POSIX file name is any bytes; a Swift `String` is Unicode. Arguments are decoded so that
/// each byte that is not part of valid UTF-8 becomes one scalar of U+10FF00…U+10FFFF (the last
/// 256 code points of a private-use plane, as Python's `surrogateescape` does with surrogates),
/// and file calls turn those scalars back into the original bytes, so every name opens.
public enum SystemPath {
    private static let escapeBase: UInt32 = 0x10FF00

    /// The argument `bytes` (one of `argv`) as a string that `bytes(of:)` turns back into them.
    public static func decode(_ bytes: [UInt8]) -> String {
        // Nearly every argument is valid UTF-8 throughout, and is that string as it is.
        var index = 0
        while index < bytes.count, case let length = validSequenceLength(bytes, at: index), length > 0 {
            index += length
        }
        guard index < bytes.count else { return String(decoding: bytes, as: UTF8.self) }
        // The valid bytes before the first bad one are taken as they are; the rest one by one.
        var scalars = String(decoding: bytes[..<index], as: UTF8.self).unicodeScalars
        while index < bytes.count {
            let length = validSequenceLength(bytes, at: index)
            if length == 0 {
                scalars.append(Unicode.Scalar(escapeBase + UInt32(bytes[index]))!)
                index += 1
            } else {
                scalars.append(
                    contentsOf: String(decoding: bytes[index..<(index + length)], as: UTF8.self).unicodeScalars)
                index += length
            }
        }
        return String(scalars)
    }

    /// The bytes the system sees for `path`, NUL-terminated, for `open`, `stat` and the rest.
    static func bytes(of path: String) -> [CChar] {
        var bytes: [CChar] = []
        for scalar in path.unicodeScalars {
            if scalar.value >= escapeBase {
                bytes.append(CChar(bitPattern: UInt8(scalar.value - escapeBase)))
            } else {
                bytes += String(scalar).utf8.map { CChar(bitPattern: $0) }
            }
        }
        return bytes + [0]
    }

    /// How long the valid UTF-8 sequence at `index` is; 0 if the byte there starts none.
    private static func validSequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        var decoder = UTF8()
        var iterator = bytes[index..<(index + length)].makeIterator()
        if case .scalarValue = decoder.decode(&iterator), iterator.next() == nil { return length }
        return 0
    }
}
