// Snippets for clients that take them, their plain text for clients that do not.
import TransJSON
import XCTest

@testable import TransLanguageServer

final class SnippetTests: XCTestCase {
    func testPlainTextKeepsDefaultsAndFirstChoicesAndDropsTabStops() {
        XCTAssertEqual(Snippet(text: "duration: ${1:0.3}s").plainText, "duration: 0.3s")
        XCTAssertEqual(Snippet(text: "style: ${1|custom,fullScreen|}").plainText, "style: custom")
        XCTAssertEqual(Snippet(text: "dimming {\n\t$0\n}").plainText, "dimming {\n\t\n}")
        XCTAssertEqual(
            Snippet(text: "animate ${1|presented,dimming|} {\n\t$0\n}").plainText, "animate presented {\n\t\n}")
        XCTAssertEqual(Snippet(text: "a \\$1 ${2}b$12").plainText, "a $1 b")
    }

    func testTheClientsSnippetSupportDecidesTheInsertText() {
        let uri = "file:///work/snippets.trans"
        let completion = request(
            2, "textDocument/completion", ["textDocument": ["uri": .string(uri)], "position": position(1, 4)])
        for support in [true, false] {
            var server = LanguageServer()
            let capabilities: JSONValue = [
                "textDocument": ["completion": ["completionItem": ["snippetSupport": .bool(support)]]]
            ]
            _ = server.handle(request(1, "initialize", ["capabilities": capabilities]))
            _ = server.settle(didOpen(uri, "transition T {\n    \n}\n"))
            let items = server.handle(completion).first?["result"]?.arrayValue ?? []
            let style = items.first { $0["label"] == "style" }
            XCTAssertEqual(
                style?["insertText"],
                support
                    ? "style: ${1|custom,fullScreen,overFullScreen,pageSheet,formSheet,currentContext,overCurrentContext,automatic|}"
                    : "style: custom")
            XCTAssertEqual(style?["insertTextFormat"], support ? 2 : nil)
        }
    }
}
