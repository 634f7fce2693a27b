// Fix-its checked by applying them: the fixed source is what a user gets, and it must parse.
import TransSyntax
import TransTestSupport
import XCTest

final class FixItTests: XCTestCase {
    func testEqualsInsteadOfColonIsReplaced() {
        assertFixIts("transition T {\n    style = custom\n}\n", fixedSource: "transition T {\n    style: custom\n}\n")
    }

    func testASpaceBeforeAUnitIsRemoved() {
        assertFixIts(
            "transition T {\n    style: custom\n    present { duration: 0.3 s }\n}\n",
            fixedSource: "transition T {\n    style: custom\n    present { duration: 0.3s }\n}\n")
    }

    func testMissingColonIsInserted() {
        assertFixIts("transition T {\n    style custom\n}\n", fixedSource: "transition T {\n    style: custom\n}\n")
    }

    func testLookalikeCharactersAreReplacedByTheirASCII() {
        assertFixIts(
            "transition T {\n    style:\u{A0}custom\n}\n", fixedSource: "transition T {\n    style: custom\n}\n")
        // Read as written, the quoted text keeps its backslash and quote: straight quotes escape them.
        assertFixIts(
            "transition T {\n    style: custom\n    doc: \u{201C}a \\ \"b\"\u{201D}\n}\n",
            fixedSource: "transition T {\n    style: custom\n    doc: \"a \\\\ \\\"b\\\"\"\n}\n")
        assertFixIts(
            "transition T {\n    style: custom\n    doc: 'say \"hi\"'\n}\n",
            fixedSource: "transition T {\n    style: custom\n    doc: \"say \\\"hi\\\"\"\n}\n")
        assertFixIts(
            "transition T {\n    style: custom\n    present { animate presented { alpha: 0 => 1 } }\n}\n",
            fixedSource: "transition T {\n    style: custom\n    present { animate presented { alpha: 0 -> 1 } }\n}\n")
    }

    func testAByteOrderMarkIsSkipped() {
        XCTAssertEqual(parse("\u{FEFF}transition T {\n    style: custom\n}\n").parsed.diagnostics.map(\.message), [])
    }
}
