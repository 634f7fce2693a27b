// `transition NAME: BASE`: a deep merge key by key; values replace whole; animate blocks merge
// by target; chains resolve through every base.
import TransModel
import TransTestSupport
import XCTest

final class InheritanceTests: XCTestCase {
    private let source = """
        transition Sheet {
            doc: "A sheet."
            style: custom
            presentation {
                frame: bottom(height: 300)
                cornerRadius: 12
                dimming { color: #336699, alpha: 0.4, tapToDismiss: true }
            }
            present {
                duration: 0.4s
                curve: easeOut
                animate presented { frame: offscreen(bottom) -> final, alpha: 0 -> 1 }
                animate presenting { scale: 1 -> 0.95 }
            }
            dismiss: reverse
        }

        transition Darker: Sheet {
            presentation { dimming { alpha: 0.6 } }
        }

        transition Faded: Sheet {
            present {
                animate presented { alpha: 0.5 -> 1 }
                animate presented.tag(1) { alpha: 0 -> 1 }
            }
        }

        transition Tall: Darker {
            presentation { frame: bottom(height: 500) }
        }
        """

    func testDimmingAlphaAloneChanges() throws {
        let sheet = try transition("Sheet", in: source)
        let darker = try transition("Darker", in: source)
        var expected = try XCTUnwrap(sheet.presentation)
        expected.dimming?.alpha = 0.6
        XCTAssertEqual(darker.presentation, expected)
        XCTAssertEqual(darker.presentation?.dimming?.color, Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        XCTAssertEqual(darker.presentation?.dimming?.tapToDismiss, true)
        // Everything else is the base's, the dimming fades included (now to 0.6).
        XCTAssertEqual(darker.style, sheet.style)
        XCTAssertEqual(darker.documentation, "A sheet.")
        XCTAssertEqual(darker.present.targets, sheet.present.targets)
        XCTAssertEqual(darker.present.dimmingFade?.animation, .fromTo(.scalar(.constant(0)), .scalar(.constant(0.6))))
    }

    func testAnimateBlocksMergeByTargetAndTracksByProperty() throws {
        let sheet = try transition("Sheet", in: source)
        let faded = try transition("Faded", in: source)
        XCTAssertEqual(faded.present.targets.map(\.target), [.presented, .presenting, .presentedTag(1)])
        XCTAssertEqual(faded.present.track(.presented, .frame), sheet.present.track(.presented, .frame))
        XCTAssertEqual(
            faded.present.track(.presented, .alpha)?.animation, .fromTo(.scalar(.constant(0.5)), .scalar(.constant(1))))
        XCTAssertEqual(faded.present.track(.presenting, .scale), sheet.present.track(.presenting, .scale))
        XCTAssertEqual(faded.present.timing, sheet.present.timing)
        // The inherited reverse reverses the merged present phase.
        XCTAssertEqual(
            faded.dismiss.track(.presented, .alpha)?.animation, .fromTo(.scalar(.constant(1)), .scalar(.constant(0.5))))
    }

    func testAChainMergesEveryLevel() throws {
        let tall = try transition("Tall", in: source)
        XCTAssertEqual(tall.presentation?.dimming?.alpha, 0.6)
        XCTAssertEqual(tall.presentation?.cornerRadius, 12)
        XCTAssertEqual(geometry(tall).finalFrame, Rect(x: 0, y: 352, width: 393, height: 500))
    }

    func testInheritedErrorsAreReportedOnceAtTheBase() {
        let checked = check(
            """
            transition Base {
                style: custom
                present { duration: 0.3, animate presented { alpha: 0 -> 1 } }
            }
            transition One: Base { }
            transition Two: One { }
            """)
        XCTAssertEqual(ids(checked.diagnostics), ["sema.missing-time-unit"])
    }
}
