// Springs and time: a physical spring without a duration lasts its settling time; with a
// shorter one it is cut off (a warning); UIKit's spring runs for the written duration.
import Foundation
import TransModel
import TransTestSupport
import XCTest

final class SpringTimingTests: XCTestCase {
    /// The settling time of LANGUAGE.md for ζ < 1, computed here independently:
    /// T = ln(1000 A) / (ζ ω₀), A = √(1 + ((ζ ω₀ − v) / ω_d)²).
    private func settlingTime(mass m: Double, stiffness k: Double, damping c: Double, velocity v: Double) -> Double {
        let omega0 = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        let a = (1 + pow((zeta * omega0 - v) / omegaD, 2)).squareRoot()
        return log(1000 * a) / (zeta * omega0)
    }

    func testAPhysicalSpringWithoutADurationLastsItsSettlingTime() throws {
        let alert = try transition("Alert", in: try corpusSource("spec/valid/physical-spring.trans"))
        let expected = settlingTime(mass: 1, stiffness: 300, damping: 20, velocity: 0)
        XCTAssertEqual(expected, 0.711, accuracy: 0.001)
        XCTAssertEqual(alert.present.timing.duration, expected, accuracy: 1e-9)
        XCTAssertFalse(alert.present.timing.durationIsWritten)
        XCTAssertEqual(alert.present.track(.presented, .scale)?.timing.duration ?? 0, expected, accuracy: 1e-9)
        XCTAssertEqual(alert.present.duration, expected, accuracy: 1e-9)
        // The dimming fade lasts the whole phase on UIKit's default curve, never the spring.
        XCTAssertEqual(alert.present.dimmingFade?.timing.duration ?? 0, expected, accuracy: 1e-9)
        XCTAssertEqual(alert.present.dimmingFade?.timing.curve, .easeInOut)
    }

    func testUIKitIgnoresAWrittenDurationSoTheSpringRunsToItsSettlingTime() throws {
        let checked = check(
            """
            transition Cut {
                style: custom
                present {
                    duration: 0.5s
                    curve: spring(mass: 2, stiffness: 100, damping: 10, velocity: 1)
                    animate presented { alpha: 0 -> 1 }
                }
            }
            """)
        XCTAssertEqual(ids(checked.diagnostics.problems), ["sema.spring-cut-off"])
        let settling = settlingTime(mass: 2, stiffness: 100, damping: 10, velocity: 1)
        let shown = (settling * 1000).rounded() / 1000
        let warning = try XCTUnwrap(checked.diagnostics.first)
        XCTAssertEqual(
            warning.message,
            "the written duration of this spring is ignored by UIKit: it runs for its settling time, \(shown)s, not 0.5s"
        )
        // The fix-it writes the settling time over the duration's value.
        XCTAssertEqual(warning.fixIts.first?.edits.first?.replacement, "\(shown)s")
        // One story: the phase, its track, transitionDuration and the timeline all settle.
        let cut = try XCTUnwrap(checked.program.transitions.first)
        XCTAssertEqual(cut.present.timing.duration, settling, accuracy: 1e-9)
        XCTAssertFalse(cut.present.timing.durationIsWritten)
        XCTAssertEqual(cut.present.duration, settling, accuracy: 1e-9)
        XCTAssertEqual(
            cut.present.timing.curve,
            .physicalSpring(.init(mass: 2, stiffness: 100, damping: 10, initialVelocity: 1)))
    }

    func testAnAnimateBlocksSpringTimesItsTracksWhenThePhaseWritesNoDuration() throws {
        let own = try transition(
            "Own",
            in: """
                transition Own {
                    style: custom
                    present {
                        curve: spring(mass: 1, stiffness: 300, damping: 20)
                        animate presented { alpha: 0 -> 1 }
                        animate presenting { curve: spring(mass: 1, stiffness: 100, damping: 10), alpha: 1 -> 0.5 }
                    }
                    dismiss: reverse
                }
                """)
        let phaseSpring = settlingTime(mass: 1, stiffness: 300, damping: 20, velocity: 0)
        let blockSpring = settlingTime(mass: 1, stiffness: 100, damping: 10, velocity: 0)
        XCTAssertEqual(own.present.track(.presented, .alpha)?.timing.duration ?? 0, phaseSpring, accuracy: 1e-9)
        XCTAssertEqual(own.present.track(.presenting, .alpha)?.timing.duration ?? 0, blockSpring, accuracy: 1e-9)
        XCTAssertEqual(own.present.duration, blockSpring, accuracy: 1e-9)
    }

    func testUIKitsSpringRunsForTheWrittenDuration() throws {
        let card = try transition("Card", in: try corpusSource("spec/valid/card.trans"))
        XCTAssertEqual(
            card.present.timing,
            Timing(
                delay: 0, duration: 0.55, curve: .uiKitSpring(dampingRatio: 0.7, velocity: 0.3), durationIsWritten: true
            ))
    }

    func testPhysicalSpringDefaults() throws {
        let defaults = try transition(
            "Defaults",
            in: """
                transition Defaults {
                    style: custom
                    present { curve: spring(stiffness: 100, damping: 20), animate presented { alpha: 0 -> 1 } }
                    dismiss { duration: 1s, curve: spring(damping: 0.5), animate presented { alpha: 1 -> 0 } }
                }
                """)
        XCTAssertEqual(
            defaults.present.timing.curve,
            .physicalSpring(.init(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0)))
        XCTAssertEqual(defaults.dismiss.timing.curve, .uiKitSpring(dampingRatio: 0.5, velocity: 0))
    }
}
