// Golden tests pinning the `json` layout: key order, positions, notes, fix-its, escaping.
import TransSyntax
import XCTest

final class JSONRendererTests: XCTestCase {
    func testOneObjectPerLineWithKeysInContractOrder() {
        let file = SourceFile(name: "card.trans", text: "transition 🎬 {\n    style: fullScreen\n    presentation {\n")
        let diagnostic = Diagnostic.error(
            DiagnosticID("check.presentation-needs-custom"), "a presentation block requires 'style: custom'",
            at: file.range(of: "presentation"),
            notes: [DiagnosticNote("style set here", at: file.range(of: "fullScreen"))],
            fixIts: [
                .replace(file.range(of: "fullScreen"), with: "custom", message: "replace 'fullScreen' with 'custom'")
            ])
        let warning = Diagnostic.warning(DiagnosticID("w"), "emoji name", at: file.range(of: "🎬"))
        XCTAssertEqual(
            JSONRenderer.render([diagnostic, warning], in: file),
            """
            {"file":"card.trans","line":1,"column":12,"endLine":1,"endColumn":13,"severity":"warning","id":"w",\
            "message":"emoji name","notes":[],"fixIts":[]}
            {"file":"card.trans","line":3,"column":5,"endLine":3,"endColumn":17,"severity":"error",\
            "id":"check.presentation-needs-custom","message":"a presentation block requires 'style: custom'",\
            "notes":[{"line":2,"column":12,"endLine":2,"endColumn":22,"message":"style set here"}],\
            "fixIts":[{"message":"replace 'fullScreen' with 'custom'","edits":[{"line":2,"column":12,"endLine":2,\
            "endColumn":22,"replacement":"custom"}]}]}

            """)
    }

    func testEndOfFileAndMultiLineRanges() {
        let file = SourceFile(name: "eof.trans", text: "a {\n}\n")
        let diagnostics = [
            Diagnostic.error(DiagnosticID("e"), "spans", at: file.range(of: "a").union(file.range(of: "}"))),
            Diagnostic.error(DiagnosticID("e"), "end", at: .at(file.endOffset)),
        ]
        XCTAssertEqual(
            JSONRenderer.render(diagnostics, in: file),
            """
            {"file":"eof.trans","line":1,"column":1,"endLine":2,"endColumn":2,"severity":"error","id":"e",\
            "message":"spans","notes":[],"fixIts":[]}
            {"file":"eof.trans","line":3,"column":1,"endLine":3,"endColumn":1,"severity":"error","id":"e",\
            "message":"end","notes":[],"fixIts":[]}

            """)
    }

    func testStringsEscapeQuotesBackslashesAndControlCharacters() {
        let file = SourceFile(name: "dir\\\"q\".trans", text: "x\n")
        let diagnostic = Diagnostic.error(
            DiagnosticID("e"), "tab\there\nnew \u{1B} \u{7F} é 🎬", at: .at(0),
            fixIts: [.insert("\r\n", at: 0, message: "break")])
        XCTAssertEqual(
            JSONRenderer.render([diagnostic], in: file),
            """
            {"file":"dir\\\\\\"q\\".trans","line":1,"column":1,"endLine":1,"endColumn":1,"severity":"error","id":"e",\
            "message":"tab\\u0009here\\u000anew \\u001b \u{7F} é 🎬","notes":[],"fixIts":[{"message":"break",\
            "edits":[{"line":1,"column":1,"endLine":1,"endColumn":1,"replacement":"\\u000d\\u000a"}]}]}

            """)
    }
}
