// The resting positions' rules as numbers: the projection of a release, the rubber band, the
// landing, the frame between two positions and the dimming that follows the top edge.
import TransModel
import TransTimeline
import XCTest

final class RestingMotionTests: XCTestCase {
    /// tip (90 pt), half (half the container), full (60 pt from the top), starting at half,
    /// tip undimmed, in an 852 pt container: tops 762, 426, 60.
    private func panel(dismissible: Bool = false) -> RestingMotion {
        let rest = { (name: String, y: ScalarExpression, height: ScalarExpression) in
            RestingPositions.Rest(
                name: name, frame: .rect(x: .constant(0), y: y, width: .container(.width), height: height))
        }
        let height = ScalarExpression.container(.height)
        let half = ScalarExpression.multiply(.constant(0.5), height)
        let positions = RestingPositions(
            rests: [
                rest("tip", .subtract(height, .constant(90)), .constant(90)),
                rest("half", .subtract(height, half), half),
                rest("full", .constant(60), .subtract(height, .constant(60))),
            ], initialIndex: 1, dismissible: dismissible, largestUndimmedIndex: 0)
        return RestingMotion(positions, containerWidth: 393, containerHeight: 852)
    }

    func testAReleaseProjectsAsAScrollViewDecelerates() {
        // 0.998 per millisecond: the series v/1000 × 0.998/0.002 = 0.499 s × v.
        XCTAssertEqual(RestingMotion.projectedDistance(velocity: 1000), 499, accuracy: 1e-9)
        XCTAssertEqual(RestingMotion.projectedDistance(velocity: -2000), -998, accuracy: 1e-9)
        XCTAssertEqual(RestingMotion.projectedDistance(velocity: 0), 0)
    }

    func testTheRubberBandFollowsLessAndLessAndNeverReachesTheDimension() {
        XCTAssertEqual(RestingMotion.rubberBand(200, dimension: 852), 97.422037422, accuracy: 1e-6)
        XCTAssertEqual(RestingMotion.rubberBand(0, dimension: 852), 0)
        XCTAssertEqual(RestingMotion.rubberBand(-5, dimension: 852), 0)
        // Near the start it follows the finger at 0.55 of its speed.
        XCTAssertEqual(RestingMotion.rubberBand(1, dimension: 852), 0.55, accuracy: 1e-3)
        XCTAssertLessThan(RestingMotion.rubberBand(1e9, dimension: 852), 852)
    }

    func testTheFingerMovesTheViewFreelyBetweenTheEndsAndRubberBandsPastThem() {
        let motion = panel()
        XCTAssertEqual(motion.tops, [762, 426, 60])
        XCTAssertEqual(motion.draggedTop(from: 426, translation: -100), 326)
        XCTAssertEqual(
            motion.draggedTop(from: 60, translation: -100), 60 - RestingMotion.rubberBand(100, dimension: 852))
        XCTAssertEqual(
            motion.draggedTop(from: 762, translation: 50), 762 + RestingMotion.rubberBand(50, dimension: 852))
        // Where a pull below the lowest dismisses, the view follows the finger there.
        XCTAssertEqual(panel(dismissible: true).draggedTop(from: 762, translation: 50), 812)
    }

    func testAReleaseLandsOnTheNearestPositionToItsProjection() {
        let motion = panel()
        XCTAssertEqual(motion.landing(top: 386, velocity: -1500), .rest(2), "a fling up from half: full")
        XCTAssertEqual(motion.landing(top: 396, velocity: -50), .rest(1), "a slow release above half: half")
        XCTAssertEqual(motion.landing(top: 500, velocity: 1000), .rest(0), "a fling down from half: tip")
        XCTAssertEqual(motion.landing(top: 900, velocity: 500), .rest(0), "without a dismissal: the lowest")
        XCTAssertEqual(panel(dismissible: true).landing(top: 812, velocity: 100), .dismissal)
        XCTAssertEqual(panel(dismissible: true).landing(top: 780, velocity: -100), .rest(0))
    }

    func testTheFrameIsInterpolatedByTheTopEdgeAndMovedPastTheEnds() {
        let motion = panel()
        XCTAssertEqual(motion.frame(atTop: 426), Rect(x: 0, y: 426, width: 393, height: 426))
        // A quarter of the way from half (426, 426 tall) to full (60, 792 tall).
        let quarter = motion.frame(atTop: 426 - 0.25 * 366)
        XCTAssertEqual(quarter.y, 334.5, accuracy: 1e-9)
        XCTAssertEqual(quarter.height, 426 + 0.25 * 366, accuracy: 1e-9)
        XCTAssertEqual(motion.frame(atTop: 800), Rect(x: 0, y: 800, width: 393, height: 90))
        XCTAssertEqual(motion.frame(atTop: 20), Rect(x: 0, y: 20, width: 393, height: 792))
    }

    func testTheDimmingFadesInBetweenTheLargestUndimmedPositionAndTheNext() {
        let motion = panel()
        XCTAssertEqual(motion.dimmingShare(atTop: 800), 0)
        XCTAssertEqual(motion.dimmingShare(atTop: 762), 0)
        XCTAssertEqual(motion.dimmingShare(atTop: 594), 0.5, accuracy: 1e-9)
        XCTAssertEqual(motion.dimmingShare(atTop: 426), 1)
        XCTAssertEqual(motion.dimmingShare(atTop: 60), 1)
    }
}
