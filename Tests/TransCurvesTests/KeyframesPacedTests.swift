// Tests for paced keyframes: keys respaced by the distance between values.

import TransCurves
import XCTest

final class KeyframesPacedTests: XCTestCase {
    /// 0 → 10 → 40 travels 10 then 30: the middle key moves to a quarter, whatever its time.
    func testNumbersAreSpacedByAbsoluteDifference() {
        let keyframes = Keyframes(mode: .paced, times: [0, 0.9, 1], values: [[0], [10], [40]])
        XCTAssertEqual(keyframes.value(at: 0.125)[0], 5, accuracy: 1e-12)
        XCTAssertEqual(keyframes.value(at: 0.25)[0], 10, accuracy: 1e-12)
        XCTAssertEqual(keyframes.value(at: 0.625)[0], 25, accuracy: 1e-12)
        let backAndForth = Keyframes(mode: .paced, times: [0, 0.5, 1], values: [[0], [-10], [10]])
        XCTAssertEqual(backAndForth.value(at: 1.0 / 3)[0], -10, accuracy: 1e-12)
        XCTAssertEqual(backAndForth.value(at: 2.0 / 3)[0], 0, accuracy: 1e-12)
    }

    /// Frames travel 5 (a 3-4-5 move) then 12 (a height change): the middle key lands at 5/17.
    func testFramesAreSpacedByEuclideanDistance() {
        let keyframes = Keyframes(
            mode: .paced, times: [0, 0.5, 1], values: [[0, 0, 100, 100], [3, 4, 100, 100], [3, 4, 100, 112]])
        let value = keyframes.value(at: 5.0 / 34)
        for (component, expected) in zip(value, [1.5, 2, 100, 100]) {
            XCTAssertEqual(component, expected, accuracy: 1e-12)
        }
        XCTAssertEqual(keyframes.value(at: 11.0 / 17)[3], 106, accuracy: 1e-12)
    }

    func testZeroTotalDistanceHoldsTheValue() {
        let keyframes = Keyframes(mode: .paced, times: [0, 0.4, 1], values: [[2, 3], [2, 3], [2, 3]])
        for u in stride(from: -0.5, through: 1.5, by: 0.1) {
            XCTAssertEqual(keyframes.value(at: u), [2, 3])
        }
    }

    /// A repeated value is a zero-length stretch: nothing divides by zero.
    func testRepeatedValueIsAZeroLengthStretch() {
        let keyframes = Keyframes(mode: .paced, times: [0, 0.3, 0.6, 1], values: [[0], [4], [4], [8]])
        XCTAssertEqual(keyframes.value(at: 0.5), [4])
        XCTAssertEqual(keyframes.value(at: 0.75)[0], 6, accuracy: 1e-12)
    }
}
