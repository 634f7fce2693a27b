// A `ValueType` is a plain value (a word set is a case), and each word set says the words of the
// model's type it stands for, so a word the checker accepts always converts.
import TransCurves
import TransModel
import XCTest

@testable import TransChecker

final class ValueTypeTests: XCTestCase {
    func testAValueTypeIsAPlainValue() {
        XCTAssertTrue(_isPOD(ValueType.self))
        XCTAssertTrue(_isPOD(WordSet.self))
    }

    func testEachWordSetHoldsTheWordsOfItsModelType() {
        func rawValues<T: RawRepresentable & CaseIterable>(_: T.Type) -> Set<String> where T.RawValue == String {
            Set(T.allCases.map(\.rawValue))
        }
        XCTAssertEqual(Set(WordSet.presentationStyle.words), rawValues(PresentationStyle.self))
        XCTAssertEqual(Set(WordSet.systemAnimation.words), rawValues(SystemAnimation.self))
        XCTAssertEqual(Set(WordSet.edge.words), rawValues(Edge.self))
        XCTAssertEqual(Set(WordSet.keyframeMode.words), rawValues(KeyframeMode.self))
        XCTAssertEqual(Set(WordSet.keyboardAvoidance.words), rawValues(KeyboardAvoidance.self))
        XCTAssertEqual(Set(WordSet.corner.words), rawValues(Corner.self))
        XCTAssertEqual(Set(WordSet.cornerCurve.words), rawValues(CornerCurve.self))
        XCTAssertEqual(Set(WordSet.blurStyle.words), rawValues(BlurStyle.self))
    }

    func testSetsAreToldApartByTheirDescriptions() {
        let sets: [WordSet] = [
            .presentationStyle, .systemAnimation, .edge, .direction, .keyframeMode, .reverse, .reducedMotion,
            .keyboardAvoidance, .corner, .cornerCurve, .order, .blurStyle,
        ]
        XCTAssertEqual(Set(sets.map(\.description)).count, sets.count)
        for set in sets { XCTAssertEqual(Set(set.words).count, set.words.count, "\(set) repeats a word") }
        XCTAssertEqual(ValueType.word(.edge).name, "an edge")
        XCTAssertNotEqual(ValueType.word(.edge), .word(.direction))
    }

    /// `contains` reads the set's own words, as `words.contains` does: every set's words and no
    /// other set's (`left` is an edge and a direction; `custom` a style alone).
    func testContainsIsWordsContains() {
        let sets: [WordSet] = [
            .presentationStyle, .systemAnimation, .edge, .direction, .keyframeMode, .reverse, .reducedMotion,
            .keyboardAvoidance, .corner, .cornerCurve, .order, .blurStyle,
        ]
        let candidates = sets.flatMap(\.words) + ["", "Custom", "bottoms", "lef", "none "]
        for set in sets {
            for word in candidates {
                XCTAssertEqual(set.contains(word), set.words.contains(word), "\(set) \(word)")
            }
        }
        XCTAssertTrue(WordSet.edge.contains("left") && WordSet.direction.contains("left"))
        XCTAssertFalse(WordSet.edge.contains("custom"))
    }
}
