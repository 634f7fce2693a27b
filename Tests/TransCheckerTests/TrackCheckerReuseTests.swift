// A phase checks all its `animate` blocks with one `TrackChecker`, setting each block's target,
// timing and written curve before its tracks, and reads the phase's `curve` entry once for the
// blocks that write none: nothing of one block may leak into the next.
import TransCurves
import TransModel
import TransSyntax
import TransTestSupport
import XCTest

final class TrackCheckerReuseTests: XCTestCase {
    /// A block that writes a curve, then blocks that write none: their keyframe tracks default to
    /// `linear`, and their other tracks take the phase's timing, not the first block's.
    func testABlocksCurveAndTimingDoNotReachTheNextBlock() throws {
        let written = try transition(
            "Blocks",
            in: """
                transition Blocks {
                    style: custom
                    present {
                        duration: 1s
                        animate presented { duration: 0.5s, delay: 0.2s, curve: easeIn, scale: keyframes(linear) { 0: 1, 1: 2 } }
                        animate presenting { alpha: keyframes(linear) { 0: 1, 1: 0.5 }, scale: 1 -> 0.9 }
                        animate presented.tag(2) { alpha: 0 -> 1 }
                    }
                    dismiss: reverse
                }
                """)
        let present = written.present
        XCTAssertEqual(present.track(.presented, .scale)?.timing.curve, .easeIn)
        XCTAssertEqual(present.track(.presented, .scale)?.timing.duration, 0.5)
        XCTAssertEqual(present.track(.presenting, .alpha)?.timing.curve, .linear)
        XCTAssertEqual(present.track(.presenting, .scale)?.timing.curve, .easeInOut)
        XCTAssertEqual(present.track(.presenting, .scale)?.timing.duration, 1)
        XCTAssertEqual(present.track(.presenting, .scale)?.timing.delay, 0)
        XCTAssertEqual(present.track(.presentedTag(2), .alpha)?.target, .presentedTag(2))
        XCTAssertEqual(present.track(.presentedTag(2), .alpha)?.timing.duration, 1)
    }

    /// Keyframes on a spring point at the curve that set it: the block's own, else the phase's,
    /// for every block that writes none.
    func testKeyframesOnASpringPointAtTheCurveOfTheirBlockOrPhase() {
        let source = """
            transition Springs {
                style: custom
                present {
                    duration: 1s
                    curve: spring(damping: 0.5)
                    animate presenting { alpha: keyframes(linear) { 0: 1, 1: 0.5 } }
                    animate presented { curve: spring(damping: 0.7), scale: keyframes(linear) { 0: 1, 1: 2 } }
                    animate presented.tag(1) { alpha: keyframes(linear) { 0: 0, 1: 0.5 } }
                }
            }
            """
        let diagnostics = check(source).diagnostics.problems.filter { $0.id.rawValue == "sema.keyframes-spring" }
        XCTAssertEqual(
            diagnostics.map { $0.notes.map(\.range) },
            [
                [sourceRange(of: "spring(damping: 0.5)", in: source)],
                [sourceRange(of: "spring(damping: 0.7)", in: source)],
                [sourceRange(of: "spring(damping: 0.5)", in: source)],
            ])
    }
}
