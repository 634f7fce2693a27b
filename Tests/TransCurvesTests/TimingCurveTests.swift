// Tests for TimingCurve: exact ends, Béziers over the share of the duration, springs in real time.

import TransCurves
import XCTest

final class TimingCurveTests: XCTestCase {
    static let curves: [TimingCurve] = [
        .bezier(.linear), .bezier(.easeInOut), .bezier(CubicBezier(x1: 0.5, y1: -1, x2: 0.5, y2: 2)),
        .spring(Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)),
        .spring(Spring(mass: 1, stiffness: 40, damping: 1, initialVelocity: 20)),
        .spring(Spring(mass: 1, stiffness: 100, damping: 60, initialVelocity: -5)),
    ]

    func testExactlyZeroAtTheStartAndOneAtTheEnd() {
        for curve in Self.curves {
            for duration in [0.1, 0.35, 1, 2.5] {
                XCTAssertEqual(curve.progress(elapsed: 0, duration: duration), 0, "\(curve)")
                XCTAssertEqual(curve.progress(elapsed: -0.2, duration: duration), 0, "\(curve)")
                XCTAssertEqual(curve.progress(elapsed: duration, duration: duration), 1, "\(curve)")
                XCTAssertEqual(curve.progress(elapsed: duration + 0.2, duration: duration), 1, "\(curve)")
            }
        }
    }

    func testBezierWarpsTheShareOfTheDuration() {
        let curve = CubicBezier.easeInOut
        for k in 1..<30 {
            let elapsed = Double(k) / 60
            XCTAssertEqual(
                TimingCurve.bezier(curve).progress(elapsed: elapsed, duration: 0.5),
                curve.progress(at: elapsed / 0.5))
        }
    }

    /// A spring ignores the duration until it is cut off there (WebKit's 512 px of 500 at 0.25 s).
    func testSpringRunsInRealTimeAndIsCutOff() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        for duration in [0.3, 1, 4] {
            XCTAssertEqual(
                500 * TimingCurve.spring(spring).progress(elapsed: 0.25, duration: duration), 512, accuracy: 5)
        }
        XCTAssertEqual(TimingCurve.spring(spring).progress(elapsed: 0.5, duration: 0.5), 1)
        XCTAssertNotEqual(spring.progress(at: 0.5), 1)
    }
}
