// Numbers as the timeline prints them: plain decimal, rounded to 6 places, never an exponent.

import TransBackend

/// The timeline's number format.
///
/// A number's decimal value is the shortest decimal that reads back as the same `Double`
/// (Swift's `description`: 0.1 is "0.1", 5e-7 is "5e-07"). That decimal is rounded to 6
/// places, half away from zero, then printed in plain notation with trailing zeros and a
/// trailing point removed; a result of zero prints as `0`, never `-0`. No exponent is ever
/// printed: 1e21 is `1000000000000000000000`, 1e-7 is `0`. The arithmetic is on the decimal
/// digits in integers, so the same number always gives the same text on every platform.
enum DecimalFormat {
    /// `value` in the timeline's format; nil for NaN and the infinities, which a checked
    /// program never produces (the renderers print them as JSON `null` and an empty CSV cell).
    static func string(_ value: Double) -> String? {
        var bytes: [UInt8] = []
        guard append(value, to: &bytes) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `value` in the timeline's format to `output`, without building a string; false,
    /// appending nothing, for NaN and the infinities.
    static func append(_ value: Double, to output: inout [UInt8]) -> Bool {
        guard value.isFinite else { return false }
        if let millionths = roundedMillionths(value.magnitude) {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumMillionthsLength) { buffer in
                let length = writeMillionths(millionths, negative: value < 0, to: buffer.baseAddress!)
                output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<length]))
            }
            return true
        }
        appendExact(value, to: &output)
        return true
    }

    /// Appends `value` to `buffer` as `append(_:to:)` does (the JSON writer formats millions of
    /// samples); false, appending nothing, for NaN and the infinities.
    static func append(_ value: Double, to buffer: ByteBuffer) -> Bool {
        guard value.isFinite else { return false }
        if let millionths = roundedMillionths(value.magnitude) {
            buffer.write(maximum: maximumMillionthsLength) { writeMillionths(millionths, negative: value < 0, to: $0) }
            return true
        }
        var exact: [UInt8] = []
        appendExact(value, to: &exact)
        exact.withUnsafeBufferPointer { buffer.append($0) }
        return true
    }

    /// `magnitude` rounded to millionths, half up, straight from binary arithmetic, when that
    /// agrees with rounding its shortest decimal: below 10⁴ the shortest decimal and the
    /// computed product lie within 3·10⁻⁶ millionths of the exact one, so any product whose
    /// fraction is further than 10⁻⁵ from a half rounds the same way. Nil near a half, where
    /// only the decimal digits decide.
    static func roundedMillionths(_ magnitude: Double) -> UInt64? {
        guard magnitude < 10_000 else { return nil }
        let scaled = magnitude * 1_000_000
        let whole = scaled.rounded(.down)
        let fraction = scaled - whole
        guard abs(fraction - 0.5) > 1e-5 else { return nil }
        return UInt64(whole) + (fraction > 0.5 ? 1 : 0)
    }

    /// The longest text `writeMillionths` writes: a sign, 20 integer digits (`UInt64.max`), a
    /// point and 6 places.
    static let maximumMillionthsLength = 28

    /// Writes `millionths` / 10⁶ in plain notation at `output` and returns its length: no
    /// trailing zeros, no point without a fraction, `0` (never `-0`) for zero. The length is
    /// worked out first, then the digits are stored from the last one back.
    static func writeMillionths(
        _ millionths: UInt64, negative: Bool, to output: UnsafeMutablePointer<UInt8>
    ) -> Int {
        guard millionths != 0 else {
            output[0] = UInt8(ascii: "0")
            return 1
        }
        var (integer, fraction) = millionths.quotientAndRemainder(dividingBy: 1_000_000)
        var places = 0
        if fraction != 0 {
            places = 6
            while fraction % 10 == 0 {
                fraction /= 10
                places -= 1
            }
        }
        var integerDigits = 1
        var rest = integer / 10
        while rest > 0 {
            integerDigits += 1
            rest /= 10
        }
        let length = (negative ? 1 : 0) + integerDigits + (places > 0 ? 1 + places : 0)
        var position = length
        for _ in 0..<places {
            position -= 1
            output[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: fraction % 10)
            fraction /= 10
        }
        if places > 0 {
            position -= 1
            output[position] = UInt8(ascii: ".")
        }
        for _ in 0..<integerDigits {
            position -= 1
            output[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: integer % 10)
            integer /= 10
        }
        if negative { output[0] = UInt8(ascii: "-") }
        return length
    }

    /// As `append`, always through the shortest decimal's digits.
    static func appendExact(_ value: Double, to output: inout [UInt8]) {
        var decimal = Decimal(shortestOf: value.magnitude)
        decimal.round(toPlaces: 6)
        guard decimal.significand != 0 else { return output.append(UInt8(ascii: "0")) }
        decimal.writePlainText(negative: value < 0, to: &output)
    }
}

