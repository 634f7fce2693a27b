// Rendering stays proportional to what it shows: a diagnostic limit per file, a snippet width
// limit, and escapes for characters that would mislead a reader.
import Foundation
import TransSyntax
import XCTest

final class RenderingLimitTests: XCTestCase {
    private let limit = DiagnosticFormat.maximumDiagnosticsPerFile

    func testSixteenThousandBadCharactersOnOneLineRenderAHundredAndANote() {
        let file = SourceFile(name: "brackets.trans", text: String(repeating: "[", count: 16_000) + "\n")
        let diagnostics = Parser.parse(file).diagnostics
        XCTAssertEqual(diagnostics.count, 16_000)
        let start = Date()
        let text = DiagnosticFormat.pretty.render(diagnostics, in: file)
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
        let headlines = text.split(separator: "\n").filter { $0.hasPrefix("brackets.trans:") }
        XCTAssertEqual(headlines.count, limit + 1)
        XCTAssertEqual(
            headlines.last,
            "brackets.trans:1:\(limit + 1): note: too many diagnostics; \(16_000 - limit) more are not shown (at most \(limit) per file)"
        )
        // Each snippet line holds at most the window and two ellipses.
        let longest = text.split(separator: "\n").map(\.count).max() ?? 0
        XCTAssertLessThanOrEqual(longest, SnippetText.maximumColumns + 10)
        for format in DiagnosticFormat.allCases {
            let lines = format.render(diagnostics, in: file).split(separator: "\n")
            XCTAssertLessThan(lines.count, (limit + 1) * 4, "\(format)")
        }
    }

    func testAMegabyteOfBadCharactersRendersQuickly() {
        let file = SourceFile(name: "m.trans", text: String(repeating: "[", count: 1 << 20))
        let diagnostics = Parser.parse(file).diagnostics
        let start = Date()
        let text = DiagnosticFormat.llvm.render(diagnostics, in: file)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        XCTAssertEqual(text.split(separator: "\n").count, limit + 1)
    }

    func testALongLineIsCutAroundTheCaretWithEllipses() {
        let text =
            "let a = " + String(repeating: "1 + ", count: 200) + "zz + " + String(repeating: "1 + ", count: 200) + "1\n"
        let file = SourceFile(name: "t.trans", text: text)
        let diagnostic = Diagnostic(.error, DiagnosticID("test.x"), "x", at: occurrence("zz", in: file))
        let lines = PrettyRenderer.render([diagnostic], in: file).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3)
        XCTAssertTrue(lines[1].hasPrefix(" 1 | …"), lines[1])
        XCTAssertTrue(lines[1].hasSuffix("…"), lines[1])
        let shown = lines[1].dropFirst(" 1 | ".count)
        XCTAssertEqual(shown.count, SnippetText.maximumColumns + 2)
        // The caret stands under the `zz` in the cut line.
        let caret = lines[2].firstIndex(of: "^")!
        let offset = lines[2].distance(from: lines[2].startIndex, to: caret)
        XCTAssertEqual(Array(lines[1])[offset], "z")
        XCTAssertEqual(Array(lines[1])[offset + 1], "z")
    }

    func testBidiOverridesAndControlsInASnippetAreEscaped() {
        let file = SourceFile(name: "t.trans", text: "let a = \"x\" // \u{202E}gnp.exe\u{1B}[31m\nlet b = zz\n")
        let diagnostic = Diagnostic(.error, DiagnosticID("test.x"), "x", at: occurrence("zz", in: file))
        let text = PrettyRenderer.render([diagnostic], in: file)
        XCTAssertTrue(text.contains(#"// \u{202E}gnp.exe\u{1B}[31m"#), text)
        XCTAssertFalse(text.unicodeScalars.contains("\u{202E}"))
        XCTAssertFalse(text.unicodeScalars.contains("\u{1B}"))
    }

    func testACaretAfterAnEscapedCharacterStillLinesUp() {
        let file = SourceFile(name: "t.trans", text: "let \u{202E} = zz\n")
        let diagnostic = Diagnostic(.error, DiagnosticID("test.x"), "x", at: occurrence("zz", in: file))
        let lines = PrettyRenderer.render([diagnostic], in: file).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines[1], #" 1 | let \u{202E} = zz"#)
        XCTAssertEqual(lines[2], "   |                ^~")
    }

    func testAFileNameWithALineBreakCannotForgeADiagnosticLine() {
        let file = SourceFile(name: "a.trans:1:1: error: forged\nb", text: "zz\n")
        let diagnostic = Diagnostic(.error, DiagnosticID("test.x"), "real", at: occurrence("zz", in: file))
        for format in [DiagnosticFormat.pretty, .llvm] {
            let text = format.render([diagnostic], in: file)
            XCTAssertEqual(text.split(separator: "\n").first, #"a.trans:1:1: error: forged\u{A}b:1:1: error: real"#)
        }
        XCTAssertEqual(DiagnosticFormat.json.render([diagnostic], in: file).split(separator: "\n").count, 1)
    }

    private func occurrence(_ needle: String, in file: SourceFile) -> SourceRange {
        let bytes = Array(needle.utf8)
        let start = (0...(file.bytes.count - bytes.count)).first {
            file.bytes[$0..<$0 + bytes.count].elementsEqual(bytes)
        }!
        return SourceRange(start: start, end: start + bytes.count)
    }
}
