// The same input always gives the same timeline and the same bytes.

import TransModel
import TransTimeline
import XCTest

final class DeterminismTests: XCTestCase {
    func testTwoEvaluationsAndRendersAreIdentical() {
        let first = TimelineEvaluator.evaluate(Fixtures.card), second = TimelineEvaluator.evaluate(Fixtures.card)
        XCTAssertEqual(first, second)
        XCTAssertEqual(Array(TimelineRenderer.json(first).utf8), Array(TimelineRenderer.json(second).utf8))
        XCTAssertEqual(Array(TimelineRenderer.csv(first).utf8), Array(TimelineRenderer.csv(second).utf8))
    }

    func testNoExponentOrNegativeZeroAnywhere() {
        let json = TimelineRenderer.json(TimelineEvaluator.evaluate(Fixtures.card))
        XCTAssertFalse(json.contains("e-"))
        XCTAssertFalse(json.contains("e+"))
        XCTAssertFalse(json.contains("-0,"))
        XCTAssertFalse(json.contains("-0]"))
    }
}
