// `Geometry.evaluate`: leaves read in place (`leafValue`) and nodes walked give every case its
// value, at the top of an expression and as an operand.
import TransModel
import XCTest

final class GeometryTests: XCTestCase {
    /// A 400 × 800 container, final frame (10, 20, 300, 600), content 400 × 250.
    private let geometry = Geometry(
        containerWidth: 400, containerHeight: 800,
        finalFrame: .rect(x: .constant(10), y: .constant(20), width: .constant(300), height: .constant(600)),
        safeArea: EdgeInsets(top: 59, left: 3, bottom: 34, right: 5), contentSize: Size(width: 400, height: 250))

    /// Every leaf, alone and as both operands of a node (where `nodeValue` reads it in place).
    func testEveryLeafHasItsValueAloneAndAsAnOperand() {
        let leaves: [(ScalarExpression, Double)] = [
            (.constant(7), 7), (.container(.width), 400), (.container(.height), 800),
            (.component(.final, .x), 10), (.component(.final, .y), 20), (.component(.final, .width), 300),
            (.component(.final, .height), 600), (.content(.width), 400), (.content(.height), 250),
            (.component(.container, .height), 800), (.safeArea(.left), 3),
        ]
        for (leaf, value) in leaves {
            XCTAssertEqual(geometry.evaluate(leaf), value, "\(leaf)")
            XCTAssertEqual(geometry.evaluate(.add(leaf, .constant(1))), value + 1, "\(leaf)")
            XCTAssertEqual(geometry.evaluate(.subtract(.constant(1), leaf)), 1 - value, "\(leaf)")
            XCTAssertEqual(geometry.evaluate(.negate(leaf)), -value, "\(leaf)")
        }
    }

    func testNodesCombineTheirOperands() {
        let width = ScalarExpression.container(.width)
        XCTAssertEqual(geometry.evaluate(.multiply(width, .divide(.constant(3), .constant(4)))), 300)
        XCTAssertEqual(geometry.evaluate(.extremum(.min, width, .component(.final, .height))), 400)
        XCTAssertEqual(geometry.evaluate(.extremum(.max, .negate(width), .constant(-500))), -400)
        XCTAssertEqual(
            geometry.evaluate(.component(.offset(.final, dx: .constant(5), dy: .subtract(width, .constant(1))), .y)),
            20 + 399)
    }

    func testARectReadsEachFieldsExpression() {
        let frame = FrameExpression.rect(
            x: .component(.final, .x), y: .container(.height), width: .subtract(.container(.width), .constant(70)),
            height: .add(.component(.final, .height), .constant(1)))
        XCTAssertEqual(geometry.evaluate(frame), Rect(x: 10, y: 800, width: 330, height: 601))
    }
}
