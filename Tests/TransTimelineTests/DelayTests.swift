// Delays: a track holds FROM until its delay, moves, then holds TO to the phase's end.

import TransModel
import TransTimeline
import XCTest

final class DelayTests: XCTestCase {
    func testHoldsFromUntilTheDelayAndToAfterItsEnd() {
        let late = Fixtures.track(
            .alpha, Fixtures.number(0), Fixtures.number(1),
            timing: Fixtures.timing(.linear, duration: 0.3, delay: 0.2))
        let early = Fixtures.track(
            .scale, Fixtures.number(1), Fixtures.number(2),
            timing: Fixtures.timing(.linear, duration: 0.25))
        let phase = TimelineEvaluator.evaluate(Fixtures.program(presenting: [late, early])).transitions[0].phases[0]
        XCTAssertEqual(phase.duration, 0.5)
        for sample in phase.tracks[0].samples {
            if sample.time <= 0.2 {
                XCTAssertEqual(sample.values, [0], "t = \(sample.time)")
            } else {
                XCTAssertEqual(sample.values[0], (sample.time - 0.2) / 0.3, accuracy: 1e-9, "t = \(sample.time)")
            }
        }
        for sample in phase.tracks[1].samples where sample.time >= 0.25 {
            XCTAssertEqual(sample.values, [2], "t = \(sample.time)")
        }
    }

    /// A spring with a delay starts its real-time clock at the delay.
    func testSpringClockStartsAtTheDelay() {
        let curve = Curve.uiKitSpring(dampingRatio: 0.6, velocity: 0)
        let immediate = Fixtures.track(
            .y, Fixtures.number(0), Fixtures.number(100), timing: Fixtures.timing(curve, duration: 0.5))
        let delayed = Fixtures.track(
            .y, Fixtures.number(0), Fixtures.number(100), timing: Fixtures.timing(curve, duration: 0.5, delay: 0.25))
        let options = TimelineOptions(fps: 40)
        let now = Fixtures.presentTracks(Fixtures.program(presenting: [immediate]), options: options)[0].samples
        let later = Fixtures.presentTracks(Fixtures.program(presenting: [delayed]), options: options)[0].samples
        for k in 0...20 {
            XCTAssertEqual(later[k + 10].values[0], now[k].values[0], accuracy: 1e-9, "k = \(k)")
        }
    }
}
