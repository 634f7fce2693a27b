// Spaces within a line: around operators and arrows, after ':' and ',', tight calls and members.
import XCTest

final class SpacingTests: XCTestCase {
    func testOneSpaceAroundBinaryOperatorsArrowsAndEquals() {
        assertFormats("let a=1+2*3-4/5\n", "let a = 1 + 2 * 3 - 4 / 5\n")
        assertFormats("let a   =   1  +\t2\n", "let a = 1 + 2\n")
        assertFormats(
            "transition T {\n    style: custom\n    present { animate presented { alpha:0->1 } }\n}\n",
            "transition T {\n    style: custom\n    present { animate presented { alpha: 0 -> 1 } }\n}\n")
    }

    func testUnaryMinusIsTightAndBinaryMinusIsSpaced() {
        assertFormats("let a = - 10\n", "let a = -10\n")
        assertFormats("let gap = 10- -5\n", "let gap = 10 - -5\n")
        assertFormats("let b = -2*- 3\n", "let b = -2 * -3\n")
        assertFormats("let c = -( 1+2 )\n", "let c = -(1 + 2)\n")
        assertFormats("let d = - - container.height\n", "let d = --container.height\n")
        assertFormats("let e = f(x) -1\n", "let e = f(x) - 1\n")
    }

    func testNoSpaceBeforeColonCommaOrCloseParenNorAfterOpenParen() {
        assertFormats(
            "let f = inset( top : 80 , left : 10 )\n", "let f = inset(top: 80, left: 10)\n")
        assertFormats("transition T : Base {\n    style : custom\n}\n", "transition T: Base {\n    style: custom\n}\n")
    }

    func testCallsAndMembersAreTight() {
        assertFormats(
            "let f = offscreen (bottom) . offset (y : 10)\n", "let f = offscreen(bottom).offset(y: 10)\n")
        assertFormats("let w = final . width\n", "let w = final.width\n")
        assertFormats("let g = (1 + 2) * (3)\n", "let g = (1 + 2) * (3)\n")
        assertFormats("let p = (0.5 ,0)\n", "let p = (0.5, 0)\n")
    }

    func testOneSpaceBeforeABraceAndInsideOneLineBraces() {
        assertFormats(
            "transition T{\n    style: custom\n    presentation{frame: container}\n}\n",
            "transition T {\n    style: custom\n    presentation { frame: container }\n}\n")
        assertFormats(
            "transition T {\n    style: custom\n    presentation {   }\n}\n",
            "transition T {\n    style: custom\n    presentation { }\n}\n")
    }

    func testKeyframesAreSpacedLikeEntries() {
        assertFormats(
            "let k = keyframes( cubic ){0.0:0.7 , 1.0:1.0}\n", "let k = keyframes(cubic) { 0.0: 0.7, 1.0: 1.0 }\n")
    }

    func testLiteralsAreKeptAsWritten() {
        let source = """
            let a = 2e-3
            let b = 1E2
            let c = 500ms
            let d = 33%
            let e = #FFaa00
            let f = #00000080
            let g = "a \\"quoted\\" \\u{1F600}\\tstring"
            let h = 0.50

            """
        assertFormats(source, source)
    }
}
