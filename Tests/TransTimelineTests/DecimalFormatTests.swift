// The number format: 6 places half away from zero on the shortest decimal, no exponent, no −0.

import XCTest

@testable import TransTimeline

final class DecimalFormatTests: XCTestCase {
    func format(_ value: Double) -> String? {
        DecimalFormat.string(value)
    }

    func testPlainNumbers() {
        XCTAssertEqual(format(0), "0")
        XCTAssertEqual(format(35), "35")
        XCTAssertEqual(format(-772), "-772")
        XCTAssertEqual(format(0.55), "0.55")
        XCTAssertEqual(format(0.1), "0.1")
        XCTAssertEqual(format(100), "100")
        XCTAssertEqual(format(-0.25), "-0.25")
    }

    func testRoundsToSixPlacesAndDropsTrailingZeros() {
        XCTAssertEqual(format(1.0 / 60), "0.016667")
        XCTAssertEqual(format(1.0 / 3), "0.333333")
        XCTAssertEqual(format(-732.5122297695045), "-732.51223")
        XCTAssertEqual(format(1234567.8900001), "1234567.89")
        XCTAssertEqual(format(0.3 - 0.1), "0.2")
        XCTAssertEqual(format(2.0000004), "2")
    }

    /// Half away from zero on the shortest decimal: 5e-7 is "5e-07", so it rounds up, although
    /// the binary double nearest 5e-7 lies a hair below it.
    func testHalfRoundsAwayFromZero() {
        XCTAssertEqual(format(0.0000005), "0.000001")
        XCTAssertEqual(format(-0.0000005), "-0.000001")
        XCTAssertEqual(format(0.0000015), "0.000002")
        XCTAssertEqual(format(0.0000025), "0.000003")
        XCTAssertEqual(format(0.1234565), "0.123457")
        XCTAssertEqual(format(0.00000049999), "0")
    }

    func testCarriesThroughNines() {
        XCTAssertEqual(format(999999.9999995), "1000000")
        XCTAssertEqual(format(0.9999996), "1")
        XCTAssertEqual(format(-9.9999999), "-10")
        XCTAssertEqual(format(0.0999999999), "0.1")
    }

    func testNegativeZeroAndNegativesThatRoundToZeroPrintAsZero() {
        XCTAssertEqual(format(-0.0), "0")
        XCTAssertEqual(format(-0.0000004), "0")
        XCTAssertEqual(format(-1e-300), "0")
    }

    func testTinyNumbersNeverUseAnExponent() {
        XCTAssertEqual(format(1e-7), "0")
        XCTAssertEqual(format(1e-6), "0.000001")
        XCTAssertEqual(format(1.5e-6), "0.000002")
        XCTAssertEqual(format(Double.leastNonzeroMagnitude), "0")
    }

    func testHugeNumbersPrintEveryDigit() {
        XCTAssertEqual(format(1e21), "1000000000000000000000")
        XCTAssertEqual(format(1.5e16), "15000000000000000")
        XCTAssertEqual(format(-2.5e22), "-25000000000000000000000")
        XCTAssertEqual(format(1e300), "1" + String(repeating: "0", count: 300))
        XCTAssertEqual(format(Double.greatestFiniteMagnitude), "17976931348623157" + String(repeating: "0", count: 292))
        XCTAssertEqual(format(Double(9_007_199_254_740_993 as Int64)), "9007199254740992")
    }

    /// A checked model never produces them; they must not crash, and print as nothing.
    func testNonFiniteNumbersHaveNoDecimalForm() {
        XCTAssertNil(format(.nan))
        XCTAssertNil(format(.infinity))
        XCTAssertNil(format(-.infinity))
    }

    /// The binary fast path (`roundedMillionths`) prints what the shortest decimal's digits
    /// print, on sample times, halves and near-halves, and a deterministic spread of values.
    func testFastPathAgreesWithTheDecimalDigits() {
        var values: [Double] = [0, 1e-7, 5e-7, 4.9999e-7, 0.1234565, 0.0000015, 9_999.9999995, 9_999.999999]
        for frame in 0..<2_000 { values += [Double(frame) / 60, Double(frame) / 1000, Double(frame) * 1.0000005] }
        for sevenths in 0..<20_000 { values.append(Double(sevenths) * 1e-7 + 0.5e-7 * Double(sevenths % 3)) }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<50_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(state >> 11) / Double(1 << 53)
            values.append(unit * [1, 10, 393, 852, 9_999][Int(state % 5)])
        }
        for value in values + values.map(-) {
            var fast: [UInt8] = []
            var exact: [UInt8] = []
            _ = DecimalFormat.append(value, to: &fast)
            DecimalFormat.appendExact(value, to: &exact)
            XCTAssertEqual(String(decoding: fast, as: UTF8.self), String(decoding: exact, as: UTF8.self), "\(value)")
        }
    }
}
