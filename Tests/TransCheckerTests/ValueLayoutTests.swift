// `Value` is kept to three words (its large payloads boxed): past that, every `Value?` an
// evaluation returns is copied and destroyed through the runtime's value witnesses.
import XCTest

@testable import TransChecker

final class ValueLayoutTests: XCTestCase {
    func testAValueAndAnOptionalValueFitInThreeWords() {
        XCTAssertLessThanOrEqual(MemoryLayout<Value>.size, 3 * MemoryLayout<Int>.size)
        XCTAssertLessThanOrEqual(MemoryLayout<Value?>.size, 3 * MemoryLayout<Int>.size)
    }
}
