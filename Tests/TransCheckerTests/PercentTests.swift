// `%`: a share of the container's width where a horizontal length goes, of its height where a
// vertical one goes, and of each side's own dimension in `inset(N%)`.
import TransModel
import TransTestSupport
import XCTest

final class PercentTests: XCTestCase {
    private let width = ScalarExpression.container(.width)
    private let height = ScalarExpression.container(.height)

    private func share(_ fraction: Double, of dimension: ScalarExpression) -> ScalarExpression {
        .multiply(.constant(fraction), dimension)
    }

    func testTracksAndFrameArgumentsTakeTheirOwnAxis() throws {
        let source = """
            transition Shares {
                style: custom
                presentation { frame: rect(x: 10%, y: 20%, width: 100%, height: 50%) }
                present {
                    duration: 1s
                    animate presented { x: 25% -> 0, y: 75% -> 0 }
                    animate presenting { frame: final.offset(x: 5%, y: 5%) -> final }
                }
                dismiss: reverse
            }
            """
        let shares = try transition("Shares", in: source)
        XCTAssertEqual(
            shares.presentation?.frame,
            .rect(x: share(0.1, of: width), y: share(0.2, of: height), width: width, height: share(0.5, of: height)))
        XCTAssertEqual(
            shares.present.track(.presented, .x)?.animation,
            .fromTo(.scalar(share(0.25, of: width)), .scalar(.constant(0))))
        XCTAssertEqual(
            shares.present.track(.presented, .y)?.animation,
            .fromTo(.scalar(share(0.75, of: height)), .scalar(.constant(0))))
        XCTAssertEqual(
            shares.present.track(.presenting, .frame)?.animation,
            .fromTo(.frame(.offset(.final, dx: share(0.05, of: width), dy: share(0.05, of: height))), .frame(.final)))
    }

    func testInsetAllRoundUsesEachSidesOwnDimension() throws {
        let source = """
            transition Inset {
                style: custom
                presentation { frame: inset(10%) }
            }
            """
        let inset = try transition("Inset", in: source)
        assertClose(geometry(inset).finalFrame.components, [39.3, 85.2, 314.4, 681.6])
    }

    func testLeftRightTopBottomAndCenter() throws {
        let source = """
            transition Sides {
                style: custom
                present {
                    duration: 1s
                    animate presented { frame: left(width: 50%) -> top(height: 25%) }
                    animate presenting { frame: center(width: 50%, height: 50%) -> bottom(height: 25%) }
                }
                dismiss: reverse
            }
            """
        let sides = try transition("Sides", in: source)
        let g = geometry(sides)
        guard case .fromTo(let a, let b)? = sides.present.track(.presented, .frame)?.animation,
            case .fromTo(let c, let d)? = sides.present.track(.presenting, .frame)?.animation
        else { return XCTFail("expected two frame tracks") }
        XCTAssertEqual(g.evaluate(a), [0, 0, 196.5, 852])
        XCTAssertEqual(g.evaluate(b), [0, 0, 393, 213])
        XCTAssertEqual(g.evaluate(c), [98.25, 213, 196.5, 426])
        XCTAssertEqual(g.evaluate(d), [0, 639, 393, 213])
    }

    func testPercentAnywhereElseIsAnError() {
        let checked = check(
            """
            transition Elsewhere {
                style: custom
                present {
                    duration: 1s
                    animate presented { alpha: 50% -> 1, scale: 1 -> 2 * 10% }
                }
            }
            """)
        XCTAssertEqual(ids(checked.diagnostics), ["sema.percent-not-allowed", "sema.percent-not-allowed"])
    }
}
