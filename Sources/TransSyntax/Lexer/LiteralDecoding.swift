// Reading a literal's value from its bytes: shared by the lexer, which checks the literal and
// reports what is wrong with it, and by `LexedFile`, which decodes a token's value on demand.

/// Numbers, colors and strings read from source bytes. The lexer keeps no values in its
/// tokens: a value is read again from the bytes when the parser asks for it, by these same
/// functions, so both always agree.
enum LiteralDecoding {
    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool { ByteClass.of(byte).continuesIdentifier }

    /// The length of the character at `index` (at least 1), recording a NUL or invalid UTF-8
    /// there in `diagnostics`: comments and strings may hold any character but those.
    static func checkedCharacterLength(_ bytes: [UInt8], at index: Int, diagnostics: inout [Diagnostic]) -> Int {
        if bytes[index] == 0 {
            diagnostics.append(LexerMessages.nulByte(at: SourceRange(start: index, end: index + 1)))
            return 1
        }
        let length = UTF8Validation.sequenceLength(bytes, at: index)
        if length == 0 {
            diagnostics.append(LexerMessages.invalidUTF8(at: SourceRange(start: index, end: index + 1)))
            return 1
        }
        return length
    }

    // MARK: Numbers

    /// A number as scanned: where it ends, and its value when the digits alone give it.
    struct ScannedNumber {
        /// Just past the digits, the fraction and the exponent.
        var end: Int
        /// Whether an `e` at `end` begins no exponent (`1e`, `2em`).
        var badExponent: Bool
        /// The value of the digits and fraction when it is exact without text: at most 15 digits
        /// make an integer below 2⁵³ and 10^k is exact up to 10²², so one correctly rounded
        /// division gives the nearest double, as parsing the text would (Clinger's fast path).
        /// Nil with more digits or an exponent.
        var exactValue: Double?
    }

    /// The number starting at `start`, before `limit`: digits, an optional fraction and
    /// exponent. One pass over the buffer works out its end and its value. Inlined into the
    /// lexer: numbers are one token in eight, and the call cost more than a short number's bytes.
    @inline(__always)
    static func scanNumber(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int) -> ScannedNumber {
        precondition(start >= 0 && limit <= bytes.count, "a number scanned outside its bytes")
        var index = start
        // Wraps past 19 digits, where `exactValue` is nil and it is not read.
        var significand: UInt64 = 0
        func digit(at index: Int) -> Bool { index < limit && isDigit(bytes[index]) }
        func readDigits() {
            while digit(at: index) {
                significand = significand &* 10 &+ UInt64(bytes[index] &- UInt8(ascii: "0"))
                index &+= 1
            }
        }
        readDigits()
        var digits = index &- start
        var fractionDigits = 0
        if index < limit, bytes[index] == UInt8(ascii: "."), digit(at: index + 1) {
            index += 1
            readDigits()
            // The digits read, less the integer's and the point.
            fractionDigits = index &- start &- digits &- 1
            digits &+= fractionDigits
        }
        func exactValue() -> Double? {
            // Below 10¹⁵, the significand is an `Int64` too: one instruction makes it a double.
            digits <= 15 ? Double(Int64(truncatingIfNeeded: significand)) / powersOfTen[fractionDigits] : nil
        }
        guard index < limit, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") else {
            return ScannedNumber(end: index, badExponent: false, exactValue: exactValue())
        }
        let signed =
            index + 1 < limit && (bytes[index + 1] == UInt8(ascii: "+") || bytes[index + 1] == UInt8(ascii: "-"))
        guard digit(at: index + (signed ? 2 : 1)) else {
            return ScannedNumber(end: index, badExponent: true, exactValue: exactValue())
        }
        index += signed ? 2 : 1
        while digit(at: index) { index += 1 }
        return ScannedNumber(end: index, badExponent: false, exactValue: nil)
    }

    /// The value of the number `scanned` from `start`: `exactValue`, or else the text parsed;
    /// infinity when it is too large.
    static func numberValue(_ scanned: ScannedNumber, in bytes: [UInt8], from start: Int) -> Double {
        scanned.exactValue ?? Double(String(decoding: bytes[start..<scanned.end], as: UTF8.self)) ?? .infinity
    }

    /// 10⁰ through 10¹⁵, each exact. A literal, so no initialisation check at each read.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
    ]

    /// The unit spelled by `word` (the letters or `%` right after a number), if it is one.
    static func unit(_ word: ArraySlice<UInt8>) -> NumberUnit? {
        NumberUnit.allCases.first { word.elementsEqual($0.rawValue.utf8) }
    }

    // MARK: Colors

    /// The components in 0…1 of the hex digits `digits` (six or eight of them); nil when they
    /// are not that.
    static func colorComponents(
        _ digits: ArraySlice<UInt8>
    ) -> (red: Double, green: Double, blue: Double, alpha: Double)? {
        guard digits.count == 6 || digits.count == 8 else { return nil }
        var components: [Double] = []
        var index = digits.startIndex
        while index < digits.endIndex {
            guard let high = hexValue(digits[index]), let low = hexValue(digits[index + 1]) else { return nil }
            components.append(Double(high * 16 + low) / 255)
            index += 2
        }
        return (components[0], components[1], components[2], components.count == 4 ? components[3] : 1)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
