// `Geometry.evaluate`: leaves read in place (`leafValue`), a rectangle's sums and differences of
// two leaves computed in place (`side`), and nodes walked give every case its value, at the top
// of an expression, as an operand and as a rectangle's field.
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

    /// A rectangle's sum or difference of two leaves is computed in place (`side`), any other
    /// operation through `nodeValue`: each field as its scalar evaluated alone.
    func testARectsSidesAreTheirScalarsValues() {
        let leaves: [ScalarExpression] = [
            .constant(7), .container(.width), .component(.final, .height), .content(.height), .safeArea(.left),
            .component(.container, .height),
        ]
        let nodes: [ScalarExpression] = [.negate(.constant(2)), .multiply(.constant(3), .container(.height))]
        for lhs in leaves + nodes {
            for rhs in leaves + nodes {
                for side in [ScalarExpression.add(lhs, rhs), .subtract(lhs, rhs), .multiply(lhs, rhs), lhs] {
                    let frame = FrameExpression.rect(x: side, y: .negate(side), width: side, height: rhs)
                    let expected = Rect(
                        x: geometry.evaluate(side), y: geometry.evaluate(.negate(side)), width: geometry.evaluate(side),
                        height: geometry.evaluate(rhs))
                    XCTAssertEqual(geometry.evaluate(frame), expected, "\(side)")
                }
            }
        }
    }
}
