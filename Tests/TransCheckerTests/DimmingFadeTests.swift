// The dimming view fades from 0 to its alpha alongside presentation and back alongside
// dismissal, as a UIKit alongside animation: over the whole phase from 0 s on easeInOut; no fade without a dimming block, nor in a phase that
// animates the dimming alpha itself.
import TransModel
import TransTestSupport
import XCTest

final class DimmingFadeTests: XCTestCase {
    func testTheFadeRunsOverTheWholePhaseOnUIKitsDefaultCurve() throws {
        let card = try transition("Card", in: try corpusSource("spec/valid/card.trans"))
        let present = try XCTUnwrap(card.present.dimmingFade)
        XCTAssertEqual(present.target, .dimming)
        XCTAssertEqual(present.property, .alpha)
        XCTAssertEqual(present.animation, .fromTo(.scalar(.constant(0)), .scalar(.constant(0.4))))
        // The card's phases run on a UIKit spring; the fade does not (alpha stays in 0…1).
        let alongside = Timing(delay: 0, duration: 0.55, curve: .easeInOut, durationIsWritten: true)
        XCTAssertNotEqual(card.present.timing.curve, .easeInOut)
        XCTAssertEqual(present.timing, alongside)
        let dismiss = try XCTUnwrap(card.dismiss.dimmingFade)
        XCTAssertEqual(dismiss.animation, .fromTo(.scalar(.constant(0.4)), .scalar(.constant(0))))
        XCTAssertEqual(dismiss.timing, alongside)
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

    func testTheFadeSpansDelayedTracksFromTheStart() throws {
        let delayed = try transition(
            "Delayed",
            in: """
                transition Delayed {
                    style: custom
                    presentation { dimming { alpha: 0.5 } }
                    present {
                        duration: 0.3s, delay: 0.2s, curve: spring(damping: 0.5)
                        animate presented { alpha: 0 -> 1 }
                        animate presenting { duration: 0.6s, delay: 0s, alpha: 1 -> 0.5 }
                    }
                    dismiss: reverse
                }
                """)
        // transitionDuration is 0.6 s (the presenting track); the fade covers it from 0 s.
        XCTAssertEqual(
            delayed.present.dimmingFade?.timing,
            Timing(delay: 0, duration: 0.6, curve: .easeInOut, durationIsWritten: true))
        XCTAssertEqual(delayed.present.duration, 0.6)
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
