// The SVG storyboard: the stage at five shares of each phase, flat 3D, the plots, same bytes.
import TransModel
import TransTimeline
import XCTest

@testable import TransPreview

final class StoryboardTests: XCTestCase {
    private let program = PreviewFixtures.program([PreviewFixtures.fade(), PreviewFixtures.pageFlip])

    private func storyboard(_ program: Program) -> String {
        PreviewRenderer.svg(program, timeline: TimelineEvaluator.evaluate(program))
    }

    func testFiveStagesPerPhaseAndAPlotPerTrackInTheSameBytesEveryTime() {
        let svg = storyboard(program)
        XCTAssertEqual(svg, storyboard(program))
        XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1040\""), svg)
        XCTAssertEqual(occurrences(of: "<g class=\"stage\"", in: svg), 2 * 2 * 5)
        XCTAssertEqual(occurrences(of: "<g class=\"plot\"", in: svg), 8)
        for caption in ["0 % · 0 s", "25 % · 0.125 s", "50 % · 0.25 s", "75 % · 0.375 s", "100 % · 0.5 s"] {
            XCTAssertEqual(occurrences(of: ">\(caption)</text>", in: svg), 4, caption)
        }
        XCTAssertEqual(Set(svg.components(separatedBy: "<clipPath id=\"").dropFirst().map { $0.prefix(12) }).count, 20)
        XCTAssertFalse(svg.contains("<script"))
    }

    func testTheStageIsThePagesRuleAtThatTime() throws {
        let timeline = TimelineEvaluator.evaluate(program)
        let container = (width: 393.0, height: 852.0)
        let fade = PreviewFixtures.fade()
        let start = StageState.states(fade, timeline: timeline.transitions[0], phase: 0, time: 0, container: container)
        XCTAssertEqual(start.map(\.target), [.presenting, .dimming, .presented])
        XCTAssertEqual(start[1].state[.alpha], 0)
        XCTAssertEqual(start[2].state.frame, [20, 100, 300, 400])
        XCTAssertEqual(start[2].state[.cornerRadius], 12)
        let middle = StageState.states(
            fade, timeline: timeline.transitions[0], phase: 0, time: 0.25, container: container)
        XCTAssertEqual(middle[2].state[.alpha], 0.5, accuracy: 1e-6)
        let gone = StageState.states(fade, timeline: timeline.transitions[0], phase: 1, time: 0.5, container: container)
        XCTAssertEqual(gone.map(\.state.hidden), [false, true, true])
        let flip = StageState.states(
            PreviewFixtures.pageFlip, timeline: timeline.transitions[1], phase: 0, time: 0.5, container: container)
        XCTAssertTrue(flip[0].state.hidden, "a full-screen presenter leaves the screen")
        XCTAssertEqual(flip[0].state[.rotationY], -Double.pi / 2, accuracy: 1e-12)
        XCTAssertEqual(
            StageState.value(of: [Sample(time: 0, values: [0, 10]), Sample(time: 1, values: [1, 30])], at: 0.25),
            [0.25, 15])
    }

    func testATurnAboutYIsDrawnFlatAboutItsAnchor() {
        let svg = storyboard(PreviewFixtures.program([PreviewFixtures.pageFlip]))
        // At 50 % of the flip (easeInOut: −45°) the presenting view, hinged on its left edge
        // (x 0, y 426), is drawn scaled by cos 45° along x.
        XCTAssertTrue(
            svg.contains("<g transform=\"translate(0,426) scale(0.707,1) rotate(0) scale(1) translate(0,-426)\""), svg)
    }

    func testNamesAreEscaped() {
        let svg = storyboard(PreviewFixtures.program([PreviewFixtures.fade(named: "A<b>&")], sourceName: "x<y>.trans"))
        XCTAssertTrue(svg.contains(">x&lt;y&gt;.trans</text>"))
        XCTAssertTrue(svg.contains(">A&lt;b&gt;&amp;</text>"))
        XCTAssertFalse(svg.contains("<b>"))
    }
}
