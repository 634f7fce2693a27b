// What an editor may send that would break a careless server: changes to documents never
// opened, pathological text, names that are not UTF-8.
import TransLanguageServer
import TransSyntax
import XCTest

final class HostileInputTests: XCTestCase {
    private let uri = "file:///work/card.trans"

    func testAChangeToADocumentNeverOpenedIsRefusedWithAMessage() {
        var server = initializedServer()
        let change = notification(
            "textDocument/didChange",
            ["textDocument": ["uri": .string(uri), "version": 2], "contentChanges": [["text": "let a = 1\n"]]])
        XCTAssertEqual(
            server.handle(change),
            [
                notification(
                    "window/showMessage",
                    ["type": 1, "message": .string("transc: refused a change to '\(uri)', which is not open")])
            ])
        // Nothing was stored: formatting it is still an error.
        let formatting = server.handle(request(3, "textDocument/formatting", ["textDocument": ["uri": .string(uri)]]))
        XCTAssertEqual(formatting.first?["error"]?["code"], -32602)
    }

    func testATwentyThousandTermChainPublishesOneDiagnostic() {
        var server = initializedServer()
        let text = "let a = " + Array(repeating: "1", count: 20_000).joined(separator: " + ") + "\n"
        let published = server.settle(didOpen(uri, text))
        let diagnostics = published.first?["params"]?["diagnostics"]?.arrayValue ?? []
        XCTAssertEqual(diagnostics.map { $0["code"] }, ["parse.expression-too-deep"])
    }

    func testAMegabyteOfBadCharactersPublishesAtTheLimit() {
        var server = initializedServer()
        let published = server.settle(didOpen(uri, String(repeating: "[", count: 1 << 20)))
        let diagnostics = published.first?["params"]?["diagnostics"]?.arrayValue ?? []
        XCTAssertEqual(diagnostics.count, DiagnosticFormat.maximumDiagnosticsPerFile + 1)
        XCTAssertEqual(diagnostics.last?["code"], "render.too-many-diagnostics")
    }

    func testADocumentWhoseNameIsNotUTF8Opens() {
        var server = initializedServer()
        let published = server.settle(didOpen("file:///work/%FF%FE.trans", "let a = zz\n"))
        let diagnostics = published.first?["params"]?["diagnostics"]?.arrayValue ?? []
        XCTAssertEqual(diagnostics.map { $0["code"] }, ["sema.unknown-name"])
        XCTAssertEqual(published.first?["params"]?["uri"], "file:///work/%FF%FE.trans")
    }
}
