// `CheckContext.constant(named:)` keeps what each name's last lookup found in a slot its key
// leads to, in front of its recent misses and finds: names sharing a slot must each find their
// own constant, a miss must be kept as one, and adding a constant must forget every slot.
import TransModel
import TransSyntax
import XCTest

@testable import TransChecker

final class ConstantLookupTests: XCTestCase {
    /// A record for `let name = 1`.
    private func record(_ name: String) throws -> ConstantRecord {
        let parsed = Parser.parse(SourceFile(name: "t.trans", text: "let \(name) = 1\n"))
        guard case .constant(let constant)? = parsed.syntax.declarations.first else {
            throw XCTSkip("not a constant: \(name)")
        }
        return ConstantRecord(constant)
    }

    func testNamesSharingSlotsFindTheirOwnAndMissesAreKept() throws {
        let context = CheckContext(deploymentTarget: .oldestSupported)
        context.missedNames = []
        // More names than slots, many of one length and first byte.
        let declared = (1...40).map { "c" + String(repeating: "x", count: $0 % 9) + "\($0)" }
        let words = (1...40).map { "w" + String(repeating: "y", count: $0 % 7) + "\($0)" }
        for name in declared { context.constants[name] = try record(name) }
        for round in 0..<3 {
            for (name, word) in zip(declared, words) {
                XCTAssertEqual(context.constant(named: name)?.declaration.name.name, name, "\(name), round \(round)")
                XCTAssertNil(context.constant(named: word), "\(word), round \(round)")
            }
        }
        XCTAssertEqual(context.missedNames, Set(words))
    }

    func testAddingAConstantForgetsWhatLookupsFound() throws {
        let context = CheckContext(deploymentTarget: .oldestSupported)
        context.missedNames = []
        context.constants["margin"] = try record("margin")
        XCTAssertNil(context.constant(named: "quick"))
        XCTAssertNil(context.constant(named: "quick"))
        XCTAssertNotNil(context.constant(named: "margin"))
        context.constants["quick"] = try record("quick")
        XCTAssertEqual(context.constant(named: "quick")?.declaration.name.name, "quick")
        // A constant replaced: the new record, not the one found before.
        let replacement = try record("margin")
        context.constants["margin"] = replacement
        XCTAssertTrue(context.constant(named: "margin") === replacement)
    }
}
