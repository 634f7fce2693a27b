// Values are not clamped: springs and overshooting Béziers go past TO (and before FROM).

import TransCurves
import TransModel
import TransTimeline
import XCTest

final class SpringOvershootTests: XCTestCase {
    func testUnderdampedSpringOvershootsTo() {
        let track = Fixtures.track(
            .alpha, Fixtures.number(0), Fixtures.number(1),
            timing: Fixtures.timing(.uiKitSpring(dampingRatio: 0.3, velocity: 0), duration: 0.8))
        let values = Fixtures.presentTracks(Fixtures.program(presenting: [track]))[0].samples.map { $0.values[0] }
        XCTAssertGreaterThan(values.max()!, 1.3)
        XCTAssertLessThan(values.dropFirst(10).min()!, 1)
    }

    func testDecreasingSpringUndershootsTo() {
        let spring = Spring(mass: 1, stiffness: 200, damping: 6, initialVelocity: 0)
        let track = Fixtures.track(
            .y, Fixtures.number(500), Fixtures.number(100),
            timing: Fixtures.timing(.physicalSpring(spring), duration: spring.settlingTime, durationIsWritten: false))
        let samples = Fixtures.presentTracks(Fixtures.program(presenting: [track]))[0].samples
        XCTAssertLessThan(samples.map { $0.values[0] }.min()!, 0)
        for sample in samples.dropLast() {
            XCTAssertEqual(sample.values[0], 500 + spring.progress(at: sample.time) * -400, accuracy: 1e-9)
        }
    }

    func testBezierAnticipationGoesBeforeFrom() {
        let curve = Curve.cubicBezier(CubicBezier(x1: 0.5, y1: -1, x2: 0.5, y2: 2))
        let track = Fixtures.track(
            .scale, Fixtures.number(1), Fixtures.number(2), timing: Fixtures.timing(curve, duration: 0.5))
        let values = Fixtures.presentTracks(Fixtures.program(presenting: [track]))[0].samples.map { $0.values[0] }
        XCTAssertLessThan(values.min()!, 1)
        XCTAssertGreaterThan(values.max()!, 2)
    }
}
