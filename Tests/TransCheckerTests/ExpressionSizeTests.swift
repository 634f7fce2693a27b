// `ExpressionSize` counts leaves and components of `final` in place, without its recursive call:
// the limit must fall on the same node as a plain count of every node.
import TransModel
import XCTest

@testable import TransChecker

final class ExpressionSizeTests: XCTestCase {
    /// Every node, counted the plain way: each scalar and frame case is one, plus its operands.
    private func count(_ scalar: ScalarExpression) -> Int {
        switch scalar {
        case .constant, .container, .safeArea, .maximumDetentValue, .content: 1
        case .component(let frame, _): 1 + count(frame)
        case .negate(let operand): 1 + count(operand)
        case .add(let lhs, let rhs), .subtract(let lhs, let rhs), .multiply(let lhs, let rhs),
            .divide(let lhs, let rhs), .extremum(_, let lhs, let rhs):
            1 + count(lhs) + count(rhs)
        }
    }

    private func count(_ frame: FrameExpression) -> Int {
        switch frame {
        case .container, .final: 1
        case .rect(let x, let y, let width, let height): 1 + count(x) + count(y) + count(width) + count(height)
        case .offset(let base, let dx, let dy): 1 + count(base) + count(dx) + count(dy)
        case .orientation(let portrait, let landscape): 1 + count(portrait) + count(landscape)
        }
    }

    /// Leaves of every kind counted in place, and a component of a rectangle, which is not.
    private let leaves: [ScalarExpression] = [
        .constant(1), .container(.width), .safeArea(.top), .maximumDetentValue, .content(.height),
        .component(.final, .width), .component(.container, .x),
        .component(.rect(x: .constant(0), y: .constant(0), width: .constant(1), height: .constant(1)), .y),
    ]

    /// `first + leaf + leaf + …`, `terms` leaves taken from `leaves` in turn from `offset`.
    private func sum(_ terms: Int, from offset: Int) -> ScalarExpression {
        var scalar = leaves[offset % leaves.count]
        for index in 1..<terms { scalar = .add(scalar, .negate(leaves[(offset + index) % leaves.count])) }
        return scalar
    }

    func testLimitFallsWhereThePlainCountPassesIt() {
        var seen = (fits: false, exceeds: false)
        for terms in 60...110 {
            for offset in leaves.indices {
                let scalar = sum(terms, from: offset)
                let expected = count(scalar) > ExpressionSize.maximumNodes
                XCTAssertEqual(ExpressionSize.exceedsLimit(.scalar(scalar)), expected, "\(terms) from \(offset)")
                let frame = FrameExpression.rect(
                    x: leaves[offset], y: .constant(2), width: scalar, height: .negate(scalar))
                XCTAssertEqual(
                    ExpressionSize.exceedsLimit(.frame(frame)), count(frame) > ExpressionSize.maximumNodes,
                    "frame \(terms) from \(offset)")
                let moved = FrameExpression.offset(.final, dx: scalar, dy: leaves[offset])
                XCTAssertEqual(
                    ExpressionSize.exceedsLimit(.frame(moved)), count(moved) > ExpressionSize.maximumNodes,
                    "offset \(terms) from \(offset)")
                if expected { seen.exceeds = true } else { seen.fits = true }
            }
        }
        // The range spans the limit: some sums fit and some do not.
        XCTAssertTrue(seen.fits && seen.exceeds)
    }

    func testExactlyTheLimitFits() {
        // A rectangle of leaves of `final` and the container: 1 + 2 + 2 + 1 nodes and its `x`,
        // grown by constants to the limit; one node more (a negation) passes it.
        var scalar = ScalarExpression.component(.final, .x)
        while count(scalar) < ExpressionSize.maximumNodes - 6 { scalar = .add(scalar, .constant(1)) }
        let atLimit = FrameExpression.rect(
            x: scalar, y: .component(.final, .y), width: .component(.container, .width), height: .constant(3))
        XCTAssertEqual(count(atLimit), ExpressionSize.maximumNodes)
        XCTAssertFalse(ExpressionSize.exceedsLimit(.frame(atLimit)))
        let past = FrameExpression.rect(
            x: scalar, y: .component(.final, .y), width: .component(.container, .width),
            height: .negate(.constant(3)))
        XCTAssertEqual(count(past), ExpressionSize.maximumNodes + 1)
        XCTAssertTrue(ExpressionSize.exceedsLimit(.frame(past)))
    }
}
