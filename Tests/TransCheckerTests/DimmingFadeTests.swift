// The dimming view fades from 0 to its alpha alongside presentation and back alongside
// dismissal, with each phase's timing; no fade without a dimming block, nor in a phase that
// animates the dimming alpha itself.
import TransModel
import XCTest

final class DimmingFadeTests: XCTestCase {
    func testTheFadeFollowsEachPhasesTiming() throws {
        let card = try transition("Card", in: try corpusSource("spec/valid/card.trans"))
        let present = try XCTUnwrap(card.present.dimmingFade)
        XCTAssertEqual(present.target, .dimming)
        XCTAssertEqual(present.property, .alpha)
        XCTAssertEqual(present.animation, .fromTo(.scalar(.constant(0)), .scalar(.constant(0.4))))
        XCTAssertEqual(present.timing, card.present.timing)
        let dismiss = try XCTUnwrap(card.dismiss.dimmingFade)
        XCTAssertEqual(dismiss.animation, .fromTo(.scalar(.constant(0.4)), .scalar(.constant(0))))
        XCTAssertEqual(dismiss.timing, card.dismiss.timing)
        // The implicit track comes last.
        XCTAssertEqual(card.present.allTracks.last, present)
    }

    func testTheDefaultAlphaIsFourTenthsAndSystemPhasesFadeToo() throws {
        let plain = try transition(
            "Plain",
            in: """
                transition Plain {
                    style: custom
                    presentation { dimming { } }
                }
                """)
        XCTAssertEqual(
            plain.presentation?.dimming,
            Dimming(color: Color(red: 0, green: 0, blue: 0, alpha: 1), alpha: 0.4, tapToDismiss: false))
        XCTAssertEqual(plain.present.dimmingFade?.animation, .fromTo(.scalar(.constant(0)), .scalar(.constant(0.4))))
        XCTAssertEqual(plain.present.dimmingFade?.timing.duration, 0.5)
    }

    func testNoFadeWithoutADimmingBlock() throws {
        let diagonal = try transition("Diagonal", in: try corpusSource("spec/valid/diagonal.trans"))
        XCTAssertNil(diagonal.present.dimmingFade)
        XCTAssertNil(diagonal.dismiss.dimmingFade)
    }

    func testAPhaseThatAnimatesTheDimmingAlphaHasNoFade() throws {
        let checked = check(
            """
            transition Own {
                style: custom
                presentation { dimming { alpha: 0.5 } }
                present { duration: 1s, animate dimming { alpha: 0 -> 0.5 } }
                dismiss: reverse
            }
            """)
        XCTAssertEqual(ids(checked.diagnostics), ["sema.dimming-fade-conflict"])
        let own = try XCTUnwrap(checked.program.transitions.first)
        XCTAssertNil(own.present.dimmingFade)
        XCTAssertNil(own.dismiss.dimmingFade)
        XCTAssertEqual(
            own.dismiss.track(.dimming, .alpha)?.animation, .fromTo(.scalar(.constant(0.5)), .scalar(.constant(0))))
    }
}
