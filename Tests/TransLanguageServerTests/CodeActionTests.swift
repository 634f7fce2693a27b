// `textDocument/codeAction`: fix-its offered as quick fixes, with UTF-16 ranges, per requested range.
import TransJSON
import TransSyntax
import XCTest

@testable import TransLanguageServer

final class CodeActionTests: XCTestCase {
    private let uri = "file:///work/card.trans"

    /// `fsat` misspells `fast` after an emoji on line 3, and `0.3` lacks its unit on line 4.
    private let text = """
        let fast = 200ms
        transition T {
            style: custom
            doc: "🎉", present { duration: fsat }
            dismiss { duration: 0.3 }
        }

        """

    private func codeActions(_ id: Int, in range: JSONValue, context: JSONValue = ["diagnostics": []]) -> JSONValue {
        request(
            id, "textDocument/codeAction", ["textDocument": ["uri": .string(uri)], "range": range, "context": context])
    }

    func testAMisspelledNameOffersTheReplacementWithUTF16Ranges() {
        var server = initializedServer()
        _ = server.settle(didOpen(uri, text))
        // `    doc: "🎉", present { duration: ` is 34 scalars but 35 UTF-16 units.
        let fsat = range((3, 35), (3, 39))
        let diagnostic: JSONValue = [
            "range": fsat, "severity": 1, "code": "sema.unknown-name", "source": "transc",
            "message": "unknown name 'fsat'; did you mean 'fast'?",
        ]
        let action: JSONValue = [
            "title": "replace 'fsat' with 'fast'", "kind": "quickfix", "diagnostics": [diagnostic],
            "edit": ["changes": [uri: [["range": fsat, "newText": "fast"]]]], "isPreferred": true,
        ]
        // A caret inside the word, and one just after it, both touch the diagnostic.
        XCTAssertEqual(
            server.handle(codeActions(2, in: range((3, 37), (3, 37)))),
            [["jsonrpc": "2.0", "id": 2, "result": [action]]])
        XCTAssertEqual(server.handle(codeActions(3, in: range((3, 39), (3, 39)))).first?["result"], [action])
    }

    func testAMissingUnitInsertsAnSAtAnEmptyRange() {
        var server = initializedServer()
        _ = server.settle(didOpen(uri, text))
        let result = server.handle(codeActions(2, in: range((4, 0), (4, 29)))).first?["result"]?.arrayValue ?? []
        XCTAssertEqual(result.count, 1)
        XCTAssertEqual(result.first?["title"], "add 's'")
        XCTAssertEqual(result.first?["diagnostics"]?.arrayValue?.first?["code"], "sema.missing-time-unit")
        XCTAssertEqual(result.first?["edit"]?["changes"]?[uri], [["range": range((4, 27), (4, 27)), "newText": "s"]])

        let everything = server.handle(codeActions(3, in: range((0, 0), (7, 0)))).first?["result"]
        XCTAssertEqual(everything?.arrayValue?.map { $0["title"] }, ["replace 'fsat' with 'fast'", "add 's'"])
    }

    func testARangeWithoutDiagnosticsOrAnotherKindGetsNone() {
        var server = initializedServer()
        _ = server.settle(didOpen(uri, text))
        XCTAssertEqual(
            server.handle(codeActions(2, in: range((0, 0), (2, 5)))), [["jsonrpc": "2.0", "id": 2, "result": []]])
        let refactors = codeActions(3, in: range((3, 37), (3, 37)), context: ["diagnostics": [], "only": ["refactor"]])
        XCTAssertEqual(server.handle(refactors).first?["result"], [])
    }

    func testAnUnknownDocumentOrABadRangeIsAnInvalidParameter() {
        var server = initializedServer()
        XCTAssertEqual(server.handle(codeActions(2, in: range((0, 0), (0, 0)))).first?["error"]?["code"], -32602)
        _ = server.settle(didOpen(uri, text))
        XCTAssertEqual(server.handle(codeActions(3, in: range((1, 0), (0, 0)))).first?["error"]?["code"], -32602)
        XCTAssertEqual(server.handle(codeActions(4, in: nil)).first?["error"]?["code"], -32602)
        _ = server.handle(notification("textDocument/didClose", ["textDocument": ["uri": .string(uri)]]))
        XCTAssertEqual(server.handle(codeActions(5, in: range((3, 37), (3, 37)))).first?["error"]?["code"], -32602)
    }

    func testOnlyASoleFixItIsPreferred() {
        let file = SourceFile(name: "a.trans", text: "let a = b\n")
        let name = SourceRange(start: 8, end: 9)
        let diagnostic = Diagnostic.error(
            DiagnosticID("sema.unknown-name"), "unknown name 'b'", at: name,
            fixIts: [.replace(name, with: "c", message: "use c"), .replace(name, with: "d", message: "use d")])
        let converter = PositionConverter(file: file, encoding: .utf16)
        let actions = QuickFixes(uri: "untitled:a", converter: converter).actions(for: [diagnostic], overlapping: name)
        XCTAssertEqual(actions.map { $0["title"] }, ["use c", "use d"])
        XCTAssertEqual(actions.map { $0["isPreferred"] }, [nil, nil])
    }
}
