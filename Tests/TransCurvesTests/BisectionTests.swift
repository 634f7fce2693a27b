// Tests for the shared bisection root finder.

import XCTest

@testable import TransCurves

final class BisectionTests: XCTestCase {
    func testNarrowsToTheRequestedWidth() {
        let root = bisect(from: 0, to: 2, width: 1e-12) { $0 * $0 < 2 }
        XCTAssertEqual(root, 2.0.squareRoot(), accuracy: 1e-12)
    }

    func testEndsWhenTheWidthCannotBeReached() {
        let root = bisect(from: 1e6, to: 2e6, width: 0) { $0 < 1_234_567.5 }
        XCTAssertEqual(root, 1_234_567.5, accuracy: 1e-9)
        XCTAssert(bisect(from: .nan, to: 1, width: 1e-9) { _ in true }.isNaN)
    }
}
