// `Inheritance.spellsSameTarget` decides, without spelling, what comparing two targets'
// `targetSpelling`s decides: the duplicate-target rule uses the first for a block of a few
// targets and the second past sixteen, so the two must agree on every pair.
import TransSyntax
import XCTest

@testable import TransChecker

final class TargetSpellingTests: XCTestCase {
    private let targets = [
        "presented", "presenting", "presented.view", "presenting.view", "presented.tag(1)",
        "presented.tag(1.0)", "presented.tag(-0)", "presented.tag(0)", "presented.tag(2)",
        "presented.tag(2.5)", "presented.tag(1e15)", "presented.tag(1000000000000000)",
        "presented.tag(x)", "presented.tag(y)", "presented.tag(1%)", "presented.tag(1, 2)",
        "presented.tag(id: 1)", "presented.tag()", "presenting.tag(1)", "(presented)", "1",
    ]

    private func expression(_ text: String) throws -> ExpressionSyntax {
        let parsed = Parser.parse(SourceFile(name: "t.trans", text: "let t = \(text)\n"))
        XCTAssertEqual(parsed.diagnostics, [], text)
        guard case .constant(let constant)? = parsed.syntax.declarations.first else { throw NotAConstant(text: text) }
        return constant.value
    }

    private struct NotAConstant: Error {
        let text: String
    }

    func testComparingPartsAgreesWithComparingSpellings() throws {
        let expressions = try targets.map(expression)
        var duplicates = 0
        for (firstIndex, first) in expressions.enumerated() {
            for (secondIndex, second) in expressions.enumerated() {
                let spelling = Inheritance.targetSpelling(first)
                let bySpelling = spelling != nil && spelling == Inheritance.targetSpelling(second)
                XCTAssertEqual(
                    Inheritance.spellsSameTarget(first, second), bySpelling,
                    "\(targets[firstIndex]) against \(targets[secondIndex])")
                if bySpelling, firstIndex != secondIndex { duplicates += 1 }
            }
        }
        // The list holds pairs spelled alike (`tag(1)` and `tag(1.0)`, `tag(x)` and `tag(y)`…),
        // so the agreement is tested on both answers.
        XCTAssertGreaterThan(duplicates, 0)
    }
}
