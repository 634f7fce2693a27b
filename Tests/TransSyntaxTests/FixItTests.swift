// Fix-its checked by applying them: the mended source is what a user gets, and it must parse.
import TransSyntax
import TransTestSupport
import XCTest

final class FixItTests: XCTestCase {
    /// Parses `text`, applies the first fix-it of the only diagnostic, and returns the result.
    private func mended(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        let diagnostics = parse(text).parsed.diagnostics
        XCTAssertEqual(diagnostics.count, 1, "\(diagnostics.map(\.message))", file: file, line: line)
        guard let fixIt = diagnostics.first?.fixIts.first else {
            XCTFail("no fix-it", file: file, line: line)
            return nil
        }
        return applying(fixIt, to: text)
    }

    func testEqualsInsteadOfColonIsReplaced() {
        let text = "transition T {\n    style = custom\n}\n"
        XCTAssertEqual(mended(text), "transition T {\n    style: custom\n}\n")
    }

    func testASpaceBeforeAUnitIsRemoved() {
        let text = "transition T {\n    present { duration: 0.3 s }\n}\n"
        XCTAssertEqual(mended(text), "transition T {\n    present { duration: 0.3s }\n}\n")
    }

    func testMissingColonIsInserted() {
        let text = "transition T {\n    style custom\n}\n"
        XCTAssertEqual(mended(text), "transition T {\n    style: custom\n}\n")
    }

    func testLookalikeCharactersAreReplacedByTheirASCII() {
        XCTAssertEqual(
            mended("transition T {\n    style:\u{A0}custom\n}\n"), "transition T {\n    style: custom\n}\n")
        XCTAssertEqual(
            mended("transition T {\n    doc: \u{201C}a \\ b\u{201D}\n}\n"), "transition T {\n    doc: \"a \\ b\"\n}\n")
        XCTAssertEqual(
            mended("transition T {\n    present { animate presented { alpha: 0 => 1 } }\n}\n"),
            "transition T {\n    present { animate presented { alpha: 0 -> 1 } }\n}\n")
    }

    func testAByteOrderMarkIsSkipped() {
        XCTAssertEqual(parse("\u{FEFF}transition T {\n    style: custom\n}\n").parsed.diagnostics.map(\.message), [])
    }
}
