// The preview shows a presentation's resting positions: a named line at each top edge on the
// stage, and the positions in the facts beside it, at the preview's container.
import TransModel
import TransTimeline
import XCTest

@testable import TransPreview

final class PreviewRestTests: XCTestCase {
    /// `fade` with the positions tip (90 pt), half (half the container) and full (60 pt from the top).
    private func panel(dismissible: Bool) -> Transition {
        var transition = PreviewFixtures.fade(named: "Panel")
        let height = ScalarExpression.container(.height)
        let strip = { (name: String, top: ScalarExpression) in
            RestingPositions.Rest(
                name: name,
                frame: .rect(x: .constant(0), y: top, width: .container(.width), height: .subtract(height, top)))
        }
        let rests = RestingPositions(
            rests: [
                strip("tip", .subtract(height, .constant(90))), strip("half", .multiply(.constant(0.5), height)),
                strip("full", .constant(60)),
            ], initialIndex: 1, dismissible: dismissible, largestUndimmedIndex: 0)
        transition.presentation?.rests = rests
        transition.presentation?.frame = rests.initial.frame
        return transition
    }

    func testEachPositionIsALineAtItsTopEdgeOnTheStage() {
        let page = PreviewFixtures.page(PreviewFixtures.program([panel(dismissible: false)]))
        for (name, top) in [("tip", 762), ("half", 426), ("full", 60)] {
            XCTAssertTrue(page.contains(#"<div class="rest" data-rest="\#(name)" style="top: \#(top)px">"#), name)
            XCTAssertTrue(page.contains("<span>\(name)</span>"), name)
        }
    }

    func testTheFactsListThePositionsWhereItStartsAndWhatIsUndimmed() {
        let page = PreviewFixtures.page(PreviewFixtures.program([panel(dismissible: true)]))
        XCTAssertTrue(
            page.contains(
                "rests: tip 762 pt, half 426 pt, full 60 pt; starts at half; tip undimmed; a pull below tip dismisses"),
            "the facts")
    }

    func testAPresentationWithoutRestsHasNoLines() {
        let page = PreviewFixtures.page(PreviewFixtures.program([PreviewFixtures.fade()]))
        XCTAssertFalse(page.contains("data-rest"))
        XCTAssertFalse(page.contains(#"class="rests""#))
    }
}
