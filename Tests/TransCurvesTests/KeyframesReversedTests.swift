// Tests for Keyframes.reversed(): the mirror a reversed phase plays.

import TransCurves
import XCTest

final class KeyframesReversedTests: XCTestCase {
    func testMirrorsTimesAndKeepsValuesAndMode() {
        let keyframes = Keyframes(mode: .cubic, times: [0, 0.25, 1], values: [[1], [2], [3]])
        XCTAssertEqual(keyframes.reversed(), Keyframes(mode: .cubic, times: [0, 0.75, 1], values: [[3], [2], [1]]))
    }

    /// Twice reversed is the original wherever 1 − t is exact (binary fractions, t ≥ ½).
    func testTwiceReversedIsTheOriginal() {
        for mode in KeyframeMode.allCases {
            let keyframes = Keyframes(
                mode: mode, times: [0, 0.125, 0.375, 0.6, 0.9, 1],
                values: [[0, 1], [2, 3], [4, 5], [6, 7], [8, 9], [1, 0]])
            XCTAssertEqual(keyframes.reversed().reversed(), keyframes)
        }
    }

    /// Decimal key times below ½ can come back one rounding step off (1 − (1 − 0.1) ≠ 0.1).
    func testTwiceReversedDecimalTimesAreWithinARounding() {
        let keyframes = Keyframes(mode: .linear, times: KeyframesTests.times, values: KeyframesTests.numbers)
        let twice = keyframes.reversed().reversed()
        XCTAssertEqual(twice.values, keyframes.values)
        for (time, original) in zip(twice.times, keyframes.times) {
            XCTAssertEqual(time, original, accuracy: 1e-15)
        }
    }

    /// Played forward, the mirror is the original played backward (not for discrete, which
    /// holds each value forward in time).
    func testReversedPlaysTheOriginalBackward() {
        for mode in [KeyframeMode.linear, .paced, .cubic] {
            let keyframes = Keyframes(mode: mode, times: KeyframesTests.times, values: KeyframesTests.frames)
            let mirror = keyframes.reversed()
            for u in stride(from: 0.0, through: 1, by: 0.01) {
                for (a, b) in zip(mirror.value(at: u), keyframes.value(at: 1 - u)) {
                    XCTAssertEqual(a, b, accuracy: 1e-9, "\(mode) u = \(u)")
                }
            }
        }
    }

    func testUnsortedTimesComeBackSorted() {
        let mirror = Keyframes(mode: .linear, times: [0, 0.75, 0.5, 1], values: [[0], [1], [2], [3]]).reversed()
        XCTAssertEqual(mirror.times, [0, 0.25, 0.5, 1])
        XCTAssertEqual(mirror.values, [[3], [1], [2], [0]])
    }
}
