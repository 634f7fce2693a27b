// Default curves: easeInOut, but linear for keyframe tracks; a written curve wins either way.
import TransCurves
import TransModel
import XCTest

final class DefaultCurveTests: XCTestCase {
    func testTheDefaultIsEaseInOutAndLinearForKeyframeTracks() throws {
        let plain = try transition(
            "Plain",
            in: """
                transition Plain {
                    style: custom
                    present {
                        duration: 1s
                        animate presented { alpha: 0 -> 1, scale: keyframes(cubic) { 0: 1, 0.5: 2, 1: 1 } }
                    }
                }
                """)
        XCTAssertEqual(plain.present.timing.curve, .easeInOut)
        XCTAssertEqual(plain.present.track(.presented, .alpha)?.timing.curve, .easeInOut)
        XCTAssertEqual(plain.present.track(.presented, .scale)?.timing.curve, .linear)
    }

    func testAWrittenCurveAppliesToKeyframeTracksToo() throws {
        let written = try transition(
            "Written",
            in: """
                transition Written {
                    style: custom
                    present {
                        duration: 1s
                        curve: easeIn
                        animate presented { scale: keyframes(linear) { 0: 1, 1: 2 } }
                        animate presenting { curve: cubicBezier(0.2, 0, 0.2, 1), alpha: keyframes(paced) { 0: 1, 1: 0.5 } }
                    }
                    dismiss: reverse
                }
                """)
        XCTAssertEqual(written.present.track(.presented, .scale)?.timing.curve, .easeIn)
        XCTAssertEqual(
            written.present.track(.presenting, .alpha)?.timing.curve,
            .cubicBezier(CubicBezier(x1: 0.2, y1: 0, x2: 0.2, y2: 1)))
    }

    func testAnAnimateBlocksTimingReplacesThePhases() throws {
        let own = try transition(
            "Own",
            in: """
                transition Own {
                    style: custom
                    present {
                        duration: 1s
                        delay: 0.5s
                        curve: easeOut
                        animate presented { alpha: 0 -> 1 }
                        animate presenting { duration: 250ms, delay: 0s, curve: linear, alpha: 1 -> 0.5 }
                    }
                    dismiss: reverse
                }
                """)
        XCTAssertEqual(
            own.present.track(.presented, .alpha)?.timing,
            Timing(delay: 0.5, duration: 1, curve: .easeOut, durationIsWritten: true))
        XCTAssertEqual(
            own.present.track(.presenting, .alpha)?.timing,
            Timing(delay: 0, duration: 0.25, curve: .linear, durationIsWritten: true))
    }
}
