// The checker's fix-its, applied: the mended source must check clean.
import TransSyntax
import TransTestSupport
import XCTest

final class CheckerFixItTests: XCTestCase {
    /// `source` with the first fix-it of its only diagnostic applied.
    private func mended(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        let diagnostics = check(source).diagnostics
        XCTAssertEqual(diagnostics.count, 1, "\(diagnostics.map(\.message))", file: file, line: line)
        guard let fixIt = diagnostics.first?.fixIts.first else {
            XCTFail("no fix-it", file: file, line: line)
            return nil
        }
        return applying(fixIt, to: source)
    }

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

    func testADurationOnlyPlausibleInMillisecondsGetsMs() throws {
        let fixed = try XCTUnwrap(mended(card(duration: "300")))
        XCTAssertEqual(fixed, card(duration: "300ms"))
        XCTAssertEqual(check(fixed).diagnostics.map(\.message), [])
    }

    func testAPlausibleNumberOfSecondsGetsS() throws {
        XCTAssertEqual(mended(card(duration: "0.3")), card(duration: "0.3s"))
        XCTAssertEqual(mended(card(duration: "60")), card(duration: "60s"))
        XCTAssertEqual(mended(card(duration: "61")), card(duration: "61ms"))
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
        let fixed = diagnostics.reversed().reduce(source) { text, diagnostic in applying(diagnostic.fixIts[0], to: text)
        }
        XCTAssertTrue(fixed.contains("tapToDismiss: true }, removesPresentersView: false"), fixed)
    }

    func testAPercentAlphaIsReplacedByItsFraction() {
        let source = card(duration: "0.3s").replacingOccurrences(of: "0 -> 1", with: "0 -> 100%")
        XCTAssertEqual(mended(source), card(duration: "0.3s"))
        XCTAssertEqual(
            check(source).diagnostics.map(\.message), ["'alpha' is a number from 0 to 1, not a percentage"])
    }

    func testAnotherFrameworksNameSuggestsOurs() {
        let source = card(duration: "0.3s").replacingOccurrences(of: "alpha:", with: "opacity:")
        XCTAssertEqual(mended(source), card(duration: "0.3s"))
    }
}
