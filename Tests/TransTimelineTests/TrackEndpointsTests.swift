// Every curve kind starts exactly at FROM and ends exactly at TO.

import TransCurves
import TransModel
import TransTimeline
import XCTest

final class TrackEndpointsTests: XCTestCase {
    static let spring = Spring(mass: 1, stiffness: 300, damping: 20, initialVelocity: 0)

    /// Each curve with the duration a track would have (a self-timed spring's settling time).
    static let curves: [(Curve, duration: Double)] = [
        (.linear, 0.37), (.easeIn, 0.37), (.easeOut, 0.37), (.easeInOut, 0.37),
        (.cubicBezier(CubicBezier(x1: 0.5, y1: -1, x2: 0.5, y2: 2)), 0.37),
        (.uiKitSpring(dampingRatio: 0.5, velocity: 2), 0.37),
        (.physicalSpring(spring), 0.2),
        (.physicalSpring(spring), spring.settlingTime),
        (
            .bounceSpring(duration: 0.4, bounce: 0.3, velocity: 0),
            Spring.swiftUI(duration: 0.4, bounce: 0.3, initialVelocity: 0).settlingTime
        ),
    ]

    func testFromExactlyAtTheStartAndToExactlyAtTheEnd() {
        let from = Fixtures.rect(0.1, -3.7, 10, 20), to = Fixtures.rect(7.3, 0.7, 11.1, 0.3)
        for (curve, duration) in Self.curves {
            for delay in [0, 0.7] {
                let frame = Fixtures.track(
                    .frame, .frame(from), .frame(to), timing: Fixtures.timing(curve, duration: duration, delay: delay))
                let alpha = Fixtures.track(
                    .alpha, Fixtures.number(0.1), Fixtures.number(0.7),
                    timing: Fixtures.timing(curve, duration: duration, delay: delay))
                let tracks = Fixtures.presentTracks(Fixtures.program(presenting: [frame, alpha]))
                XCTAssertEqual(tracks[0].samples.first?.values, [0.1, -3.7, 10, 20], "\(curve)")
                XCTAssertEqual(tracks[0].samples.last?.values, [7.3, 0.7, 11.1, 0.3], "\(curve)")
                XCTAssertEqual(tracks[1].samples.first?.values, [0.1], "\(curve)")
                XCTAssertEqual(tracks[1].samples.last?.values, [0.7], "\(curve)")
                XCTAssertEqual(tracks[0].samples.last?.time, delay + duration, "\(curve)")
            }
        }
    }

    /// 0.7 + 0.1 is 0.7999999999999999 and (0.7 + 0.1) − 0.7 is below 0.1: the end sample is
    /// still exactly TO, not the curve a rounding step before its end.
    func testToExactlyAtTheEndWhenDelayPlusDurationRounds() {
        let track = Fixtures.track(
            .alpha, Fixtures.number(0.1), Fixtures.number(0.7),
            timing: Fixtures.timing(.uiKitSpring(dampingRatio: 0.2, velocity: 0), duration: 0.1, delay: 0.7))
        XCTAssertLessThan((0.7 + 0.1) - 0.7, 0.1)
        XCTAssertEqual(Fixtures.presentTracks(Fixtures.program(presenting: [track]))[0].samples.last?.values, [0.7])
    }

    /// A Bézier's value is FROM + y(x) · (TO − FROM) with x the share of the duration.
    func testBezierValueFollowsTheCurve() {
        let curve = CubicBezier(x1: 0.3, y1: 0.1, x2: 0.2, y2: 1.4)
        let track = Fixtures.track(
            .x, Fixtures.number(-50), Fixtures.number(150),
            timing: Fixtures.timing(.cubicBezier(curve), duration: 0.6))
        for sample in Fixtures.presentTracks(Fixtures.program(presenting: [track]))[0].samples {
            XCTAssertEqual(sample.values[0], -50 + curve.progress(at: sample.time / 0.6) * 200, accuracy: 1e-9)
        }
    }
}
