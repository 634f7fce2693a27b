// Golden tests pinning the `pretty` layout: gutter, context, caret, fix-its, notes, colour.
import TransSyntax
import XCTest

final class PrettyRendererTests: XCTestCase {
    private let sheet = SourceFile(
        name: "path/to/file.trans",
        text: """
            // A presentation controller only runs under the custom presentation style.
            transition Sheet {
                style: fullScreen
                presentation {
                    frame: bottom(height: 300)
                }
            }

            """)

    func testMatchesTheExampleInCLIMarkdown() {
        let diagnostic = Diagnostic.error(
            DiagnosticID("check.presentation-needs-custom"), "a presentation block requires 'style: custom'",
            at: sheet.range(of: "presentation", occurrence: 3),
            fixIts: [
                .replace(sheet.range(of: "fullScreen"), with: "custom", message: "replace 'fullScreen' with 'custom'")
            ])
        XCTAssertEqual(
            PrettyRenderer.render([diagnostic], in: sheet),
            """
            path/to/file.trans:4:5: error: a presentation block requires 'style: custom'
             3 |     style: fullScreen
             4 |     presentation {
               |     ^~~~~~~~~~~~
               = fix-it: replace 'fullScreen' with 'custom'

            """)
    }

    func testFirstLineHasNoContextAndAnEmptyRangeIsALoneCaret() {
        let diagnostic = Diagnostic.warning(DiagnosticID("w"), "a comment", at: .at(3))
        XCTAssertEqual(
            PrettyRenderer.render([diagnostic], in: sheet),
            """
            path/to/file.trans:1:4: warning: a comment
             1 | // A presentation controller only runs under the custom presentation style.
               |    ^

            """)
    }

    func testColumnsCountScalarsSoEmojiAndAccentsTakeOneColumnEach() {
        let file = SourceFile(name: "emoji.trans", text: "let a = 1\nlet 🎬é = fsat\n")
        let diagnostic = Diagnostic.error(DiagnosticID("e"), "unknown name 'fsat'", at: file.range(of: "fsat"))
        XCTAssertEqual(
            PrettyRenderer.render([diagnostic], in: file),
            """
            emoji.trans:2:10: error: unknown name 'fsat'
             1 | let a = 1
             2 | let 🎬é = fsat
               |          ^~~~

            """)
    }

    func testTabsBeforeTheRangeAreCopiedIntoTheCaretLine() {
        let file = SourceFile(name: "tabs.trans", text: "\tstyle:\tcustom\n")
        let diagnostic = Diagnostic.error(DiagnosticID("e"), "tab", at: file.range(of: "custom"))
        XCTAssertEqual(
            PrettyRenderer.render([diagnostic], in: file),
            """
            tabs.trans:1:9: error: tab
             1 | \tstyle:\tcustom
               | \t      \t^~~~~~

            """)
    }

    func testEndOfFileIsTheEmptyLineAfterTheLastLineBreak() {
        let file = SourceFile(name: "eof.trans", text: "transition A {\n    style: custom\n")
        let diagnostic = Diagnostic.error(DiagnosticID("parse.expected"), "expected '}'", at: .at(file.endOffset))
        XCTAssertEqual(
            PrettyRenderer.render([diagnostic], in: file),
            """
            eof.trans:3:1: error: expected '}'
             2 |     style: custom
             3 |
               | ^

            """)
    }

    func testARangeSpanningLinesIsUnderlinedToTheEndOfItsFirstLine() {
        let file = SourceFile(name: "span.trans", text: "present {\n    duration: 1s\n}\n")
        let range = file.range(of: "present").union(file.range(of: "}"))
        let diagnostic = Diagnostic.error(DiagnosticID("e"), "spans", at: range)
        XCTAssertEqual(
            PrettyRenderer.render([diagnostic], in: file),
            """
            span.trans:1:1: error: spans
             1 | present {
               | ^~~~~~~~~

            """)
    }

    func testNotesAreBlocksOfTheirOwnAndWidenTheGutter() {
        let lines =
            ["transition Card { style: custom }"] + Array(repeating: "", count: 8) + [
                "transition Card { style: custom }", "",
            ]
        let file = SourceFile(name: "dup.trans", text: lines.joined(separator: "\n"))
        let diagnostic = Diagnostic.error(
            DiagnosticID("check.duplicate-transition"), "duplicate transition 'Card'",
            at: file.range(of: "Card", occurrence: 2),
            notes: [DiagnosticNote("first declared here", at: file.range(of: "Card"))],
            fixIts: [.replace(file.range(of: "Card", occurrence: 2), with: "Card2", message: "rename to 'Card2'")])
        XCTAssertEqual(
            PrettyRenderer.render([diagnostic], in: file),
            """
            dup.trans:10:12: error: duplicate transition 'Card'
              9 |
             10 | transition Card { style: custom }
                |            ^~~~
                = fix-it: rename to 'Card2'
            dup.trans:1:12: note: first declared here
              1 | transition Card { style: custom }
                |            ^~~~

            """)
    }

    func testDiagnosticsPrintInSourceOrder() {
        let file = SourceFile(name: "order.trans", text: "a b\n")
        let second = Diagnostic.error(DiagnosticID("e"), "second", at: file.range(of: "b"))
        let first = Diagnostic.warning(DiagnosticID("w"), "first", at: file.range(of: "a"))
        XCTAssertEqual(
            PrettyRenderer.render([second, first], in: file),
            """
            order.trans:1:1: warning: first
             1 | a b
               | ^
            order.trans:1:3: error: second
             1 | a b
               |   ^

            """)
    }

    func testAnInvalidByteIsOneColumnShownAsAReplacementCharacter() {
        let file = SourceFile(name: "bytes.trans", bytes: Array("a ".utf8) + [0xE2, 0x82] + Array(" b\n".utf8))
        let diagnostic = Diagnostic.error(DiagnosticID("e"), "b", at: file.range(of: "b"))
        XCTAssertEqual(
            PrettyRenderer.render([diagnostic], in: file),
            """
            bytes.trans:1:6: error: b
             1 | a \u{FFFD}\u{FFFD} b
               |      ^

            """)
    }

    func testColourFollowsClang() {
        let file = SourceFile(name: "c.trans", text: "x\n")
        let diagnostic = Diagnostic.error(
            DiagnosticID("e"), "bad", at: file.range(of: "x"), notes: [DiagnosticNote("here", at: .at(0))])
        let escape = "\u{1B}["
        XCTAssertEqual(
            PrettyRenderer.render([diagnostic], in: file, colored: true),
            """
            \(escape)1mc.trans:1:1: \(escape)0m\(escape)1;31merror: \(escape)0m\(escape)1mbad\(escape)0m
             1 | x
               | \(escape)1;32m^\(escape)0m
            \(escape)1mc.trans:1:1: \(escape)0m\(escape)1;36mnote: \(escape)0m\(escape)1mhere\(escape)0m
             1 | x
               | \(escape)1;32m^\(escape)0m

            """)
    }

    func testNoDiagnosticsRenderNothing() {
        XCTAssertEqual(PrettyRenderer.render([], in: sheet), "")
    }
}
