// Line breaks: the author's between entries, at most one blank line, blocks kept one- or multi-line.
import XCTest

final class LineBreakTests: XCTestCase {
    func testAOneLineBlockStaysOnOneLine() {
        let source = """
            transition T {
                style: custom
                presentation {
                    dimming { color: #000000, alpha: 0.4, tapToDismiss: true }
                }
            }

            """
        assertFormats(source, source)
    }

    func testAMultiLineBlockStaysMultiLineWithBracesOnTheirOwnLines() {
        assertFormats(
            "transition T { style: custom\n    dismiss: reverse }\n",
            "transition T {\n    style: custom\n    dismiss: reverse\n}\n")
    }

    func testEntriesSharingALineInAMultiLineBlockKeepSharingIt() {
        assertFormats(
            "transition T {\n    style: custom, dismiss: reverse\n}\n",
            "transition T {\n    style: custom, dismiss: reverse\n}\n")
    }

    func testALineBreakInsideParenthesesMakesTheBlockMultiLine() {
        assertFormats(
            "let k = keyframes(linear) { 0: rect(x: 0,\n y: 0), 1: final }\n",
            "let k = keyframes(linear) {\n    0: rect(x: 0,\n        y: 0), 1: final\n}\n")
    }

    func testANestedMultiLineBlockMakesItsParentMultiLine() {
        assertFormats(
            "transition T { style: custom, presentation {\nframe: container\n} }\n",
            "transition T {\n    style: custom, presentation {\n        frame: container\n    }\n}\n")
    }

    func testAtMostOneBlankLine() {
        assertFormats("let a = 1\n\n\n\nlet b = 2\n", "let a = 1\n\nlet b = 2\n")
        assertFormats(
            "transition T {\n    style: custom\n\n\n    dismiss: reverse\n}\n",
            "transition T {\n    style: custom\n\n    dismiss: reverse\n}\n")
    }

    func testNoBlankLineAfterAnOpeningOrBeforeAClosingBracket() {
        assertFormats(
            "transition T {\n\n    style: custom\n\n}\n", "transition T {\n    style: custom\n}\n")
        assertFormats("let f = inset(\n\n    top: 1\n\n)\n", "let f = inset(\n    top: 1\n)\n")
    }

    func testAnEmptyBlockIsOneSpaceBetweenBraces() {
        assertFormats("transition T: Base {\n\n}\n", "transition T: Base { }\n")
        assertFormats("transition T: Base {}\n", "transition T: Base { }\n")
    }

    func testNoBlankLinesAtTheStartOrEndOfTheFile() {
        assertFormats("\n\n\nlet a = 1\n\n\n", "let a = 1\n")
    }

    func testExactlyOneFinalLineBreak() {
        assertFormats("let a = 1", "let a = 1\n")
        assertFormats("let a = 1\n\n", "let a = 1\n")
    }

    func testAFileOfWhitespaceFormatsToNothing() {
        assertFormats("", "")
        assertFormats(" \n\t\n\n", "")
    }

    func testNoTrailingWhitespace() {
        assertFormats("let a = 1   \n  \nlet b = 2\t\n", "let a = 1\n\nlet b = 2\n")
    }

    func testCRLFAndCRBecomeLF() {
        assertFormats(
            "transition T {\r\n    style: custom\r\n\r\n    dismiss: reverse\r}\r\n",
            "transition T {\n    style: custom\n\n    dismiss: reverse\n}\n")
    }
}
