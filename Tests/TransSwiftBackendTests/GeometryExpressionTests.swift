// GeometryExpression: the model's expressions as simple, typed run-time Swift.
import TransModel
import XCTest

@testable import TransSwiftBackend

final class GeometryExpressionTests: XCTestCase {
    private let width = ScalarExpression.container(.width)
    private let height = ScalarExpression.container(.height)

    func testArithmeticKeepsItsMeaningWithFewParentheses() {
        XCTAssertEqual(
            GeometryExpression.scalar(.subtract(.subtract(width, .constant(35)), .constant(35))),
            "container.width - 35 - 35")
        XCTAssertEqual(
            GeometryExpression.scalar(.subtract(width, .subtract(height, .constant(1)))),
            "container.width - (container.height - 1)")
        XCTAssertEqual(
            GeometryExpression.scalar(.divide(.subtract(width, .constant(270)), .constant(2))),
            "(container.width - 270) / 2")
        XCTAssertEqual(GeometryExpression.scalar(.negate(.add(width, height))), "-(container.width + container.height)")
        XCTAssertEqual(GeometryExpression.scalar(.negate(.negate(width))), "container.width")
        XCTAssertEqual(GeometryExpression.scalar(.add(width, .constant(-10))), "container.width - 10")
        XCTAssertEqual(GeometryExpression.scalar(.multiply(.constant(2), .constant(3))), "6")
    }

    func testFieldsOfFramesResolve() {
        let offscreen = FrameExpression.rect(
            x: .component(.final, .x), y: height, width: .component(.final, .width),
            height: .component(.final, .height))
        XCTAssertEqual(GeometryExpression.scalar(.component(offscreen, .y)), "container.height")
        XCTAssertEqual(
            GeometryExpression.scalar(.component(.offset(.final, dx: .constant(0), dy: .constant(10)), .y)),
            "final.minY + 10")
        XCTAssertEqual(GeometryExpression.scalar(.component(.container, .width)), "container.width")
    }

    func testFramesAndTypedLiterals() {
        XCTAssertEqual(GeometryExpression.frame(.final), "final")
        XCTAssertEqual(
            GeometryExpression.frame(.offset(.final, dx: .constant(0), dy: .negate(height))),
            "final.offsetBy(dx: 0, dy: -container.height)")
        XCTAssertEqual(
            GeometryExpression.frame(
                .rect(x: .constant(0), y: .subtract(height, .constant(300)), width: width, height: .constant(300))),
            "CGRect(x: 0 as CGFloat, y: container.height - 300, width: container.width, height: 300 as CGFloat)")
        XCTAssertEqual(
            GeometryExpression.frame(
                .rect(x: .constant(1), y: .constant(2), width: .constant(3), height: .constant(4))),
            "CGRect(x: 1, y: 2, width: 3, height: 4)")
    }

    func testLanguageSpellingForDocs() {
        XCTAssertEqual(
            GeometryExpression.frame(.offset(.final, dx: .constant(0), dy: .negate(height)), .language),
            "final.offset(y: -container.height)")
        XCTAssertEqual(GeometryExpression.scalar(.component(.final, .x), .language), "final.x")
    }

    func testAnglesInWholeDegreesReadAsDegrees() {
        XCTAssertEqual(GeometryExpression.angle(.constant(-Double.pi / 2)), "-90 * CGFloat.pi / 180")
        XCTAssertEqual(GeometryExpression.angle(.constant(Double.pi)), "CGFloat.pi")
        XCTAssertEqual(GeometryExpression.angle(.constant(0.5)), "0.5")
        XCTAssertEqual(GeometryExpression.angle(.constant(0)), "0")
    }

    func testUses() {
        XCTAssertTrue(GeometryExpression.uses(FrameExpression.final).final)
        XCTAssertFalse(GeometryExpression.uses(FrameExpression.final).container)
        XCTAssertTrue(GeometryExpression.uses(.multiply(.constant(2), width)).container)
        XCTAssertFalse(GeometryExpression.uses(.constant(2)).container)
    }
}
