// `Property.valueKind` and `Property.range` are written apart from the descriptor, so the
// track checker need not build it: each must say what the descriptor says.
import TransModel
import XCTest

final class PropertyTests: XCTestCase {
    func testValueKindAndRangeAreTheDescriptors() {
        for property in Property.allCases {
            XCTAssertEqual(property.valueKind, property.descriptor.valueKind, property.rawValue)
            XCTAssertEqual(property.range, property.descriptor.range, property.rawValue)
        }
    }
}
