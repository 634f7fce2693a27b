// Commas: a comma at a line's end or before '}' goes; one between entries on a line stays.
import XCTest

final class SeparatorTests: XCTestCase {
    func testACommaBeforeALineBreakIsRemoved() {
        assertFormats(
            "transition T {\n    style: custom,\n    dismiss: reverse,\n}\n",
            "transition T {\n    style: custom\n    dismiss: reverse\n}\n")
    }

    func testACommaStartingALineIsRemovedWithoutLeavingABlankLine() {
        assertFormats(
            "transition T {\n    style: custom\n    ,\n    dismiss: reverse\n}\n",
            "transition T {\n    style: custom\n    dismiss: reverse\n}\n")
        assertFormats(
            "transition T {\n    style: custom\n    , dismiss: reverse\n}\n",
            "transition T {\n    style: custom\n    dismiss: reverse\n}\n")
    }

    func testABlankLineAfterARemovedCommaIsKept() {
        assertFormats(
            "transition T {\n    style: custom\n    ,\n\n    dismiss: reverse\n}\n",
            "transition T {\n    style: custom\n\n    dismiss: reverse\n}\n")
    }

    func testATrailingCommaInAOneLineBlockIsRemoved() {
        assertFormats("let k = keyframes(linear) { 0: 1, 1: 2, }\n", "let k = keyframes(linear) { 0: 1, 1: 2 }\n")
    }

    func testACommaBeforeATrailingCommentIsRemoved() {
        assertFormats(
            "transition T {\n    style: custom, // the style\n}\n",
            "transition T {\n    style: custom // the style\n}\n")
    }

    func testSeparatingCommasInOneLineBlocksStay() {
        assertFormats(
            "transition T { style: custom , dismiss: reverse }\n", "transition T { style: custom, dismiss: reverse }\n")
    }

    func testCommasInsideParenthesesStay() {
        assertFormats("let f = inset(top: 1,\n    left: 2,)\n", "let f = inset(top: 1,\n    left: 2,)\n")
        assertFormats("let p = (1,)\n", "let p = (1,)\n")
    }
}
