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

    /// Enough names that several share a slot and a search probes past others: each still finds
    /// its own kind, and a name not given finds none.
    func testProbesPastNamesSharingASlot() {
        let functions = FrameFunction.allCases
        var pairs: [(name: String, kind: FunctionKind)] = []
        for length in 1...6 {
            for first in ["a", "b", "r"] {
                let name = first + String(repeating: "x", count: length - 1)
                pairs.append((name, .frame(functions[pairs.count % functions.count])))
            }
        }
        let kinds = FunctionKinds(pairs)
        for (index, pair) in pairs.enumerated() {
            guard case .frame(let function)? = kinds[pair.name] else { return XCTFail(pair.name) }
            XCTAssertEqual(function, functions[index % functions.count], pair.name)
        }
        for unknown in ["c", "ay", "axxxxxxx", "bxxxxy", "rxy", "xa"] {
            XCTAssertNil(kinds[unknown], unknown)
        }
    }
}
