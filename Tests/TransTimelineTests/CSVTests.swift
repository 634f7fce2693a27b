// The CSV table: header, one RFC 4180 record per sample, value columns padded for scalars.

import TransModel
import XCTest

@testable import TransTimeline

final class CSVTests: XCTestCase {
    func testRowsForFramesAndScalars() {
        let csv = TimelineRenderer.csv(TimelineEvaluator.evaluate(JSONGoldenTests.program))
        XCTAssertEqual(
            csv,
            """
            transition,phase,target,property,t,v1,v2,v3,v4\r
            Fade,present,presented,alpha,0,0,,,\r
            Fade,present,presented,alpha,0.016667,0.333333,,,\r
            Fade,present,presented,alpha,0.033333,0.666667,,,\r
            Fade,present,presented,alpha,0.05,1,,,\r
            Fade,present,presented,frame,0,0,0,393,852\r
            Fade,present,presented,frame,0.016667,0,0,393,852\r
            Fade,present,presented,frame,0.033333,6.666667,13.333333,151,310.666667\r
            Fade,present,presented,frame,0.05,10,20,30,40\r

            """)
    }

    func testFieldsWithCommasQuotesOrLineBreaksAreQuoted() {
        XCTAssertEqual(TimelineTable.quoted("Card"), "Card")
        XCTAssertEqual(TimelineTable.quoted("presented.tag(1000)"), "presented.tag(1000)")
        XCTAssertEqual(TimelineTable.quoted("a,b"), "\"a,b\"")
        XCTAssertEqual(TimelineTable.quoted("say \"hi\""), "\"say \"\"hi\"\"\"")
        XCTAssertEqual(TimelineTable.quoted("two\nlines"), "\"two\nlines\"")
        XCTAssertEqual(TimelineTable.quoted("cr\r"), "\"cr\r\"")
        XCTAssertEqual(TimelineTable.quoted(""), "")
    }

    func testQuotedTransitionNameInARecord() {
        var program = JSONGoldenTests.program
        program.transitions[0].name = "Fade, \"soft\""
        let rows = TimelineRenderer.csv(TimelineEvaluator.evaluate(program)).split(separator: "\r\n")
        XCTAssertEqual(rows[1], "\"Fade, \"\"soft\"\"\",present,presented,alpha,0,0,,,")
    }

    func testSubviewTargetsAndDismissRows() {
        let csv = TimelineRenderer.csv(
            TimelineEvaluator.evaluate(
                Fixtures.program([
                    Fixtures.transition(
                        "Pop", present: Fixtures.phase(.present, [KeyframeTrackTests.scaleTrack(.cubic)]),
                        dismiss: Fixtures.phase(
                            .dismiss,
                            [
                                Fixtures.track(
                                    .alpha, Fixtures.number(1), Fixtures.number(0),
                                    timing: Fixtures.timing(.easeIn, duration: 0.2))
                            ])
                    )
                ])))
        XCTAssertTrue(csv.contains("\r\nPop,present,presented.tag(1000),scale,0,0.7,,,\r\n"), csv)
        XCTAssertTrue(csv.hasSuffix("\r\nPop,dismiss,presented,alpha,0.2,0,,,\r\n"), csv)
    }
}
