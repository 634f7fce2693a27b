// Reading a literal's value from its bytes: shared by the lexer, which checks the literal and
// reports what is wrong with it, and by `LexedFile`, which decodes a token's value on demand.

/// Numbers, colors and strings read from source bytes. The lexer keeps no values in its
/// tokens: a value is read again from the bytes when the parser asks for it, by these same
/// functions, so both always agree.
enum LiteralDecoding {
    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default: false
        }
    }

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

    /// Where the number starting at `start` ends (digits, an optional fraction and exponent,
    /// before `limit`), and whether an `e` there begins no exponent (`1e`, `2em`).
    static func scanNumber(_ bytes: [UInt8], from start: Int, limit: Int) -> (end: Int, badExponent: Bool) {
        func digit(at index: Int) -> Bool { index < limit && isDigit(bytes[index]) }
        var index = start
        while digit(at: index) { index += 1 }
        if index < limit, bytes[index] == UInt8(ascii: "."), digit(at: index + 1) {
            index += 1
            while digit(at: index) { index += 1 }
        }
        guard index < limit, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") else {
            return (index, false)
        }
        let signed =
            index + 1 < limit && (bytes[index + 1] == UInt8(ascii: "+") || bytes[index + 1] == UInt8(ascii: "-"))
        guard digit(at: index + (signed ? 2 : 1)) else { return (index, true) }
        index += signed ? 2 : 1
        while digit(at: index) { index += 1 }
        return (index, false)
    }

    /// The value of the number written in `bytes[start..<end]`; infinity when it is too large.
    static func numberValue(_ bytes: [UInt8], from start: Int, to end: Int) -> Double {
        exactDecimal(bytes, from: start, to: end)
            ?? Double(String(decoding: bytes[start..<end], as: UTF8.self)) ?? .infinity
    }

    /// The value of the plain decimal `bytes[start..<end]` (digits, maybe a point and more digits)
    /// computed without text when it is exact that way: at most 15 digits make an integer
    /// below 2⁵³ and 10^k is exact up to 10²², so one correctly rounded division gives the
    /// nearest double, as parsing the text would (Clinger's fast path). Nil otherwise.
    private static func exactDecimal(_ bytes: [UInt8], from start: Int, to end: Int) -> Double? {
        guard end - start <= 16 else { return nil }
        var integer: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var inFraction = false
        for byte in bytes[start..<end] {
            if byte == UInt8(ascii: ".") {
                inFraction = true
                continue
            }
            guard isDigit(byte), digits < 15 else { return nil }
            digits += 1
            integer = integer * 10 + UInt64(byte - UInt8(ascii: "0"))
            if inFraction { fractionDigits += 1 }
        }
        return Double(integer) / powersOfTen[fractionDigits]
    }

    /// 10⁰ through 10¹⁵, each exact.
    private static let powersOfTen: [Double] = (0...15).map { power in
        (0..<power).reduce(1.0) { product, _ in product * 10 }
    }

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
