// `RangesByName`: what a dictionary of names to ranges would answer, through its doublings.
import TransSyntax
import XCTest

@testable import TransChecker

final class RangesByNameTests: XCTestCase {
    private func range(_ index: Int) -> SourceRange { SourceRange(start: index, end: index + 1) }

    /// Names short and long (past a small string's 15 bytes), non-ASCII, and the empty one,
    /// inserted across several doublings: each is found with its range, a second insertion
    /// keeps and returns the first range, and an unknown name finds nothing.
    func testAgreesWithADictionaryThroughItsDoublings() {
        var table = RangesByName()
        var expected: [String: SourceRange] = [:]
        let names =
            [""] + (0..<500).map { "Sheet\($0)" } + (0..<100).map { "ALongerTransitionName\($0)" }
            + ["Fenêtre", "窓"]
        for (index, name) in names.enumerated() {
            XCTAssertNil(table.insert(range(index), for: name), name)
            expected[name] = range(index)
        }
        XCTAssertEqual(table.count, names.count)
        for (name, range) in expected {
            XCTAssertEqual(table[name], range, name)
            XCTAssertEqual(table.insert(self.range(-1), for: name), range, name)
            XCTAssertEqual(table[name], range, name)
        }
        XCTAssertEqual(table.count, names.count)
        XCTAssertNil(table["Sheet500"])
        XCTAssertNil(table["sheet1"])
        XCTAssertEqual(table.names.sorted(), expected.keys.sorted())
    }
}
