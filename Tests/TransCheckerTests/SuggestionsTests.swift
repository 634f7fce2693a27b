import XCTest

// "Did you mean": Damerau–Levenshtein (optimal string alignment) distance, and the threshold
// max(1, ⌊length/3⌋) on the written name's length.
@testable import TransChecker

final class SuggestionsTests: XCTestCase {
    private func distance(_ a: String, _ b: String) -> Int {
        Suggestions.damerauLevenshtein(Array(a.unicodeScalars), Array(b.unicodeScalars))
    }

    func testDistance() {
        XCTAssertEqual(distance("", ""), 0)
        XCTAssertEqual(distance("", "abc"), 3)
        XCTAssertEqual(distance("abc", ""), 3)
        XCTAssertEqual(distance("style", "style"), 0)
        XCTAssertEqual(distance("styl", "style"), 1, "insertion")
        XCTAssertEqual(distance("styles", "style"), 1, "deletion")
        XCTAssertEqual(distance("stile", "style"), 1, "substitution")
        XCTAssertEqual(distance("sytle", "style"), 1, "adjacent transposition")
        XCTAssertEqual(distance("presnted", "presented"), 1)
        XCTAssertEqual(distance("easeInOt", "easeInOut"), 1)
        XCTAssertEqual(distance("kitten", "sitting"), 3)
        XCTAssertEqual(distance("stiel", "style"), 2)
        // Optimal string alignment: a transposed pair is not edited again.
        XCTAssertEqual(distance("ca", "abc"), 3)
        XCTAssertEqual(distance("Alpha", "alpha"), 1, "case matters")
        XCTAssertEqual(distance("é", "e"), 1, "scalars, not bytes")
    }

    func testDistanceIsSymmetric() {
        let words = ["", "a", "ab", "ba", "abc", "acb", "presented", "presenting", "dimming", "cubic"]
        for a in words {
            for b in words {
                XCTAssertEqual(distance(a, b), distance(b, a), "\(a) / \(b)")
            }
        }
    }

    func testThresholdIsAThirdOfTheLengthAndAtLeastOne() {
        // Lengths 1…5 allow 1 edit.
        XCTAssertEqual(Suggestions.closest(to: "x", among: ["y"]), "y")
        XCTAssertEqual(Suggestions.closest(to: "ab", among: ["ba"]), "ba")
        XCTAssertNil(Suggestions.closest(to: "ab", among: ["cd"]))
        XCTAssertEqual(Suggestions.closest(to: "stile", among: ["style"]), "style")
        XCTAssertNil(Suggestions.closest(to: "stiel", among: ["style"]), "2 edits for 5 letters")
        // Length 6 allows 2, length 8 still 2, length 9 allows 3.
        XCTAssertEqual(Suggestions.closest(to: "stiles", among: ["style"]), "style")
        XCTAssertNil(Suggestions.closest(to: "presxxxd", among: ["presented"]), "3 edits for 8 letters")
        XCTAssertEqual(Suggestions.closest(to: "presxxxed", among: ["presented"]), "presented", "3 edits for 9 letters")
        XCTAssertNil(Suggestions.closest(to: "prxxxxted", among: ["presented"]), "4 edits for 9 letters")
    }

    func testTheClosestWinsAndTiesGoToTheFirstInSortedOrder() {
        XCTAssertEqual(Suggestions.closest(to: "rotationz", among: ["rotationX", "rotation", "rotationY"]), "rotation")
        XCTAssertEqual(Suggestions.closest(to: "easeOt", among: ["easeIn", "easeOut", "easeInOut"]), "easeOut")
        XCTAssertEqual(Suggestions.closest(to: "bc", among: ["bd", "ac"]), "ac")
    }

    func testACaseOnlyDifferenceWinsOverFewerEdits() {
        XCTAssertEqual(
            Suggestions.closest(to: "rotationy", among: ["rotation", "rotationX", "rotationY"]), "rotationY")
        XCTAssertEqual(Suggestions.closest(to: "EaseIn", among: ["easeIn", "easeOut"]), "easeIn")
    }

    func testTheNameItselfIsNeverSuggested() {
        XCTAssertNil(Suggestions.closest(to: "fast", among: ["fast"]))
        XCTAssertEqual(Suggestions.closest(to: "fast", among: ["fast", "last"]), "last")
        XCTAssertNil(Suggestions.closest(to: "fast", among: []))
    }
}
