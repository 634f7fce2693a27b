// `dismiss: reverse`: the present tracks with FROM and TO swapped play the present phase backward.

import TransCurves
import TransModel
import TransTimeline
import XCTest

final class ReversedPhaseTests: XCTestCase {
    /// The reversal the checker builds: FROM and TO swapped, keyframes mirrored, timing kept.
    static func reversed(_ track: Track) -> Track {
        var reversed = track
        switch track.animation {
        case .fromTo(let from, let to):
            reversed.animation = .fromTo(to, from)
        case .keyframes(let mode, let times, let values):
            let keys = zip(times, values).reversed().map { (time: 1 - $0.0, value: $0.1) }
            reversed.animation = .keyframes(mode: mode, times: keys.map(\.time), values: keys.map(\.value))
        }
        return reversed
    }

    static func timeline(_ track: Track) -> [PhaseTimeline] {
        let program = Fixtures.program([
            Fixtures.transition(
                "T", present: Fixtures.phase(.present, [track]),
                dismiss: Fixtures.phase(.dismiss, [reversed(track)], origin: .reversed)
            )
        ])
        return TimelineEvaluator.evaluate(program).transitions[0].phases
    }

    /// v_rev(t) = v(d − t) for a curve symmetric about its middle (linear, easeInOut).
    func testReversalMirrorsInTime() {
        let from = Fixtures.rect(0, 852, 393, 852), to = Fixtures.rect(0, 0, 393, 852)
        for curve in [Curve.linear, .easeInOut] {
            let phases = Self.timeline(
                Fixtures.track(.frame, .frame(from), .frame(to), timing: Fixtures.timing(curve, duration: 0.5)))
            let forward = phases[0].tracks[0].samples, backward = phases[1].tracks[0].samples
            XCTAssertEqual(phases[1].duration, phases[0].duration)
            XCTAssertFalse(phases[1].isApproximate)
            for (sample, mirror) in zip(backward, forward.reversed()) {
                XCTAssertEqual(sample.time, 0.5 - mirror.time, accuracy: 1e-12)
                for (a, b) in zip(sample.values, mirror.values) {
                    XCTAssertEqual(a, b, accuracy: 1e-9, "\(curve) t = \(sample.time)")
                }
            }
        }
    }

    /// Mirrored keyframes under a linear curve play the keys backward.
    func testReversedKeyframesMirrorInTime() {
        for mode in [KeyframeMode.linear, .cubic, .paced] {
            let phases = Self.timeline(KeyframeTrackTests.scaleTrack(mode))
            let forward = phases[0].tracks[0].samples, backward = phases[1].tracks[0].samples
            for (sample, mirror) in zip(backward, forward.reversed()) {
                XCTAssertEqual(sample.values[0], mirror.values[0], accuracy: 1e-9, "\(mode) t = \(sample.time)")
            }
        }
    }
}
