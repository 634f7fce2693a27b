// `CubicKeysThroughZero.cubicFloor` computes `KeyframeTable.cubicFloor` without making the
// table: the rule samples a list only where the floor is below zero, so the two must agree
// bit for bit, on keys of one component and of four, and where key times repeat.
import TransCurves
import XCTest

@testable import TransChecker

final class CubicFloorTests: XCTestCase {
    func testTheFloorIsTheTablesOnRandomKeys() {
        var generator = SystemRandomNumberGenerator()
        for trial in 0..<3_000 {
            let width = trial % 2 == 0 ? 1 : 4
            let keyCount = Int.random(in: 1...7, using: &generator)
            var times = (0..<keyCount).map { _ in Double.random(in: 0...1, using: &generator) }.sorted()
            // Some lists repeat a time, where the table's floor gives no promise (−∞).
            if trial % 5 == 0, keyCount > 2 { times[1] = times[0] }
            let flat = (0..<(keyCount * width)).map { _ in Double.random(in: -0.5...2, using: &generator) }
            let table = KeyframeTable(mode: .cubic, times: times, values: flat, width: width)
            for component in 0..<width {
                let expected = table.cubicFloor(component: component)
                let found = CubicKeysThroughZero.cubicFloor(flat, times: times, width: width, component: component)
                XCTAssertEqual(found.bitPattern, expected.bitPattern, "\(times) \(flat) \(component)")
            }
        }
    }

    func testTheFloorOfTheSampleScaleAndOfOneThroughZero() {
        // The samples' `scale: keyframes(cubic) { 0: 0.8, 0.5: 1.1, 1: 1 }`, and corpus
        // sema/through-zero.trans's `{ 0.0: 0.2, 0.9: 0.05, 1.0: 2 }`, whose hull dips below zero.
        for (times, flat) in [([0, 0.5, 1.0], [0.8, 1.1, 1]), ([0, 0.9, 1.0], [0.2, 0.05, 2])] {
            let table = KeyframeTable(mode: .cubic, times: times, values: flat, width: 1)
            XCTAssertEqual(
                CubicKeysThroughZero.cubicFloor(flat, times: times, width: 1, component: 0),
                table.cubicFloor(component: 0))
        }
        let floor = CubicKeysThroughZero.cubicFloor([0.2, 0.05, 2], times: [0, 0.9, 1], width: 1, component: 0)
        XCTAssertLessThan(floor, 0)
    }
}
