// The scene beside the timeline: final frames, dimming, layering, anchors, perspective, tags.
import TransJSON
import TransModel
import TransTimeline
import XCTest

@testable import TransPreview

final class PreviewSceneTests: XCTestCase {
    func testTheSceneOfAFadeAndAPageFlip() {
        let program = PreviewFixtures.program([PreviewFixtures.fade(), PreviewFixtures.pageFlip])
        XCTAssertEqual(
            PreviewScene.json(program, options: TimelineOptions(containerWidth: 400, containerHeight: 800)).previewText,
            """
            {
              "format": "trans-preview/1",
              "transitions": [
                {
                  "name": "Fade",
                  "finalFrame": [20, 100, 300, 400],
                  "cornerRadius": 12,
                  "dimming": { "color": "rgba(63.75, 127.5, 255, 0.5)", "alpha": 0.4 },
                  "appearance": null,
                  "presentingLeavesScreen": false,
                  "tags": [],
                  "interactive": null,
                  "phases": [
                    {
                      "phase": "present",
                      "perspective": null,
                      "presentedAbovePresenting": true,
                      "anchors": {},
                      "shadeGradients": {}
                    },
                    {
                      "phase": "dismiss",
                      "perspective": null,
                      "presentedAbovePresenting": true,
                      "anchors": {},
                      "shadeGradients": {}
                    }
                  ]
                },
                {
                  "name": "PageFlip",
                  "finalFrame": [0, 0, 400, 800],
                  "cornerRadius": null,
                  "dimming": null,
                  "appearance": null,
                  "presentingLeavesScreen": true,
                  "tags": [7],
                  "interactive": null,
                  "phases": [
                    {
                      "phase": "present",
                      "perspective": 500,
                      "presentedAbovePresenting": false,
                      "anchors": {
                        "presenting": [0, 0.5]
                      },
                      "shadeGradients": {}
                    },
                    {
                      "phase": "dismiss",
                      "perspective": null,
                      "presentedAbovePresenting": true,
                      "anchors": {},
                      "shadeGradients": {}
                    }
                  ]
                }
              ]
            }
            """)
    }

    func testAPerspectiveOverTheContainerIsEvaluatedAtThePreviewsContainer() {
        var flip = PreviewFixtures.pageFlip
        flip.present.perspective = .multiply(.container(.width), .constant(2))
        let scene = PreviewScene.json(
            PreviewFixtures.program([flip]), options: TimelineOptions(containerWidth: 400, containerHeight: 800)
        ).previewText
        XCTAssertTrue(scene.contains("\"perspective\": 800,"), scene)
    }

    /// The pan's axis and its divisor: the distance that takes the view off screen that way
    /// (`container.height − final.minY` down, `final.maxX` left), as the generated code measures it.
    func testTheInteractivePanCarriesItsAxisThresholdAndDistance() {
        var fade = PreviewFixtures.fade()
        fade.interactiveDismissal = InteractiveDismissal(direction: .bottom, threshold: 0.3)
        var left = PreviewFixtures.fade(named: "Left")
        left.interactiveDismissal = InteractiveDismissal(direction: .left, threshold: 0.5)
        let scene = PreviewScene.json(
            PreviewFixtures.program([fade, left]), options: TimelineOptions(containerWidth: 400, containerHeight: 800)
        ).previewText
        XCTAssertTrue(
            scene.contains(
                """
                      "interactive": {
                        "direction": "down",
                        "axis": [0, 1],
                        "threshold": 0.3,
                        "distance": 700
                      },
                """), scene)
        XCTAssertTrue(
            scene.contains(
                "\"direction\": \"left\",\n        \"axis\": [-1, 0],\n        \"threshold\": 0.5,\n        \"distance\": 320\n"
            ), scene)
    }

    func testTheSceneIsEmbeddedAfterTheTimeline() throws {
        let program = PreviewFixtures.program([PreviewFixtures.pageFlip])
        let page = PreviewFixtures.page(program)
        XCTAssertEqual(
            embeddedJSON("trans-preview", in: page),
            PreviewScene.json(program, options: TimelineOptions()).previewText + "\n")
        let timeline = try XCTUnwrap(page.range(of: "id=\"trans-timeline\""))
        let scene = try XCTUnwrap(page.range(of: "id=\"trans-preview\""))
        XCTAssertLessThan(timeline.lowerBound, scene.lowerBound)
    }

    func testJSONNumbersStringsAndLayout() {
        let value = JSONValue.object([
            ("numbers", .array([.number(393), .number(-0.0), .number(0.55), .number(1e-5), .number(.nan), .null])),
            ("text", .string("a\"b\\c\n\u{1}é")),
            ("empty", .object([])),
            ("nested", .array([.array([]), .bool(false)])),
        ])
        XCTAssertEqual(
            value.previewText,
            """
            {
              "numbers": [393, 0, 0.55, 1e-05, null, null],
              "text": "a\\"b\\\\c\\n\\u0001é",
              "empty": {},
              "nested": [
                [],
                false
              ]
            }
            """)
    }

    func testNumbersForPeopleHaveAtMostThreeDecimals() {
        XCTAssertEqual(PreviewNumber.rounded(0.7109876), "0.711")
        XCTAssertEqual(PreviewNumber.rounded(0.5), "0.5")
        XCTAssertEqual(PreviewNumber.rounded(2), "2")
        XCTAssertEqual(PreviewNumber.string(1e300), "1e+300")
    }
}
