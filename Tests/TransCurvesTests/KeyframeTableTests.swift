// KeyframeTable, the flat layout the timeline samples keyframes through: the same bits as
// Keyframes.value(at:) in every mode, at the keys, between them and outside 0…1.

import TransCurves
import XCTest

final class KeyframeTableTests: XCTestCase {
    private func tableValue(_ table: KeyframeTable, at u: Double) -> [Double] {
        [Double](unsafeUninitializedCapacity: table.width) { buffer, count in
            if let start = buffer.baseAddress { table.writeValue(at: u, to: start) }
            count = table.width
        }
    }

    private let lists: [(times: [Double], values: [[Double]])] = [
        ([0, 0.5, 1], [[0.8], [1.1], [1]]),
        (
            [0, 0.1, 0.1, 0.35, 0.9, 1],
            [[0, 1, 2, 3], [4, 2, 9, 1], [4, 2, 9, 1], [-3, 7, 0.5, 8], [2, 2, 2, 2], [1, 0, 1, 0]]
        ),
        ([0, 1], [[5], [5]]),
        ([0, 0.3, 1], [[2, 2], [2, 2], [2, 2]]),
        ([0], [[7]]),
    ]

    func testAgreesWithKeyframesBitForBitInEveryMode() {
        let us = (-4...1004).map { Double($0) / 1000 } + [0.1, 0.35, 0.9, 1, 0, .nan, -.infinity]
        for mode in KeyframeMode.allCases {
            for (times, values) in lists {
                let keyframes = Keyframes(mode: mode, times: times, values: values)
                let table = KeyframeTable(keyframes)
                XCTAssertEqual(table.width, values[0].count)
                for u in us {
                    let expected = keyframes.value(at: u), actual = tableValue(table, at: u)
                    XCTAssertEqual(actual.map(\.bitPattern), expected.map(\.bitPattern), "\(mode) \(times) at \(u)")
                }
            }
        }
    }

    func testNoKeysGiveNoValue() {
        let table = KeyframeTable(Keyframes(mode: .cubic, times: [], values: []))
        XCTAssertEqual(table.width, 0)
        XCTAssertEqual(tableValue(table, at: 0.5), [])
    }
}
