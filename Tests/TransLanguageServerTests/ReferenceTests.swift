// The editor's language reference names exactly what the checker accepts.
import TransModel
import XCTest

@testable import TransChecker
@testable import TransLanguageServer

final class ReferenceTests: XCTestCase {
    func testEachBlocksEntriesAreTheCheckersInItsOrder() {
        let names: (BlockKind) -> [String] = { LanguageReference.entries(of: $0).map(\.name) }
        XCTAssertEqual(names(.transition), TransitionChecker.entries)
        XCTAssertEqual(names(.presentation), PresentationChecker.entries)
        XCTAssertEqual(names(.dimming), PresentationChecker.dimmingEntries)
        XCTAssertEqual(names(.phase), PhaseChecker.entries + ["animate"])
        XCTAssertEqual(names(.animate), PhaseChecker.targetEntries)
        XCTAssertEqual(names(.sheet), SheetChecker.entries)
        XCTAssertEqual(names(.appearance), AppearanceChecker.entries)
        XCTAssertEqual(names(.shadow), AppearanceChecker.shadowEntries)
        XCTAssertEqual(names(.border), AppearanceChecker.borderEntries)
        XCTAssertEqual(names(.corners), AppearanceChecker.cornerEntries)
    }

    func testFunctionsAndBuiltinNamesAreTheCheckers() {
        XCTAssertEqual(Set(LanguageReference.functions.map(\.name)), Set(FunctionCatalogue.allFunctions))
        XCTAssertEqual(
            Set(LanguageReference.builtinNames.map(\.name)), Set(ExpressionChecker.builtinNames.map(\.name)))
        XCTAssertEqual(
            LanguageReference.entries(of: .animate).filter(\.isTrack).map(\.name), Property.allCases.map(\.rawValue))
    }
}
