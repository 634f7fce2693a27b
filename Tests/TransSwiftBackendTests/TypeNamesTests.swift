// TypeNames: one deterministic naming function for every generated type.
import XCTest

@testable import TransSwiftBackend

final class TypeNamesTests: XCTestCase {
    private func prefixes(_ names: [String]) -> [String] {
        TypeNames.assign(names).map(\.prefix)
    }

    func testUpperCamelCase() {
        XCTAssertEqual(TypeNames.upperCamelCase("card"), "Card")
        XCTAssertEqual(TypeNames.upperCamelCase("page_flip"), "PageFlip")
        XCTAssertEqual(TypeNames.upperCamelCase("ActionSheet"), "ActionSheet")
        XCTAssertEqual(TypeNames.upperCamelCase("_"), "Unnamed")
        XCTAssertEqual(TypeNames.upperCamelCase("__x__y"), "XY")
        XCTAssertEqual(TypeNames.upperCamelCase("_2up"), "_2up")
    }

    func testKeywordsBecomeOrdinaryTypeNames() {
        XCTAssertEqual(
            prefixes(["default", "Type", "init", "Self", "self", "UIView", "NSObject"]),
            ["Default", "Type", "Init", "Self", "Self2", "UIView", "NSObject"])
        XCTAssertEqual(TypeNames(prefix: "Self").transition, "SelfTransition")
    }

    func testClashesAreNumberedInSourceOrderAvoidingTakenNames() {
        XCTAssertEqual(
            prefixes(["card", "Card", "Card2", "page_flip", "PageFlip"]),
            ["Card", "Card3", "Card2", "PageFlip", "PageFlip2"])
        XCTAssertEqual(prefixes(["_", "__", "Unnamed"]), ["Unnamed", "Unnamed2", "Unnamed3"])
    }

    func testPrefixesThatWouldRedeclareSDKTypesAreNumbered() {
        XCTAssertEqual(
            prefixes(["UI", "CA", "UIPercentDrivenInteractive", "UISheet"]),
            ["UI2", "CA2", "UIPercentDrivenInteractive2", "UISheet2"])
    }

    /// The file imports SwiftUI: `AnyTransition` would shadow SwiftUI's in the app's module.
    func testPrefixesThatWouldShadowSwiftUITypesAreNumbered() {
        XCTAssertEqual(
            prefixes(["Any", "Content", "Navigation", "Card"]), ["Any2", "Content2", "Navigation2", "Card"])
    }

    func testSuffixes() {
        let names = TypeNames(prefix: "Card")
        XCTAssertEqual(
            names.all,
            [
                "CardTransition", "CardPresentationController", "CardPresentAnimator", "CardDismissAnimator",
                "CardDismissInteraction", "CardShadeView",
                "CardPresenterRestoration", "CardPresentationAnchor", "CardTransitionModifier",
                "CardTransitionPresentation", "CardSheetDismissal", "CardPresentInteraction", "CardPassthroughView",
            ])
    }
}
