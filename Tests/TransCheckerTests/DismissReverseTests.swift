// `dismiss: reverse`: the present phase with FROM and TO swapped and keyframes mirrored,
// durations, delays and curves kept, resolved after inheritance.
import TransModel
import XCTest

final class DismissReverseTests: XCTestCase {
    private let source = """
        transition Reversible {
            style: custom
            present {
                duration: 0.4s
                delay: 0.1s
                curve: easeOut
                perspective: 600
                animate presented {
                    alpha: 0 -> 1
                    scale: keyframes(cubic) { 0: 0.8, 0.3: 1.1, 1: 1 }
                }
                animate presenting { rotationY: 0deg -> 10deg, anchor: right, duration: 0.2s, curve: linear }
            }
            dismiss: reverse
        }

        transition Slower: Reversible {
            present { duration: 0.8s }
        }

        transition Written: Reversible {
            dismiss { duration: 0.3s, animate presented { alpha: 1 -> 0 }, animate presenting { rotationY: 10deg -> 0deg } }
        }
        """

    func testFromAndToAreSwapped() throws {
        let reversible = try transition("Reversible", in: source)
        XCTAssertEqual(reversible.dismiss.kind, .dismiss)
        XCTAssertEqual(reversible.dismiss.origin, .reversed)
        XCTAssertEqual(
            reversible.dismiss.track(.presented, .alpha)?.animation,
            .fromTo(.scalar(.constant(1)), .scalar(.constant(0))))
        let degrees10 = 10 * Double.pi / 180
        XCTAssertEqual(
            reversible.dismiss.track(.presenting, .rotationY)?.animation,
            .fromTo(.scalar(.constant(degrees10)), .scalar(.constant(0))))
    }

    func testKeyframesAreMirroredAndResorted() throws {
        let reversible = try transition("Reversible", in: source)
        guard
            case .keyframes(let mode, let times, let values)? = reversible.dismiss.track(.presented, .scale)?.animation
        else { return XCTFail("expected a keyframe track") }
        XCTAssertEqual(mode, .cubic)
        assertClose(times, [0, 0.7, 1])
        XCTAssertEqual(values, [.scalar(.constant(1)), .scalar(.constant(1.1)), .scalar(.constant(0.8))])
    }

    func testTimingPerspectiveAndAnchorsAreKept() throws {
        let reversible = try transition("Reversible", in: source)
        XCTAssertEqual(reversible.dismiss.timing, reversible.present.timing)
        XCTAssertEqual(reversible.dismiss.perspective, .constant(600))
        XCTAssertEqual(
            reversible.dismiss.track(.presenting, .rotationY)?.timing,
            Timing(delay: 0.1, duration: 0.2, curve: .linear, durationIsWritten: true))
        XCTAssertEqual(
            reversible.dismiss.targets.first { $0.target == .presenting }?.anchor, UnitPoint(x: 1, y: 0.5))
        // The keyframe track keeps the phase's written curve (easeOut), not the keyframe default.
        XCTAssertEqual(reversible.dismiss.track(.presented, .scale)?.timing.curve, .easeOut)
    }

    func testReverseIsResolvedAfterMerging() throws {
        let slower = try transition("Slower", in: source)
        XCTAssertEqual(slower.present.timing.duration, 0.8)
        XCTAssertEqual(slower.dismiss.origin, .reversed)
        XCTAssertEqual(slower.dismiss.timing.duration, 0.8)
        XCTAssertEqual(slower.dismiss.track(.presented, .alpha)?.timing.duration, 0.8)
    }

    func testAWrittenDismissReplacesTheBasesReverse() throws {
        let written = try transition("Written", in: source)
        XCTAssertEqual(written.dismiss.origin, .written)
        XCTAssertEqual(written.dismiss.targets.map(\.target), [.presented, .presenting])
        XCTAssertEqual(written.dismiss.timing.duration, 0.3)
    }
}
