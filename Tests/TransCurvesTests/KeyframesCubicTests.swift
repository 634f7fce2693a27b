// Tests for cubic keyframes: the Hermite spline's reproduction, smoothness and tangent rules.

import TransCurves
import XCTest

final class KeyframesCubicTests: XCTestCase {
    /// Keys on a straight line give straight-line tangents, so the spline is that line.
    func testReproducesLinesOnUnevenKeys() {
        let times = [0, 0.1, 0.45, 0.5, 1]
        let keyframes = Keyframes(mode: .cubic, times: times, values: times.map { [3 - 7 * $0, 2 * $0] })
        for u in stride(from: 0.0, through: 1, by: 0.01) {
            let value = keyframes.value(at: u)
            XCTAssertEqual(value[0], 3 - 7 * u, accuracy: 1e-12)
            XCTAssertEqual(value[1], 2 * u, accuracy: 1e-12)
        }
    }

    /// With even spacing the central difference is a parabola's exact slope, so between
    /// interior keys the spline is the parabola itself (the Catmull–Rom property).
    func testReproducesParabolasBetweenInteriorKeys() {
        let times = (0...5).map { Double($0) / 5 }
        let keyframes = Keyframes(mode: .cubic, times: times, values: times.map { [$0 * $0 - $0] })
        for u in stride(from: 0.2, through: 0.8, by: 0.01) {
            XCTAssertEqual(keyframes.value(at: u)[0], u * u - u, accuracy: 1e-12)
        }
    }

    /// Continuous slope across every interior key (one-sided difference quotients agree).
    func testSlopeIsContinuousAtInteriorKeys() {
        let keyframes = Keyframes(mode: .cubic, times: KeyframesTests.times, values: KeyframesTests.numbers)
        let h = 1e-7
        for time in KeyframesTests.times.dropFirst().dropLast() {
            let left = (keyframes.value(at: time)[0] - keyframes.value(at: time - h)[0]) / h
            let right = (keyframes.value(at: time + h)[0] - keyframes.value(at: time)[0]) / h
            XCTAssertEqual(left, right, accuracy: 1e-4, "t = \(time)")
        }
    }

    /// The end tangents are one-sided differences: with two keys the spline is a straight line,
    /// and at the first key of (0, 0), (½, 1), (1, 0) the slope is 2.
    func testEndTangentsAreOneSided() {
        let two = Keyframes(mode: .cubic, times: [0, 1], values: [[2], [5]])
        XCTAssertEqual(two.value(at: 0.3)[0], 2.9, accuracy: 1e-12)
        let peak = Keyframes(mode: .cubic, times: [0, 0.5, 1], values: [[0], [1], [0]])
        XCTAssertEqual(peak.value(at: 1e-7)[0] / 1e-7, 2, accuracy: 1e-5)
        XCTAssertEqual(peak.value(at: 0.5 + 1e-7)[0], 1, accuracy: 1e-12)
    }

    /// The Bézier hull's floor lies below every sample of the spline, and is not so loose that
    /// keys which stay well above zero need sampling (the benchmark's `0.8, 1.1, 1`).
    func testCubicFloorBoundsEverySample() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        for _ in 0..<300 {
            let count = 2 + Int(next() * 5)
            let times = (0..<count).map { Double($0) / Double(count - 1) }
            let values = (0..<count).map { _ in [next() * 400, next() * 2 - 0.5] }
            let keyframes = Keyframes(mode: .cubic, times: times, values: values)
            let flat = values.flatMap { $0 }
            let floor = (0..<2).map { KeyframeTable.cubicFloor(values: flat, times: times, width: 2, component: $0) }
            for step in 0...2000 {
                let value = keyframes.value(at: Double(step) / 2000)
                XCTAssertGreaterThanOrEqual(value[0], floor[0] - 1e-9)
                XCTAssertGreaterThanOrEqual(value[1], floor[1] - 1e-9)
            }
        }
        // The samples' `scale: keyframes(cubic) { 0: 0.8, 0.5: 1.1, 1: 1 }` stays above zero; corpus
        // sema/through-zero.trans's `{ 0.0: 0.2, 0.9: 0.05, 1.0: 2 }` has a hull below it, and
        // repeated key times give no promise.
        XCTAssertGreaterThan(
            KeyframeTable.cubicFloor(values: [0.8, 1.1, 1], times: [0, 0.5, 1], width: 1, component: 0), 0)
        XCTAssertLessThan(
            KeyframeTable.cubicFloor(values: [0.2, 0.05, 2], times: [0, 0.9, 1], width: 1, component: 0), 0)
        XCTAssertEqual(
            KeyframeTable.cubicFloor(values: [1, 2, 3], times: [0, 0, 1], width: 1, component: 0), -.infinity)
        XCTAssertEqual(KeyframeTable.cubicFloor(values: [], times: [], width: 1, component: 0), .infinity)
    }
}
