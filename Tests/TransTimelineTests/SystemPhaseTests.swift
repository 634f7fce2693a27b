// Phases without an animator: UIKit's own animation, marked approximate; no tracks means duration 0.

import TransModel
import TransTimeline
import XCTest

final class SystemPhaseTests: XCTestCase {
    /// bottom-sheet.trans: `coverVertical` from `offscreen(bottom)` to `final`, 0.5 s easeInOut.
    func testCoverVerticalIsApproximate() {
        let offscreenBottom = FrameExpression.rect(
            x: .component(.final, .x), y: .container(.height),
            width: .component(.final, .width), height: .component(.final, .height))
        let timing = Fixtures.timing(.easeInOut, duration: 0.5)
        let up = Fixtures.track(.frame, .frame(offscreenBottom), .frame(.final), timing: timing)
        let down = Fixtures.track(.frame, .frame(.final), .frame(offscreenBottom), timing: timing)
        let sheet = FrameExpression.rect(
            x: .constant(0), y: .subtract(.container(.height), .constant(300)),
            width: .container(.width), height: .constant(300))
        let program = Fixtures.program([
            Fixtures.transition(
                "BottomSheet",
                present: Fixtures.phase(.present, [up], origin: .system(.coverVertical)),
                dismiss: Fixtures.phase(.dismiss, [down], origin: .system(.coverVertical)),
                presentation: Presentation(frame: sheet, removesPresentersView: false, dimming: nil, cornerRadius: nil)
            )
        ])
        let phases = TimelineEvaluator.evaluate(program).transitions[0].phases
        XCTAssertEqual(phases.map(\.isApproximate), [true, true])
        XCTAssertEqual(phases.map(\.kind), [.present, .dismiss])
        XCTAssertEqual(phases[0].tracks[0].samples.first?.values, [0, 852, 393, 300])
        XCTAssertEqual(phases[0].tracks[0].samples.last?.values, [0, 552, 393, 300])
        XCTAssertTrue(TimelineRenderer.json(TimelineEvaluator.evaluate(program)).contains("\"approximate\": true,"))
    }

    /// drop-down.trans's Flip: `flipHorizontal` has no tracks, so duration 0 and `"tracks": []`.
    func testPhaseWithoutTracksHasDurationZeroAndNoSamples() {
        let flip = Fixtures.phase(.present, [], origin: .system(.flipHorizontal))
        let program = Fixtures.program([
            Fixtures.transition(
                "Flip", present: flip, dismiss: Fixtures.phase(.dismiss, [], origin: .system(.flipHorizontal)),
                style: .fullScreen, system: .flipHorizontal)
        ])
        let timeline = TimelineEvaluator.evaluate(program)
        let phase = timeline.transitions[0].phases[0]
        XCTAssertEqual(phase.duration, 0)
        XCTAssertTrue(phase.isApproximate)
        XCTAssertEqual(phase.tracks, [])
        XCTAssertTrue(
            TimelineRenderer.json(timeline).contains(
                """
                "duration": 0,
                          "approximate": true,
                          "tracks": []
                """))
        XCTAssertEqual(TimelineRenderer.csv(timeline), "transition,phase,target,property,t,v1,v2,v3,v4\r\n")
    }
}
