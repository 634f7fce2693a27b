// Keyframe tracks: u is the curve's progress, then the keyframe list's value at u.

import TransCurves
import TransModel
import TransTimeline
import XCTest

final class KeyframeTrackTests: XCTestCase {
    /// bounce-popup.trans's scale, with key times on the 60 fps grid of a 0.4 s track.
    static func scaleTrack(_ mode: KeyframeMode, curve: Curve = .linear) -> Track {
        Track(
            target: .presentedTag(1000), property: .scale,
            animation: .keyframes(
                mode: mode, times: [0, 0.25, 0.5, 1], values: [0.7, 1.2, 0.9, 1.0].map(Fixtures.number)),
            timing: Fixtures.timing(curve, duration: 0.4)
        )
    }

    func testInterpolatingModesHitTheirValuesAtTheKeyTimes() {
        for mode in [KeyframeMode.linear, .cubic] {
            let samples = Fixtures.presentTracks(Fixtures.program(presenting: [Self.scaleTrack(mode)]))[0].samples
            for (time, value) in [(0.0, 0.7), (0.1, 1.2), (0.2, 0.9), (0.4, 1.0)] {
                let sample = samples.first { abs($0.time - time) < 1e-12 }!
                XCTAssertEqual(sample.values[0], value, accuracy: 1e-9, "\(mode) t = \(time)")
            }
        }
    }

    /// Discrete holds each value from its key time to the next. Only times inside a segment
    /// are pinned: `linear` is a solved Bézier, so at a key time u may fall a rounding step
    /// short of the key (u(0.1 s) = 0.24999999999999997) and show the previous value.
    func testDiscreteHoldsEachValueUntilTheNextKey() {
        let samples = Fixtures.presentTracks(Fixtures.program(presenting: [Self.scaleTrack(.discrete)]))[0].samples
        let keyTimes = [0, 0.1, 0.2, 0.4], values = [0.7, 1.2, 0.9, 1.0]
        for sample in samples where keyTimes.allSatisfy({ abs(sample.time - $0) > 1e-6 }) {
            let key = keyTimes.lastIndex { $0 < sample.time }!
            XCTAssertEqual(sample.values, [values[key]], "t = \(sample.time)")
        }
    }

    func testFirstAndLastSamplesAreTheEndKeysExactly() {
        for mode in KeyframeMode.allCases {
            let samples = Fixtures.presentTracks(
                Fixtures.program(presenting: [Self.scaleTrack(mode, curve: .easeInOut)]))[0].samples
            XCTAssertEqual(samples.first?.values, [0.7], "\(mode)")
            XCTAssertEqual(samples.last?.values, [1.0], "\(mode)")
        }
    }

    /// A curve warps time before the keyframes are read: value(t) = keyframes(easeIn(t / d)).
    func testCurveWarpsTimeBeforeTheKeyframes() {
        let keyframes = Keyframes(mode: .cubic, times: [0, 0.25, 0.5, 1], values: [[0.7], [1.2], [0.9], [1.0]])
        let samples = Fixtures.presentTracks(Fixtures.program(presenting: [Self.scaleTrack(.cubic, curve: .easeIn)]))[0]
            .samples
        for sample in samples {
            let expected = keyframes.value(at: CubicBezier.easeIn.progress(at: sample.time / 0.4))
            XCTAssertEqual(sample.values[0], expected[0], accuracy: 1e-12, "t = \(sample.time)")
        }
    }

    /// Frame keyframes are evaluated against the geometry and interpolated per component.
    func testFrameKeyframesUseTheGeometry() {
        let track = Track(
            target: .presented, property: .frame,
            animation: .keyframes(
                mode: .linear, times: [0, 0.5, 1],
                values: [
                    .frame(.offset(.final, dx: .constant(0), dy: .container(.height))),
                    .frame(.offset(.final, dx: .constant(0), dy: .constant(-20))),
                    .frame(.final),
                ]),
            timing: Fixtures.timing(.linear, duration: 0.5)
        )
        let samples = Fixtures.presentTracks(Fixtures.program(presenting: [track]))[0].samples
        XCTAssertEqual(samples.first?.values, [0, 852, 393, 852])
        let middle = samples.first { abs($0.time - 0.25) < 1e-12 }!
        for (value, expected) in zip(middle.values, [0, -20, 393, 852] as [Double]) {
            XCTAssertEqual(value, expected, accuracy: 1e-9)
        }
        XCTAssertEqual(samples.last?.values, [0, 0, 393, 852])
    }
}
