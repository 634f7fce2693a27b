// `CheckContext.constant(named:)` keeps its last misses and finds by a key of length and first
// byte: names that share the key must still be told apart by their spelling.
import TransModel
import XCTest

final class CheckContextTests: XCTestCase {
    func testNamesSharingLengthAndFirstByteFindTheirOwnConstants() throws {
        // `ab` and `ac` share a key, as do the constant `bottam` and the edge word `bottom`
        // (missed first, in `offscreen(bottom)`).
        let source = """
            let ab = 10
            let ac = 20
            let bottam = 30
            transition T {
                style: custom
                presentation { frame: inset(top: ab, left: ac, bottom: ab, right: ac) }
                present {
                    duration: 1s
                    animate presented { frame: offscreen(bottom) -> inset(top: bottam, left: ab, bottom: ac, right: ab) }
                }
                dismiss: reverse
            }
            """
        let t = try transition("T", in: source)
        let width = ScalarExpression.container(.width)
        let height = ScalarExpression.container(.height)
        XCTAssertEqual(
            t.presentation?.frame,
            .rect(
                x: .constant(20), y: .constant(10), width: .subtract(width, .constant(40)),
                height: .subtract(height, .constant(20))))
        let track = try XCTUnwrap(t.present.track(.presented, .frame))
        let offscreenBottom = FrameExpression.rect(
            x: .component(.final, .x), y: height, width: .component(.final, .width),
            height: .component(.final, .height))
        XCTAssertEqual(
            track.animation,
            .fromTo(
                .frame(offscreenBottom),
                .frame(
                    .rect(
                        x: .constant(10), y: .constant(30), width: .subtract(width, .constant(20)),
                        height: .subtract(height, .constant(50))))))
    }
}
