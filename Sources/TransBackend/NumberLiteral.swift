// Numbers as Swift literals: shortest round-trip decimal, never an exponent or a locale.

/// Spells numbers for generated Swift (and any backend whose literals are Swift's).
public enum NumberLiteral {
    /// The shortest decimal that reads back as `value`, in plain notation: `0.4`, `300`,
    /// `-0.002`, `0.00001`. Integers of 16 or more digits get a `.0`, so they are float
    /// literals (an integer literal that large overflows `Int` when it becomes a `CGFloat`).
    /// `-0` is `0`. Infinities and NaN, which no literal spells, are `CGFloat.infinity`,
    /// `-CGFloat.infinity` and `CGFloat.nan`.
    public static func swift(_ value: Double) -> String {
        if value.isNaN { return "CGFloat.nan" }
        if value.isInfinite { return value < 0 ? "-CGFloat.infinity" : "CGFloat.infinity" }
        if value == 0 { return "0" }
        let plain = plainDecimal(value)
        if !plain.utf8.contains(UInt8(ascii: ".")), plain.utf8.count(where: isDigit) >= 16 { return plain + ".0" }
        return plain
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// `value`'s shortest round-trip digits (Swift's `description`) with the exponent
    /// expanded and a trailing `.0` dropped.
    public static func plainDecimal(_ value: Double) -> String {
        // The usual cases without splitting text (issue 13): a whole number below 10^15 is its
        // integer's digits, and a number of few decimals is its decimal (`shortDecimal`).
        // (Larger whole numbers print as `1000000000000000.0` and take the general path.)
        let isWhole = value == value.rounded(.towardZero)
        if isWhole, value.magnitude < 1e15 { return String(Int64(value)) }
        if let short = shortDecimal(value) { return short }
        return plainDecimalFromDigits(value)
    }

    /// `value` with at most 9 decimals when it has so few, without the shortest-digits
    /// algorithm (issue 13: `description` was a twelfth of Swift emission): the fewest decimals
    /// `k` whose `m / 10^k` reads back as `value`. Reading `m / 10^k` is one correctly rounded
    /// division (m < 2^53, 10^k exact: Clinger's fast path), so the test is exact. Below 10^6
    /// an ulp is under an eighth of 10^-9, so one `m` at most reads back at each `k`, and any
    /// shorter decimal would have fewer decimals: this is the shortest round-trip decimal,
    /// as `plainDecimalFromDigits` finds it (a test holds the two together). Nil otherwise.
    static func shortDecimal(_ value: Double) -> String? {
        let magnitude = value.magnitude
        guard magnitude < 1e6 else { return nil }
        var scale = 1.0
        for decimals in 1...9 {
            scale *= 10
            let scaled = (magnitude * scale).rounded()
            guard scaled / scale == magnitude else { continue }
            return decimal(Int64(scaled), decimals: decimals, negative: value < 0)
        }
        return nil
    }

    /// `-`, `units / 10^decimals`'s whole part, `.`, then its fraction to `decimals` digits,
    /// written from the last digit back into one buffer (at most 1 + 15 + 1 bytes).
    private static func decimal(_ units: Int64, decimals: Int, negative: Bool) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 17) { buffer in
            var start = buffer.count
            func put(_ byte: UInt8) {
                start -= 1
                buffer[start] = byte
            }
            var remaining = units
            for _ in 0..<decimals {
                put(UInt8(ascii: "0") + UInt8(remaining % 10))
                remaining /= 10
            }
            put(UInt8(ascii: "."))
            repeat {
                put(UInt8(ascii: "0") + UInt8(remaining % 10))
                remaining /= 10
            } while remaining > 0
            if negative { put(UInt8(ascii: "-")) }
            return String(decoding: UnsafeMutableBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
        }
    }

    /// `plainDecimal` by splitting the shortest round-trip digits (Swift's `description`).
    static func plainDecimalFromDigits(_ value: Double) -> String {
        let isWhole = value == value.rounded(.towardZero)
        let shortest = "\(value.magnitude)"
        if !isWhole, !shortest.utf8.contains(UInt8(ascii: "e")) { return value < 0 ? "-" + shortest : shortest }
        let sign = value < 0 ? "-" : ""
        let parts = shortest.split(separator: "e", maxSplits: 1)
        let mantissa = parts[0]
        let exponent = parts.count == 2 ? Int(parts[1])! : 0
        let pieces = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = String(pieces[0])
        let fraction = pieces.count == 2 ? String(pieces[1]) : ""
        var digits = whole + fraction
        // The decimal point sits after `pointIndex` digits of `digits`.
        var pointIndex = whole.count + exponent
        if pointIndex <= 0 {
            digits = String(repeating: "0", count: 1 - pointIndex) + digits
            pointIndex = 1
        } else if pointIndex > digits.count {
            digits += String(repeating: "0", count: pointIndex - digits.count)
        }
        var integerPart = String(digits.prefix(pointIndex))
        var fractionPart = String(digits.dropFirst(pointIndex))
        while fractionPart.hasSuffix("0") { fractionPart.removeLast() }
        while integerPart.count > 1, integerPart.hasPrefix("0") { integerPart.removeFirst() }
        return sign + integerPart + (fractionPart.isEmpty ? "" : "." + fractionPart)
    }
}
