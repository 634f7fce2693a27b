// The page: deterministic bytes, the embedded timeline, self-containment, and what each row shows.
import TransModel
import TransPreview
import TransTimeline
import XCTest

final class PreviewRendererTests: XCTestCase {
    private let program = PreviewFixtures.program([PreviewFixtures.fade(), PreviewFixtures.pageFlip])

    func testTwoRendersGiveIdenticalBytes() {
        XCTAssertEqual(PreviewFixtures.page(program), PreviewFixtures.page(program))
        XCTAssertTrue(PreviewFixtures.page(program).hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n"))
        XCTAssertTrue(PreviewFixtures.page(program).hasSuffix("</body>\n</html>\n"))
    }

    func testTheEmbeddedTimelineIsTheTimelineJSONByteForByte() throws {
        let options = TimelineOptions(fps: 24, containerWidth: 320, containerHeight: 568)
        let page = PreviewFixtures.page(program, options: options)
        let json = TimelineRenderer.json(TimelineEvaluator.evaluate(program, options: options))
        XCTAssertEqual(embeddedJSON("trans-timeline", in: page), json)
        // With no `<` in it, the embedded text is the JSON itself, untouched.
        XCTAssertTrue(
            page.contains("<script type=\"application/json\" id=\"trans-timeline\">\n" + json + "</script>\n"))
    }

    func testASourceNameWithMarkupIsEscapedInTheDataAndReadsBackTheSame() throws {
        let hostile = PreviewFixtures.program([PreviewFixtures.fade()], sourceName: "a/<!--<script>x&y.trans")
        let page = PreviewFixtures.page(hostile)
        let json = TimelineRenderer.json(TimelineEvaluator.evaluate(hostile))
        XCTAssertEqual(embeddedJSON("trans-timeline", in: page), json)
        XCTAssertTrue(page.contains("\"source\": \"\\u003c!--\\u003cscript>x&y.trans\""))
        XCTAssertTrue(page.contains("<title>&lt;!--&lt;script&gt;x&amp;y.trans — transc preview</title>"))
        XCTAssertEqual(occurrences(of: "<script", in: page), 3)
        XCTAssertEqual(occurrences(of: "</script>", in: page), 3)
        XCTAssertEqual(occurrences(of: "<!--", in: page), 0)
    }

    func testThePageNeedsNoNetwork() {
        let page = PreviewFixtures.page(program)
        for reference in ["http:", "https:", "//fonts", "src=", "href=", "@import", "url(", "<link", "@font-face"] {
            XCTAssertFalse(page.contains(reference), reference)
        }
        XCTAssertTrue(
            page.contains("content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'\""))
    }

    func testEachTransitionHasAStageButtonsAScrubberAndSpeeds() {
        let page = PreviewFixtures.page(program)
        XCTAssertEqual(occurrences(of: "<section class=\"transition\"", in: page), 2)
        XCTAssertTrue(page.contains("<section class=\"transition\" id=\"transition-PageFlip\" data-index=\"1\""))
        XCTAssertTrue(page.contains("style=\"--w: 393; --h: 852\""))
        for control in [
            "data-action=\"present\">Present<", "data-action=\"dismiss\">Dismiss<", "data-action=\"both\">Play both<",
            "data-speed=\"1\" aria-pressed=\"true\">1×<", "data-speed=\"0.25\" aria-pressed=\"false\">0.25×<",
        ] {
            XCTAssertEqual(occurrences(of: control, in: page), 2, control)
        }
        // The scrubber spans both phases: 0.5 s + 0.5 s.
        XCTAssertEqual(occurrences(of: "class=\"scrubber\" min=\"0\" max=\"1\" step=\"any\"", in: page), 2)
        XCTAssertTrue(page.contains("<div class=\"view tag\" data-target=\"presented.tag(7)\">"))
        XCTAssertTrue(page.contains("<div class=\"view presenting\" data-target=\"presenting\">"))
        // The fade has a dimming view; the page flip has none.
        XCTAssertEqual(occurrences(of: "<div class=\"dimming\" data-target=\"dimming\"></div>", in: page), 1)
    }

    func testPhasesShowTheirDurationAndUIKitsOwnAnimationIsMarkedApproximate() {
        let page = PreviewFixtures.page(PreviewFixtures.program([PreviewFixtures.pageFlip]))
        XCTAssertTrue(page.contains("<span class=\"phase-name\">present</span>\n"))
        XCTAssertTrue(page.contains("<span class=\"origin\">UIKit's coverVertical</span>"))
        XCTAssertEqual(occurrences(of: "<span class=\"badge\">approximate (UIKit's own animation)</span>", in: page), 1)
        XCTAssertEqual(occurrences(of: "<span>0.5 s</span>", in: page), 2)
    }

    func testAnInteractiveDismissalIsOfferedAsADragAndItsPanIsInTheScene() throws {
        var fade = PreviewFixtures.fade()
        fade.interactiveDismissal = InteractiveDismissal(direction: .bottom, threshold: 0.3)
        let page = PreviewFixtures.page(PreviewFixtures.program([fade]))
        XCTAssertTrue(
            page.contains(
                "<li class=\"interactive\">interactive: pan(down, threshold: 0.3): drag the card on the stage</li>"))
        let scene = try XCTUnwrap(embeddedJSON("trans-preview", in: page))
        XCTAssertTrue(scene.contains("\"interactive\": {\n        \"direction\": \"down\","), scene)
        XCTAssertFalse(
            PreviewFixtures.page(PreviewFixtures.program([PreviewFixtures.fade()])).contains("drag the card"))
    }

    func testAFileWithoutTransitionsSaysSo() {
        let page = PreviewFixtures.page(PreviewFixtures.program([]))
        XCTAssertTrue(page.contains("<p class=\"empty\">This file defines no transitions.</p>"))
        XCTAssertTrue(page.contains("<p>0 transitions · container 393 × 852 pt · sampled at 60 fps</p>"))
    }
}
