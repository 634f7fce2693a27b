// Incremental changes, refused changes, and diagnostics held back until the input is quiet.
import TransJSON
import XCTest

@testable import TransLanguageServer

final class SynchronisationTests: XCTestCase {
    private let uri = "file:///work/sync.trans"

    private func change(_ version: Int, _ changes: JSONValue) -> JSONValue {
        notification(
            "textDocument/didChange",
            ["textDocument": ["uri": .string(uri), "version": .number(Double(version))], "contentChanges": changes])
    }

    private func edit(_ start: (Int, Int), _ end: (Int, Int), _ text: String) -> JSONValue {
        ["range": range(start, end), "text": .string(text)]
    }

    private func text(_ server: LanguageServer) -> String? {
        server.documents[uri].map { String(decoding: $0.file.bytes, as: UTF8.self) }
    }

    func testRangedChangesApplyInOrderWithUTF16Positions() {
        var server = initializedServer()
        _ = server.settle(didOpen(uri, "let a = \"🎉\" \nlet b = 2\n"))
        // After "🎉" (UTF-16 characters 9 and 10) comes the closing quote at 11.
        XCTAssertEqual(server.settle(change(2, [edit((0, 11), (0, 11), "!"), edit((1, 4), (1, 5), "c")])).count, 1)
        XCTAssertEqual(text(server), "let a = \"🎉!\" \nlet c = 2\n")
        _ = server.settle(change(3, [["text": "let z = 1\n"], edit((0, 4), (0, 5), "y")]))
        XCTAssertEqual(text(server), "let y = 1\n")
        XCTAssertEqual(server.documents[uri]?.version, 3)
    }

    func testAMalformedChangeIsRefusedWholeAndTheDocumentKept() {
        var server = initializedServer()
        _ = server.settle(didOpen(uri, "let a = 1\n"))
        for (changes, reason) in [
            ([edit((0, 0), (0, 3), "var"), edit((5, 0), (5, 0), "x")] as JSONValue, "unusable range"),
            ([edit((0, 4), (0, 2), "x")], "unusable range"),
            ([["range": range((0, 0), (0, 1))]], "has no 'text' string"),
            ([], "expected a non-empty 'contentChanges' array"),
        ] {
            let replies = server.settle(change(2, changes))
            XCTAssertEqual(replies.count, 1)
            XCTAssertEqual(replies.first?["method"], "window/showMessage")
            XCTAssertEqual(replies.first?["params"]?["type"], 1)
            let message = replies.first?["params"]?["message"]?.stringValue ?? ""
            XCTAssertTrue(message.hasPrefix("transc: refused a change to '\(uri)' (version 1 kept): "), message)
            XCTAssertTrue(message.contains(reason), message)
            XCTAssertEqual(text(server), "let a = 1\n")
            XCTAssertEqual(server.documents[uri]?.version, 1)
        }
    }

    func testAChangeToADocumentNeverOpenedIsRefused() {
        var server = initializedServer()
        XCTAssertEqual(
            server.settle(change(2, [["text": "let a = 1\n"]])),
            [
                notification(
                    "window/showMessage",
                    ["type": 1, "message": .string("transc: refused a change to '\(uri)', which is not open")])
            ])
        XCTAssertNil(server.documents[uri])
    }

    func testChangesWaitUntilPublishedOnceAndARequestPublishesFirst() {
        var server = initializedServer()
        XCTAssertEqual(server.handle(didOpen(uri, "let a = 1\n")), [])
        for version in 2...21 {
            XCTAssertEqual(server.handle(change(version, [["text": .string("let a = \(version)\n")]])), [])
        }
        XCTAssertTrue(server.hasPendingDiagnostics)
        let published = server.publishPendingDiagnostics()
        XCTAssertEqual(published.map { $0["params"]?["version"] }, [21])
        XCTAssertFalse(server.hasPendingDiagnostics)
        XCTAssertEqual(server.publishPendingDiagnostics(), [])

        _ = server.handle(change(22, [["text": "let a = \n"]]))
        let replies = server.handle(request(5, "textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]]))
        XCTAssertEqual(replies.map { $0["id"] ?? $0["method"] }, ["textDocument/publishDiagnostics", 5])
        XCTAssertEqual(replies.first?["params"]?["version"], 22)
    }

    func testTheLoopPublishesABurstOnceForItsLastVersion() {
        var messages = [framed(request(1, "initialize")), framed(didOpen(uri, "let a = 1\n"))]
        messages += (2...21).map { framed(change($0, [edit((0, 8), (0, 9), "\($0)")])) }
        var input = BufferedInput(messages + [framed(request(2, "shutdown")), framed(notification("exit"))])
        var output = BufferedOutput()
        XCTAssertEqual(ServerLoop.run(input: &input, output: &output), 0)
        var framer = MessageFramer()
        let replies = framer.append(output.bytes).compactMap { event -> JSONValue? in
            guard case .body(let body) = event else { return nil }
            return try? JSONValue(parsing: body)
        }
        XCTAssertEqual(replies.map { $0["id"] ?? $0["method"] }, [1, "textDocument/publishDiagnostics", 2])
        XCTAssertEqual(replies[1]["params"]?["version"], 21)
    }

    func testClosingDropsWhatIsPendingAndClears() {
        var server = initializedServer()
        _ = server.handle(didOpen(uri, "let a = \n"))
        let closed = server.handle(notification("textDocument/didClose", ["textDocument": ["uri": .string(uri)]]))
        XCTAssertEqual(closed.map { $0["params"]?["diagnostics"] }, [[]])
        XCTAssertFalse(server.hasPendingDiagnostics)
    }
}
