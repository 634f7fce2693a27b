// A `ValueType` is a plain value (its word sets refer to their words without counting), and a
// word set compares and hashes by its description and words, as the synthesized conformances did.
import XCTest

@testable import TransChecker

final class ValueTypeTests: XCTestCase {
    func testAValueTypeIsAPlainValue() {
        XCTAssertTrue(_isPOD(ValueType.self))
        XCTAssertTrue(_isPOD(WordSet.self))
    }

    func testAWordSetIsItsDescriptionAndWords() {
        let edges = WordSet(description: "an edge", words: ["top", "bottom", "left", "right"])
        XCTAssertEqual(edges.description, "an edge")
        XCTAssertEqual(edges.words, ["top", "bottom", "left", "right"])
        // Made apart, the same description and words: equal, with one hash.
        XCTAssertEqual(edges, WordSet.edge)
        XCTAssertEqual(edges.hashValue, WordSet.edge.hashValue)
        XCTAssertEqual(ValueType.word(edges), .word(.edge))
        XCTAssertNotEqual(WordSet(description: "an edge", words: ["top", "bottom"]), .edge)
        XCTAssertNotEqual(WordSet(description: "a side", words: WordSet.edge.words), .edge)
        XCTAssertNotEqual(ValueType.word(.edge), .word(.direction))
        XCTAssertEqual(Set(WordSet.all).count, WordSet.all.count)
    }
}
