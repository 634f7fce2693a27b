// The spec's worked example: card.trans's frames against `final` and the container, on UIKit's spring.

import TransModel
import TransTimeline
import XCTest

final class CardExampleTests: XCTestCase {
    /// LANGUAGE.md's example: `[0, 35, -772, 323, 692], [0.016667, 35, -732.51223, 323, 692]`.
    func testFirstSamplesMatchTheSpecExample() {
        let json = TimelineRenderer.json(TimelineEvaluator.evaluate(Fixtures.card))
        let sampleIndentation = String(repeating: " ", count: 16)
        XCTAssertTrue(
            json.contains(
                """
                "samples": [
                \(sampleIndentation)[0, 35, -772, 323, 692],
                \(sampleIndentation)[0.016667, 35, -732.51223, 323, 692],

                """), json)
    }

    func testPresentEndsOnTheFinalFrameAndDismissJustPastTheBottom() {
        let phases = TimelineEvaluator.evaluate(Fixtures.card).transitions[0].phases
        XCTAssertEqual(phases.map(\.duration), [0.55, 0.55])
        XCTAssertEqual(phases[0].tracks[0].samples.last, Sample(time: 0.55, values: [35, 80, 323, 692]))
        XCTAssertEqual(phases[1].tracks[0].samples.first?.values, [35, 80, 323, 692])
        XCTAssertEqual(phases[1].tracks[0].samples.last?.values, [35, 862, 323, 692])
    }

    /// `--container 320x568` moves every frame that depends on the container or `final`.
    func testTheContainerOptionReshapesTheFrames() {
        let options = TimelineOptions(fps: 60, containerWidth: 320, containerHeight: 568)
        let samples = Fixtures.presentTracks(Fixtures.card, options: options)[0].samples
        XCTAssertEqual(samples.first?.values, [35, 80 - 568, 250, 408])
        XCTAssertEqual(samples.last?.values, [35, 80, 250, 408])
    }

    /// The offscreen edges of LANGUAGE.md: `left` x = −final.width, `right` x = container.width,
    /// `top` y = −final.height, the other fields unchanged.
    func testOffscreenFramesSitJustPastTheirEdge() {
        let final = Fixtures.rect(20, 100, 200, 300)
        let edges: [(FrameExpression, [Double])] = [
            (
                .rect(
                    x: .negate(.component(.final, .width)), y: .component(.final, .y),
                    width: .component(.final, .width), height: .component(.final, .height)), [-200, 100, 200, 300]
            ),
            (
                .rect(
                    x: .container(.width), y: .component(.final, .y),
                    width: .component(.final, .width), height: .component(.final, .height)), [393, 100, 200, 300]
            ),
            (
                .rect(
                    x: .component(.final, .x), y: .negate(.component(.final, .height)),
                    width: .component(.final, .width), height: .component(.final, .height)), [20, -300, 200, 300]
            ),
        ]
        for (offscreen, expected) in edges {
            let track = Fixtures.track(
                .frame, .frame(offscreen), .frame(.final), timing: Fixtures.timing(.easeOut, duration: 0.3))
            let presentation = Presentation(frame: final, removesPresentersView: false, dimming: nil, cornerRadius: nil)
            let samples = Fixtures.presentTracks(Fixtures.program(presenting: [track], presentation: presentation))[0]
                .samples
            XCTAssertEqual(samples.first?.values, expected)
            XCTAssertEqual(samples.last?.values, [20, 100, 200, 300])
        }
    }
}
