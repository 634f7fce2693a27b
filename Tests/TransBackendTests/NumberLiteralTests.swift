// NumberLiteral: shortest round-trip plain decimals, never an exponent.
import TransTestSupport
import XCTest

@testable import TransBackend

final class NumberLiteralTests: XCTestCase {
    func testPlainShortestDecimals() {
        XCTAssertEqual(NumberLiteral.swift(300), "300")
        XCTAssertEqual(NumberLiteral.swift(0.4), "0.4")
        XCTAssertEqual(NumberLiteral.swift(-0.002), "-0.002")
        XCTAssertEqual(NumberLiteral.swift(0.1 + 0.2), "0.30000000000000004")
        XCTAssertEqual(NumberLiteral.swift(1e-5), "0.00001")
        XCTAssertEqual(NumberLiteral.swift(1.5e-7), "0.00000015")
        XCTAssertEqual(NumberLiteral.swift(123456.789), "123456.789")
        XCTAssertEqual(NumberLiteral.swift(2.5e10), "25000000000")
    }

    func testNegativeZeroIsZero() {
        XCTAssertEqual(NumberLiteral.swift(-0.0), "0")
    }

    func testHugeIntegersStayFloatLiterals() {
        XCTAssertEqual(NumberLiteral.swift(1e20), "100000000000000000000.0")
        XCTAssertEqual(NumberLiteral.swift(-1e16), "-10000000000000000.0")
        XCTAssertEqual(NumberLiteral.swift(1e15 - 1), "999999999999999")
    }

    func testNonFiniteValuesAreNamed() {
        XCTAssertEqual(NumberLiteral.swift(.infinity), "CGFloat.infinity")
        XCTAssertEqual(NumberLiteral.swift(-.infinity), "-CGFloat.infinity")
        XCTAssertEqual(NumberLiteral.swift(.nan), "CGFloat.nan")
    }

    func testEveryLiteralReadsBack() {
        var random = SeededRandom(seed: 13)
        for _ in 0..<2000 {
            let value =
                Double(bitPattern: random.next() & 0x7FEF_FFFF_FFFF_FFFF) * (Bool.random(using: &random) ? 1 : -1)
            let text = NumberLiteral.plainDecimal(value)
            XCTAssertFalse(text.contains("e"), text)
            XCTAssertEqual(Double(text), value, text)
        }
    }
}

final class NumberLiteralFastPathTests: XCTestCase {
    /// Whole numbers and short decimals (what generated code holds) come out as the digit
    /// rules of `plainDecimal` say, on the paths that skip the text splitting.
    func testWholeNumbersAndShortDecimals() {
        XCTAssertEqual(NumberLiteral.plainDecimal(-12), "-12")
        XCTAssertEqual(NumberLiteral.plainDecimal(999_999_999_999_999), "999999999999999")
        XCTAssertEqual(NumberLiteral.plainDecimal(-0.45), "-0.45")
        XCTAssertEqual(NumberLiteral.plainDecimal(1e15), "1000000000000000")
        XCTAssertEqual(NumberLiteral.plainDecimal(0.0001), "0.0001")
        for k in -20_000...20_000 {
            for scale in [1.0, 10, 100, 1000] {
                let value = Double(k) / scale
                let text = NumberLiteral.plainDecimal(value)
                XCTAssertEqual(Double(text), value, text)
                XCTAssertFalse(text.hasSuffix(".0") || text.hasSuffix("."), text)
                XCTAssertFalse(text.hasPrefix("0") && text.count > 1 && !text.hasPrefix("0."), text)
            }
        }
    }

    /// Numbers of up to 9 decimals (`shortDecimal`) come out as the shortest round-trip digits
    /// say (`plainDecimalFromDigits`), and the fast path answers for every one below 10^6.
    func testShortDecimalsAreTheShortestDigits() {
        var random = SeededRandom(seed: 9)
        var scale = 1.0
        for _ in 1...9 {
            scale *= 10
            for _ in 0..<3000 {
                let limit = Int64(1e6 * scale) - 1
                let value = Double(Int64.random(in: -limit...limit, using: &random)) / scale
                XCTAssertEqual(
                    NumberLiteral.plainDecimal(value), NumberLiteral.plainDecimalFromDigits(value), "\(value)")
                if value != value.rounded(.towardZero) {
                    XCTAssertNotNil(NumberLiteral.shortDecimal(value), "\(value)")
                }
            }
        }
        for _ in 0..<20000 {
            let value =
                Double.random(in: -1e6...1e6, using: &random) / [1, 1e3, 1e7][Int.random(in: 0...2, using: &random)]
            XCTAssertEqual(NumberLiteral.plainDecimal(value), NumberLiteral.plainDecimalFromDigits(value), "\(value)")
        }
        for value in [0.1 + 0.2, 1e-9, 1.5e-7, 0.000123, 999_999.999_999_999, 0.45, 2.0 / 3, 0.3] {
            XCTAssertEqual(NumberLiteral.plainDecimal(value), NumberLiteral.plainDecimalFromDigits(value), "\(value)")
        }
    }
}