/// A non-negative decimal `significand × 10^exponent`.
private struct Decimal {
    private(set) var significand: UInt64
    private var exponent: Int

    /// Reads Swift's shortest round-trip spelling of a finite, non-negative `value`
    /// ("123.45", "100.0", "1e-07", "1.5e+300"): at most 17 significant digits and 18 digits
    /// before any exponent, so the significand fits (digits past 10¹⁸ would only be zeros).
    init(shortestOf value: Double) {
        significand = 0
        exponent = 0
        var isFraction = false, inExponent = false, exponentIsNegative = false
        var writtenExponent = 0
        for character in value.description.utf8 {
            switch character {
            case UInt8(ascii: "."):
                isFraction = true
            case UInt8(ascii: "e"):
                inExponent = true
            case UInt8(ascii: "-"):
                exponentIsNegative = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = character - UInt8(ascii: "0")
                if inExponent {
                    writtenExponent = writtenExponent * 10 + Int(digit)
                } else if significand < 1_000_000_000_000_000_000 {
                    significand = significand * 10 + UInt64(digit)
                    if isFraction { exponent -= 1 }
                } else if !isFraction {
                    exponent += 1
                }
            default:
                break
            }
        }
        exponent += exponentIsNegative ? -writtenExponent : writtenExponent
    }

    /// Rounds to `places` digits after the point, half away from zero (the value is
    /// non-negative, so half up), then drops trailing zeros.
    mutating func round(toPlaces places: Int) {
        let dropped = -places - exponent
        if dropped > 19 {
            // significand < 10¹⁹: less than a tenth of the last place kept.
            significand = 0
        } else if dropped > 0 {
            var divisor: UInt64 = 1
            for _ in 0..<dropped { divisor *= 10 }
            let (quotient, remainder) = significand.quotientAndRemainder(dividingBy: divisor)
            significand = remainder >= divisor - remainder ? quotient + 1 : quotient
            exponent = -places
        }
        guard significand != 0 else { return }
        while significand % 10 == 0 {
            significand /= 10
            exponent += 1
        }
    }

    /// Appends plain notation, `-` first when `negative`: the integer digits (at least "0"),
    /// then a point and the fraction digits when there are any.
    func writePlainText(negative: Bool, to output: inout [UInt8]) {
        var digitCount = 0
        var rest = significand
        repeat {
            digitCount += 1
            rest /= 10
        } while rest > 0
        let integerDigits = max(digitCount + exponent, 1)
        let fractionDigits = max(-exponent, 0)
        let length = (negative ? 1 : 0) + integerDigits + (fractionDigits > 0 ? 1 + fractionDigits : 0)
        let start = output.count
        output.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: length))
        // From the last character back: one digit per power of ten, lowest power first, the
        // point between 10⁻¹ and 10⁰. Powers below the exponent are the zeros of an integer;
        // once the significand runs out, its digits are the leading zeros.
        var position = start + length
        var remaining = significand
        for power in -fractionDigits..<integerDigits {
            if power == 0, fractionDigits > 0 {
                position -= 1
                output[position] = UInt8(ascii: ".")
            }
            var digit: UInt64 = 0
            if power >= exponent {
                (remaining, digit) = remaining.quotientAndRemainder(dividingBy: 10)
            }
            position -= 1
            output[position] = UInt8(ascii: "0") + UInt8(digit)
        }
        if negative { output[start] = UInt8(ascii: "-") }
    }
}
