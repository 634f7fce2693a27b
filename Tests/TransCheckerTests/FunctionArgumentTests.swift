// Function arguments in the model: labelled ones in any order, positional ones in order
// wherever labelled ones stand, and defaults filled in.
import TransModel
import XCTest

final class FunctionArgumentTests: XCTestCase {
    func testLabelledArgumentsMayComeBeforePositionalOnes() throws {
        let pan = try transition(
            "Pan",
            in: """
                transition Pan {
                    style: custom
                    present { duration: 1s, animate presented { alpha: 0 -> 1 } }
                    dismiss { duration: 1s, animate presented { x: final.x -> -final.width }, interactive: pan(threshold: 0.5, left) }
                }
                """)
        XCTAssertEqual(pan.interactiveDismissal, InteractiveDismissal(direction: .left, threshold: 0.5))
    }

    func testDefaults() throws {
        let defaults = try transition(
            "Defaults",
            in: """
                transition Defaults {
                    style: custom
                    present {
                        duration: 1s
                        animate presented { frame: final.offset(y: 10) -> final.offset() }
                    }
                    dismiss { duration: 1s, animate presented { y: final.y -> -final.height }, interactive: pan(up) }
                }
                """)
        XCTAssertEqual(defaults.interactiveDismissal, InteractiveDismissal(direction: .top, threshold: 0.3))
        XCTAssertEqual(
            defaults.present.track(.presented, .frame)?.animation,
            .fromTo(
                .frame(.offset(.final, dx: .constant(0), dy: .constant(10))),
                .frame(.offset(.final, dx: .constant(0), dy: .constant(0)))))
        XCTAssertEqual(defaults.present.timing.delay, 0)
        XCTAssertNil(defaults.present.perspective)
        XCTAssertEqual(defaults.presentation, nil)
    }

    func testTimesAndAnglesScaleFromEitherSide() throws {
        let scaled = try transition(
            "Scaled",
            in: """
                let base = 200ms
                let quarter = 90deg
                transition Scaled {
                    style: custom
                    present {
                        duration: 2 * base
                        delay: base / 2
                        animate presented { rotation: 0deg -> 2 * quarter, rotationX: quarter * 0.5 -> 0deg }
                    }
                }
                """)
        XCTAssertEqual(scaled.present.timing.duration, 0.4, accuracy: 1e-12)
        XCTAssertEqual(scaled.present.timing.delay, 0.1, accuracy: 1e-12)
        assertClose(try XCTUnwrap(constantEnds(scaled.present.track(.presented, .rotation))), [0, .pi])
        assertClose(try XCTUnwrap(constantEnds(scaled.present.track(.presented, .rotationX))), [.pi / 4, 0])
    }

    func testColorsAnchorsAndTags() throws {
        let colors = try transition(
            "Colors",
            in: """
                transition Colors {
                    style: custom
                    presentation { dimming { color: rgba(1, 0.5, 0, 0.25) } }
                    present {
                        duration: 1s
                        animate presented.tag(42) { anchor: (0.25, 0.75), alpha: 0 -> 1 }
                        animate presenting { anchor: bottom, alpha: 1 -> 0.5 }
                    }
                    dismiss: reverse
                }
                """)
        XCTAssertEqual(colors.presentation?.dimming?.color, Color(red: 1, green: 0.5, blue: 0, alpha: 0.25))
        XCTAssertEqual(colors.present.targets.map(\.target), [.presentedTag(42), .presenting])
        XCTAssertEqual(colors.present.targets.map(\.anchor), [UnitPoint(x: 0.25, y: 0.75), UnitPoint(x: 0.5, y: 1)])
    }
}
