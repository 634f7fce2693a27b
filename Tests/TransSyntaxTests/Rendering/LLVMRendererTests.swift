// Golden tests pinning the `llvm` layout: first lines only, notes included.
import TransSyntax
import XCTest

final class LLVMRendererTests: XCTestCase {
    func testPrintsFirstLinesOfDiagnosticsAndNotesOnly() {
        let file = SourceFile(name: "dup.trans", text: "let 🎬 = 1\nlet 🎬 = 2\n")
        let diagnostics = [
            Diagnostic.warning(DiagnosticID("w"), "unused constant", at: file.range(of: "1")),
            Diagnostic.error(
                DiagnosticID("e"), "duplicate constant", at: file.range(of: "🎬", occurrence: 2),
                notes: [DiagnosticNote("first declared here", at: file.range(of: "🎬"))],
                fixIts: [.insert("x", at: 0, message: "ignored in llvm")]),
        ]
        XCTAssertEqual(
            LLVMRenderer.render(diagnostics, in: file),
            """
            dup.trans:1:9: warning: unused constant
            dup.trans:2:5: error: duplicate constant
            dup.trans:1:5: note: first declared here

            """)
    }

    func testEndOfFilePosition() {
        let file = SourceFile(name: "<stdin>", text: "transition A {")
        XCTAssertEqual(
            LLVMRenderer.render([.error(DiagnosticID("e"), "expected '}'", at: .at(file.endOffset))], in: file),
            "<stdin>:1:15: error: expected '}'\n")
    }
}
