// Four spaces per open brace, four more for lines continued inside parentheses.
import XCTest

final class IndentationTests: XCTestCase {
    func testFourSpacesPerOpenBrace() {
        assertFormats(
            """
            transition T {
              style: custom
                    present {
            duration: 1s
               animate presented {
                                alpha: 0 -> 1
                   }
                }
            }

            """,
            """
            transition T {
                style: custom
                present {
                    duration: 1s
                    animate presented {
                        alpha: 0 -> 1
                    }
                }
            }

            """)
    }

    func testTabsBecomeSpaces() {
        assertFormats(
            "transition T {\n\tstyle: custom\n\tdismiss: reverse\n}\n",
            "transition T {\n    style: custom\n    dismiss: reverse\n}\n")
    }

    func testLinesContinuedInsideParenthesesGoFourFurther() {
        assertFormats(
            """
            transition T {
                style: custom
                presentation {
                    frame: inset(top: 80,
                                  left: 10,
                                  bottom: 80)
                }
            }

            """,
            """
            transition T {
                style: custom
                presentation {
                    frame: inset(top: 80,
                        left: 10,
                        bottom: 80)
                }
            }

            """)
    }

    func testAClosingParenthesisOnItsOwnLineGoesBackToItsOpeningLine() {
        assertFormats(
            "let f = rect(\n  x: 0, y: 0,\n      width: max(1,\n 2), height: 1\n      )\n",
            "let f = rect(\n    x: 0, y: 0,\n    width: max(1,\n        2), height: 1\n)\n")
    }

    func testSeveralBracketsOpenedOnOneLineIndentOnce() {
        assertFormats(
            "let f = a(b(c(\n1)))\n",
            "let f = a(b(c(\n    1)))\n")
    }

    func testAKeyframeListNestsLikeABlock() {
        assertFormats(
            """
            transition T {
                style: custom
                present {
                    animate presented {
                    scale: keyframes(cubic) {
                    0.0: 0.7
                    1.0: 1.0
                    }
                    }
                }
            }

            """,
            """
            transition T {
                style: custom
                present {
                    animate presented {
                        scale: keyframes(cubic) {
                            0.0: 0.7
                            1.0: 1.0
                        }
                    }
                }
            }

            """)
    }
}
