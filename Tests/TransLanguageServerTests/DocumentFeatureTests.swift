// Document requests on the edges: other encodings, half-typed text, unclosed blocks.
import TransJSON
import XCTest

@testable import TransLanguageServer

final class DocumentFeatureTests: XCTestCase {
    private let uri = "file:///work/features.trans"

    private func ask(_ server: inout LanguageServer, _ method: String, _ extra: [String: JSONValue] = [:]) -> JSONValue?
    {
        var params: [String: JSONValue] = ["textDocument": ["uri": .string(uri)]]
        params.merge(extra) { _, new in new }
        return server.handle(request(9, method, JSONValue(params))).first?["result"]
    }

    func testHoverRangesCountScalarsInUTF32() {
        var server = LanguageServer()
        let capabilities: JSONValue = ["general": ["positionEncodings": ["utf-32"]]]
        _ = server.handle(request(1, "initialize", ["capabilities": capabilities]))
        _ = server.settle(didOpen(uri, "transition T { doc: \"🎉🎉\", style: custom }\n"))
        // In scalars "style" starts at 26 (in UTF-16 it would be 28).
        let hover = ask(&server, "textDocument/hover", ["position": position(0, 27)])
        XCTAssertEqual(hover?["range"], range((0, 26), (0, 31)))
        XCTAssertEqual(
            hover?["contents"]?["value"]?.stringValue?.hasPrefix("**`style`** — a presentation style"), true)
    }

    func testHalfTypedTextStillCompletesAndFolds() {
        var server = initializedServer()
        _ = server.settle(didOpen(uri, "transition T {\n    present {\n        animate presented {\n            \n"))
        let labels = ask(&server, "textDocument/completion", ["position": position(3, 12)])?.arrayValue?.map {
            $0["label"]
        }
        XCTAssertEqual(labels?.prefix(5), ["duration", "delay", "curve", "anchor", "frame"])
        // Three unclosed blocks fold to the last line.
        let folds = ask(&server, "textDocument/foldingRange")?.arrayValue?.map { [$0["startLine"], $0["endLine"]] }
        XCTAssertEqual(folds, [[0, 4], [1, 4], [2, 4]])
    }

    func testSymbolsOfABrokenFileKeepWhatParsed() {
        var server = initializedServer()
        _ = server.settle(didOpen(uri, "let a = 1\ntransition T: Base {\n    style: \n}\n"))
        let symbols = ask(&server, "textDocument/documentSymbol")?.arrayValue ?? []
        XCTAssertEqual(symbols.map { $0["name"] }, ["a", "T"])
        XCTAssertEqual(symbols.last?["detail"], ": Base")
        XCTAssertEqual(symbols.last?["selectionRange"], range((1, 11), (1, 12)))
    }

    func testNoNameAndNoValueHasNoHoverOrDefinition() {
        var server = initializedServer()
        _ = server.settle(didOpen(uri, "// only a comment\n"))
        XCTAssertEqual(ask(&server, "textDocument/hover", ["position": position(0, 5)]), .null)
        XCTAssertEqual(ask(&server, "textDocument/definition", ["position": position(0, 5)]), .null)
        XCTAssertEqual(
            ask(&server, "textDocument/completion", ["position": position(1, 0)])?.arrayValue?.map { $0["label"] },
            ["transition", "let"])
    }

    func testASubviewTargetIsATargetAndATagInSemanticTokens() {
        var server = initializedServer()
        _ = server.settle(didOpen(uri, "transition T { style: custom, present { animate presented.tag(2) {} } }\n"))
        let data = ask(&server, "textDocument/semanticTokens/full")?["data"]?.arrayValue?.compactMap(\.intValue) ?? []
        // … `animate` keyword, `presented` variable (defaultLibrary), `tag` function (defaultLibrary), `2`.
        XCTAssertEqual(Array(data.suffix(20)), [0, 10, 7, 0, 0, 0, 8, 9, 2, 4, 0, 10, 3, 5, 4, 0, 4, 1, 7, 0])
        let hover = ask(&server, "textDocument/hover", ["position": position(0, 50)])?["contents"]?["value"]
        XCTAssertEqual(hover?.stringValue?.hasPrefix("**`presented`** — an animation target"), true)
    }

    func testCompletionLeavesOutEntriesAlreadyWrittenInTheBlock() {
        var server = initializedServer()
        _ = server.settle(didOpen(uri, "transition T {\n    style: custom\n    \n    present {}\n    sty\n}\n"))
        let labels: (Int, Int) -> [JSONValue?]? = { line, character in
            self.ask(&server, "textDocument/completion", ["position": position(line, character)])?.arrayValue?.map {
                $0["label"]
            }
        }
        XCTAssertEqual(labels(2, 4), ["doc", "system", "presentation", "dismiss", "sheet"])
        // On the word being typed, its own entry does not count.
        XCTAssertEqual(labels(4, 7), ["doc", "system", "presentation", "dismiss", "sheet"])
    }
}
