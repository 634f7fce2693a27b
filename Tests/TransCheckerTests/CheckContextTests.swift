// `CheckContext.constant(named:)` keeps its last misses and finds by a key of length and first
// byte: names that share the key must still be told apart by their spelling. A constant's record
// gives a use found sound before its value without checking it again: a use found unsound must
// still be reported at each place.
import TransModel
import TransSyntax
import TransTestSupport
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

    func testAUseReportedOnceIsReportedAtEveryPlaceAndASoundOneNowhere() {
        // `f` mentions `final`: wrong in each presentation frame (twice in each of two
        // transitions), sound in a track, however often either comes.
        let transition = { (name: String) in
            """
            transition \(name) {
                style: custom
                presentation { frame: inset(top: m, left: f, bottom: m, right: f) }
                present {
                    duration: 1s
                    animate presented { frame: inset(top: f, left: m, bottom: f, right: m) -> final }
                }
                dismiss: reverse
            }

            """
        }
        let source = "let f = final.width\nlet m = 10\n" + transition("A") + transition("B")
        let diagnostics = check(source).diagnostics.problems
        XCTAssertEqual(Set(ids(diagnostics)), ["sema.final-in-presentation-frame"])
        // At the `f` of each frame's `left: f` and `right: f`, not of the track's `top: f` and `bottom: f`.
        let expected =
            (offsets(of: "left: f", in: source).map { $0 + 6 } + offsets(of: "right: f", in: source).map { $0 + 7 })
        XCTAssertEqual(expected.count, 4)
        XCTAssertEqual(diagnostics.map(\.range.start).sorted(), expected.sorted())
    }

    /// The byte offsets at which `text` starts in `source`.
    private func offsets(of text: String, in source: String) -> [Int] {
        let bytes = Array(source.utf8)
        let pattern = Array(text.utf8)
        return bytes.indices.filter { bytes[$0...].starts(with: pattern) }
    }
}
