// `FunctionKinds` finds a function's kind by a key of length and first byte, then spelling:
// names sharing a key (`rect`, `rgba`) must each find their own kind, as the dictionary did.
import XCTest

@testable import TransChecker

final class FunctionKindTests: XCTestCase {
    func testFindsEachFunctionsOwnKind() {
        let kinds = FunctionKinds([
            ("rect", .frame(.rect)), ("rgba", .color), ("rgb", .color), ("right", .frame(.right)),
            ("spring", .curve), ("pan", .gesture), ("rgb", .curve),
        ])
        func describe(_ kind: FunctionKind?) -> String {
            switch kind {
            case .frame(let function): "frame \(function.rawValue)"
            case .color: "color"
            case .curve: "curve"
            case .gesture: "gesture"
            case nil: "none"
            }
        }
        XCTAssertEqual(describe(kinds["rect"]), "frame rect")
        XCTAssertEqual(describe(kinds["rgba"]), "color")
        XCTAssertEqual(describe(kinds["right"]), "frame right")
        XCTAssertEqual(describe(kinds["spring"]), "curve")
        XCTAssertEqual(describe(kinds["pan"]), "gesture")
        // Given twice: the kind given last, as a dictionary filled in order keeps.
        XCTAssertEqual(describe(kinds["rgb"]), "curve")
        for unknown in ["", "rgbx", "recT", "rest", "pam", "springs", "r"] {
            XCTAssertEqual(describe(kinds[unknown]), "none", unknown)
        }
    }
}
