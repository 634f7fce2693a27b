// Frame functions lowered into rect expressions over the container and the final frame.
import TransModel
import XCTest

final class FrameLoweringTests: XCTestCase {
    private let width = ScalarExpression.container(.width)
    private let height = ScalarExpression.container(.height)

    func testCardsPresentationFrameIsItsInsetAsARect() throws {
        let card = try transition("Card", in: try corpusSource("spec/valid/card.trans"))
        // inset(top: 80, left: margin, bottom: 80, right: margin) with margin = 35; the two
        // margins fold into one constant.
        XCTAssertEqual(
            card.presentation?.frame,
            .rect(
                x: .constant(35), y: .constant(80), width: .subtract(width, .constant(70)),
                height: .subtract(height, .constant(160))))
        XCTAssertEqual(card.finalFrame, card.presentation?.frame)
        XCTAssertEqual(geometry(card).finalFrame, Rect(x: 35, y: 80, width: 323, height: 692))
    }

    func testCardsTracksUseTheFinalFrameAndItsOffsets() throws {
        let card = try transition("Card", in: try corpusSource("spec/valid/card.trans"))
        let present = try XCTUnwrap(card.present.track(.presented, .frame))
        XCTAssertEqual(
            present.animation,
            .fromTo(.frame(.offset(.final, dx: .constant(0), dy: .negate(height))), .frame(.final)))
        let dismiss = try XCTUnwrap(card.dismiss.track(.presented, .frame))
        let offscreenBottom = FrameExpression.rect(
            x: .component(.final, .x), y: height, width: .component(.final, .width),
            height: .component(.final, .height))
        XCTAssertEqual(
            dismiss.animation,
            .fromTo(.frame(.final), .frame(.offset(offscreenBottom, dx: .constant(0), dy: .constant(10)))))
        // The timeline's first sample of the present phase: [0, 35, -772, 323, 692].
        guard case .fromTo(let from, _) = present.animation else { return XCTFail() }
        XCTAssertEqual(geometry(card).evaluate(from), [35, -772, 323, 692])
    }

    func testEachFrameFunction() throws {
        let source = """
            transition Frames {
                style: custom
                presentation { frame: center(width: 270, height: 180) }
                present {
                    duration: 1s
                    animate presented { frame: top(height: 100) -> bottom(height: 100) }
                    animate presenting { frame: left(width: 50) -> right(width: 50) }
                    animate presented.tag(1) { frame: rect(x: 1, y: 2, width: 3, height: 4) -> inset(10) }
                    animate presented.tag(2) { frame: offscreen(top) -> offscreen(left) }
                    animate presented.tag(3) { frame: offscreen(right) -> container }
                }
                dismiss: reverse
            }
            """
        let frames = try transition("Frames", in: source)
        let g = geometry(frames)
        XCTAssertEqual(g.finalFrame, Rect(x: 61.5, y: 336, width: 270, height: 180))
        func values(_ target: Target) throws -> [[Double]] {
            let track = try XCTUnwrap(frames.present.track(target, .frame))
            guard case .fromTo(let from, let to) = track.animation else { throw XCTSkip("not a from-to track") }
            return [g.evaluate(from), g.evaluate(to)]
        }
        XCTAssertEqual(try values(.presented), [[0, 0, 393, 100], [0, 752, 393, 100]])
        XCTAssertEqual(try values(.presenting), [[0, 0, 50, 852], [343, 0, 50, 852]])
        XCTAssertEqual(try values(.presentedTag(1)), [[1, 2, 3, 4], [10, 10, 373, 832]])
        // offscreen: the final frame moved just past the edge, other fields unchanged.
        XCTAssertEqual(try values(.presentedTag(2)), [[61.5, -180, 270, 180], [-270, 336, 270, 180]])
        XCTAssertEqual(try values(.presentedTag(3)), [[393, 336, 270, 180], [0, 0, 393, 852]])
    }

    func testEachInsetSideTakesItsOwnArgumentInAnyOrder() throws {
        let source = """
            transition Sides {
                style: custom
                presentation { frame: inset(right: 40, top: 10, bottom: 30, left: 20) }
                present { duration: 1s, animate presented { frame: inset(bottom: 5, left: 6) -> final } }
                dismiss: reverse
            }
            """
        let sides = try transition("Sides", in: source)
        XCTAssertEqual(
            sides.presentation?.frame,
            .rect(
                x: .constant(20), y: .constant(10), width: .subtract(width, .constant(60)),
                height: .subtract(height, .constant(40))))
        // A side not written is 0.
        XCTAssertEqual(
            sides.present.track(.presented, .frame)?.animation,
            .fromTo(
                .frame(
                    .rect(
                        x: .constant(6), y: .constant(0), width: .subtract(width, .constant(6)),
                        height: .subtract(height, .constant(5)))),
                .frame(.final)))
    }

    func testConstantsAreSubstitutedWhereTheyAreUsedAndKeepRunTimeGeometry() throws {
        let source = """
            let half = container.height / 2
            transition Half {
                style: custom
                presentation { frame: bottom(height: half) }
            }
            """
        let half = try transition("Half", in: source)
        XCTAssertEqual(
            half.presentation?.frame,
            .rect(
                x: .constant(0), y: .subtract(height, .divide(height, .constant(2))), width: width,
                height: .divide(height, .constant(2))))
    }
}
