// The checker's fix-its, applied: the fixed source is pinned and must not report them again.
import TransSyntax
import TransTestSupport
import XCTest

final class CheckerFixItTests: XCTestCase {
    private func card(duration: String) -> String {
        """
        transition T {
            style: custom
            present {
                duration: \(duration)
                animate presented { alpha: 0 -> 1 }
            }
            dismiss: reverse
        }
        """
    }

    func testADurationOnlyPlausibleInMillisecondsGetsMs() {
        assertFixIts(card(duration: "300"), fixedSource: card(duration: "300ms"))
        XCTAssertEqual(check(card(duration: "300ms")).diagnostics.map(\.message), [])
    }

    func testAPlausibleNumberOfSecondsGetsS() {
        assertFixIts(card(duration: "0.3"), fixedSource: card(duration: "0.3s"))
        assertFixIts(card(duration: "60"), fixedSource: card(duration: "60s"))
        assertFixIts(card(duration: "61"), fixedSource: card(duration: "61ms"))
    }

    func testAWordForABooleanIsReplacedByTrueOrFalse() {
        let source = """
            transition T {
                style: custom
                presentation { dimming { tapToDismiss: yes }, removesPresentersView: off }
            }
            """
        let diagnostics = check(source).diagnostics.sortedForOutput()
        XCTAssertEqual(
            diagnostics.map(\.message),
            [
                "expected a boolean, found 'yes'; a boolean is 'true' or 'false'",
                "expected a boolean, found 'off'; a boolean is 'true' or 'false'",
            ])
        assertFixIts(
            source,
            fixedSource: source.replacingOccurrences(of: "yes", with: "true").replacingOccurrences(
                of: "off", with: "false"))
    }

    func testAPercentAlphaIsReplacedByItsFraction() {
        let source = card(duration: "0.3s").replacingOccurrences(of: "0 -> 1", with: "0 -> 100%")
        assertFixIts(source, fixedSource: card(duration: "0.3s"))
        XCTAssertEqual(
            check(source).diagnostics.map(\.message), ["'alpha' is a number from 0 to 1, not a percentage"])
    }

    func testAnotherFrameworksNameSuggestsOurs() {
        let source = card(duration: "0.3s").replacingOccurrences(of: "alpha:", with: "opacity:")
        assertFixIts(source, fixedSource: card(duration: "0.3s"))
    }

    /// `styel` beside `style`: renaming it would only trade the error for a duplicate entry.
    func testASuggestionTheBlockAlreadyHoldsGetsNoFixIt() {
        let source = card(duration: "0.3s").replacingOccurrences(
            of: "style: custom", with: "style: custom\n    styel: custom")
        let diagnostics = check(source).diagnostics
        XCTAssertEqual(diagnostics.map(\.message), ["unknown entry 'styel' in a transition; did you mean 'style'?"])
        XCTAssertEqual(diagnostics.first?.fixIts, [])
        let twice = card(duration: "0.3s").replacingOccurrences(
            of: "animate presented { alpha: 0 -> 1 }",
            with: "animate presented { alpha: 0 -> 1 }\n        animate presnted { alpha: 0 -> 1 }")
        XCTAssertEqual(check(twice).diagnostics.map(\.fixIts), [[]])
    }

    /// A rule broken by an inherited pan is reported at the derived transition; a fix-it would
    /// edit the base, which is right as it is.
    func testAnInheritedPanGetsNoFixIt() {
        let source = """
            transition Base {
                style: custom
                dismiss {
                    duration: 0.3s
                    animate presented { frame: final -> offscreen(right) }
                    interactive: pan(right)
                }
            }
            transition Turned: Base {
                dismiss { animate presented { frame: final -> offscreen(left) } }
            }
            """
        let diagnostics = check(source).diagnostics
        XCTAssertEqual(diagnostics.map(\.id.rawValue), ["sema.pan-direction"])
        XCTAssertEqual(diagnostics.first?.fixIts, [])
        assertFixIts(
            source.replacingOccurrences(of: "offscreen(right)", with: "offscreen(left)"),
            fixedSource: source.replacingOccurrences(of: "offscreen(right)", with: "offscreen(left)")
                .replacingOccurrences(of: "pan(right)", with: "pan(left)"))
    }
}
