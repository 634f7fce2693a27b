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
        if !plain.contains("."), plain.filter(\.isNumber).count >= 16 { return plain + ".0" }
        return plain
    }

    /// `value`'s shortest round-trip digits (Swift's `description`) with the exponent
    /// expanded and a trailing `.0` dropped.
    public static func plainDecimal(_ value: Double) -> String {
        // The usual cases without splitting text (issue 13): a whole number below 10^15 is its
        // integer's digits, and a fraction's shortest form without exponent is already plain.
        // (Larger whole numbers print as `1000000000000000.0` and take the general path.)
        let isWhole = value == value.rounded(.towardZero)
        if isWhole, value.magnitude < 1e15 { return String(Int64(value)) }
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
