// Every comment survives in place: trailing, standalone, block, nested block, at the end of file.
import XCTest

final class CommentTests: XCTestCase {
    func testATrailingLineCommentGetsOneSpaceBefore() {
        assertFormats("let a = 1      // one\nlet b = 2// two\n", "let a = 1 // one\nlet b = 2 // two\n")
    }

    func testAStandaloneLineCommentTakesTheIndentationOfItsLine() {
        assertFormats(
            """
            // The file.
            transition T {
            // The style.
                    style: custom
                present {
                        // The duration.
                    duration: 1s
                          // Last in the block.
                }
            }

            """,
            """
            // The file.
            transition T {
                // The style.
                style: custom
                present {
                    // The duration.
                    duration: 1s
                    // Last in the block.
                }
            }

            """)
    }

    func testTrailingWhitespaceInACommentIsRemoved() {
        assertFormats("// a comment   \nlet a = 1 /* b */  \n", "// a comment\nlet a = 1 /* b */\n")
    }

    func testABlockCommentKeepsItsInnerLinesVerbatim() {
        assertFormats(
            "transition T {\n  /* A block comment\n       indented as written\n   */\n  style: custom\n}\n",
            "transition T {\n    /* A block comment\n       indented as written\n   */\n    style: custom\n}\n")
    }

    func testANestedBlockCommentIsOneComment() {
        let source = "/* outer /* inner */ still outer */\nlet a = 1 /* x /* y */ */ + 2\n"
        assertFormats(source, source)
    }

    func testBlockCommentsBetweenTokensAreSpaced() {
        assertFormats(
            "let a = f(/* first */x ,/* second */ y/* last */)\n",
            "let a = f(/* first */ x, /* second */ y /* last */)\n")
        assertFormats("let a = 1+/* one */2\n", "let a = 1 + /* one */ 2\n")
        assertFormats("let a = f(// first\nx)\n", "let a = f( // first\n    x)\n")
    }

    func testACommentAfterAnOpeningBraceStaysOnItsLine() {
        assertFormats(
            "transition T { /* between */ style: custom\n}\n",
            "transition T { /* between */\n    style: custom\n}\n")
        assertFormats(
            "transition T { // the type\n    style: custom }\n",
            "transition T { // the type\n    style: custom\n}\n")
    }

    func testACommentBeforeAClosingBraceStaysWithWhatPrecedesIt() {
        assertFormats(
            "transition T {\n    style: custom /* last */ }\n",
            "transition T {\n    style: custom /* last */\n}\n")
    }

    func testACommentInAOneLineBlock() {
        let source = "transition T { style: custom /* only this */ }\n"
        assertFormats(source, source)
    }

    func testCommentsAtTheEndOfTheFile() {
        assertFormats("let a = 1\n\n\n// the end", "let a = 1\n\n// the end\n")
        assertFormats("let a = 1 /* the end */", "let a = 1 /* the end */\n")
        assertFormats("// only a comment\n\n", "// only a comment\n")
    }

    func testABlankLineAfterACommentAfterABraceIsKept() {
        let source = "transition T { // the type\n\n    style: custom\n}\n"
        assertFormats(source, source)
    }

    func testCommentLineBreaksBecomeLF() {
        assertFormats("/* a\r\n   b */\r\nlet a = 1\r\n", "/* a\n   b */\nlet a = 1\n")
    }

    func testACommentedOutBlockKeepsItsLayout() {
        let source = """
            transition T {
                style: custom
                /*
                present {
                  duration: 1s
                }
                */
            }

            """
        assertFormats(source, source)
    }
}
