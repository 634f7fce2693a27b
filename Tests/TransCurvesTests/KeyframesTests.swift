// Tests for Keyframes.value(at:): linear and discrete filling, exact keys in every mode, clamping, totality.

import TransCurves
import XCTest

final class KeyframesTests: XCTestCase {
    static let times = [0, 0.2, 0.334, 0.7, 1]
    static let numbers: [[Double]] = [[0.7], [1.2], [-0.4], [0.9], [1]]
    static let frames: [[Double]] = [
        [35, 852, 323, 692], [35, 80, 323, 692], [0, 0, 393, 852], [10, -20, 300, 600], [35, 80, 323, 692],
    ]

    func testEveryModeHitsEveryKeyExactly() {
        for mode in KeyframeMode.allCases {
            for values in [Self.numbers, Self.frames] {
                let keyframes = Keyframes(mode: mode, times: Self.times, values: values)
                let keyTimes = mode == .paced ? Self.pacedTimes(values) : Self.times
                for (time, value) in zip(keyTimes, values) {
                    XCTAssertEqual(keyframes.value(at: time), value, "\(mode) t = \(time)")
                }
            }
        }
    }

    func testOutsideTheKeysClampsToTheEnds() {
        for mode in KeyframeMode.allCases {
            let keyframes = Keyframes(mode: mode, times: Self.times, values: Self.frames)
            XCTAssertEqual(keyframes.value(at: -0.3), Self.frames[0], "\(mode)")
            XCTAssertEqual(keyframes.value(at: 1.7), Self.frames[4], "\(mode)")
        }
    }

    func testLinearInterpolatesEachComponentBetweenNeighbours() {
        let keyframes = Keyframes(mode: .linear, times: [0, 0.25, 1], values: [[0, 10], [1, 20], [-2, 20]])
        XCTAssertEqual(keyframes.value(at: 0.125), [0.5, 15])
        XCTAssertEqual(keyframes.value(at: 0.625), [-0.5, 20])
    }

    func testDiscreteHoldsEachValueUntilTheNextKey() {
        let keyframes = Keyframes(mode: .discrete, times: Self.times, values: Self.numbers)
        XCTAssertEqual(keyframes.value(at: 0), [0.7])
        XCTAssertEqual(keyframes.value(at: 0.2.nextDown), [0.7])
        XCTAssertEqual(keyframes.value(at: 0.2), [1.2])
        XCTAssertEqual(keyframes.value(at: 0.5), [-0.4])
        XCTAssertEqual(keyframes.value(at: 1.nextDown), [0.9])
        XCTAssertEqual(keyframes.value(at: 1), [1])
    }

    /// Lists the checker would reject still give a value and never trap.
    func testMalformedListsStillAnswer() {
        for mode in KeyframeMode.allCases {
            XCTAssertEqual(Keyframes(mode: mode, times: [], values: []).value(at: 0.5), [])
            XCTAssertEqual(Keyframes(mode: mode, times: [0.3], values: [[4]]).value(at: 0.5), [4])
            let mismatched = Keyframes(mode: mode, times: [0, 0.5, 1], values: [[1], [2]])
            XCTAssertEqual(mismatched.value(at: 1), [2], "\(mode)")
            let unsorted = Keyframes(mode: mode, times: [0, 0.8, 0.4, 0.4, 1], values: [[0], [1], [2], [3], [4]])
            for u in stride(from: -0.1, through: 1.1, by: 0.05) {
                XCTAssert(unsorted.value(at: u).allSatisfy(\.isFinite), "\(mode) u = \(u)")
            }
            XCTAssertEqual(Keyframes(mode: mode, times: [0, 1], values: [[1, 2], [3]]).value(at: 1), [3])
        }
    }

    /// The times `paced` puts the keys at: cumulative Euclidean distance over the total.
    static func pacedTimes(_ values: [[Double]]) -> [Double] {
        var travelled = [0.0]
        for (from, to) in zip(values, values.dropFirst()) {
            let distance = zip(from, to).map { ($1 - $0) * ($1 - $0) }.reduce(0, +).squareRoot()
            travelled.append(travelled.last! + distance)
        }
        return travelled.map { $0 / travelled.last! }
    }
}
