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
}
