// The implicit dimming fade: last track, with the phase's own timing (a spring may overshoot).

import TransModel
import TransTimeline
import XCTest

final class DimmingFadeTests: XCTestCase {
    func testFadeIsTheLastTrackAndFollowsThePhaseCurve() {
        let phases = TimelineEvaluator.evaluate(Fixtures.card).transitions[0].phases
        for (phase, from, to) in [(phases[0], 0.0, 0.4), (phases[1], 0.4, 0.0)] {
            let frame = phase.tracks[0], fade = phase.tracks[phase.tracks.count - 1]
            XCTAssertEqual(fade.target, .dimming)
            XCTAssertEqual(fade.property, .alpha)
            XCTAssertEqual(fade.samples.first?.values, [from])
            XCTAssertEqual(fade.samples.last?.values, [to])
            XCTAssertEqual(fade.samples.map(\.time), frame.samples.map(\.time))
            // The frame's y moves by ±852 (present) or 782 (dismiss) on the same spring.
            let (startY, distance) = phase.kind == .present ? (-772.0, 852.0) : (80.0, 782.0)
            for (fadeSample, frameSample) in zip(fade.samples, frame.samples) {
                let progress = (frameSample.values[1] - startY) / distance
                XCTAssertEqual(fadeSample.values[0], from + progress * (to - from), accuracy: 1e-9)
            }
        }
    }

    /// card.trans's spring (ζ = 0.7) overshoots, and the fade with it: alpha passes 0.4.
    func testFadeOvershootsWithASpring() {
        let fade = TimelineEvaluator.evaluate(Fixtures.card).transitions[0].phases[0].tracks[1]
        XCTAssertGreaterThan(fade.samples.map { $0.values[0] }.max()!, 0.4)
    }
}
