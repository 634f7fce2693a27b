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

    /// The curve rows come from the curves' declarations: the kinds sharing `spring` make one
    /// row, their forms side by side and their meanings one sentence.
    func testCurveRowsAreBuiltFromTheirDeclarations() {
        let spring = LanguageReference.functions.first { $0.name == "spring" }
        XCTAssertEqual(
            spring?.signature,
            "spring(damping:, velocity:) · spring(mass:, stiffness:, damping:, velocity:) · spring(duration:, bounce:)")
        XCTAssertEqual(
            spring?.meaning,
            "UIKit's duration-based spring (damping ratio), a physical spring (`CASpringAnimation`), "
                + "or SwiftUI's spring (iOS 17).")
        XCTAssertEqual(
            LanguageReference.functions.first { $0.name == "cubicBezier" }?.meaning,
            "A cubic Bézier timing curve, x1 and x2 in 0…1.")
        XCTAssertEqual(
            LanguageReference.functions.map(\.name).filter { ["rgba", "cubicBezier", "spring", "pan"].contains($0) },
            ["rgba", "cubicBezier", "spring", "pan"])
        XCTAssertEqual(
            LanguageReference.builtinNames.filter { $0.kind == .curve }.map(\.name),
            ["linear", "easeIn", "easeOut", "easeInOut"])
    }
}
