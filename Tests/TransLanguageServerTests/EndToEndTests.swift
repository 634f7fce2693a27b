// `transc lsp` as an editor runs it: the built executable, spoken to over pipes.
import Foundation
import TransJSON
import TransLanguageServer
import TransTestSupport
import XCTest

final class EndToEndTests: XCTestCase {
    /// Runs `transc lsp`, writes `session` to it, and returns its exit and the messages it wrote.
    private func serve(_ session: [JSONValue]) throws -> (process: Process, messages: [JSONValue]) {
        let process = Process()
        process.executableURL = try builtTranscExecutable()
        process.arguments = ["lsp"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let watchdog = DispatchWorkItem { process.terminate() }
        DispatchQueue.global().asyncAfter(deadline: .now() + 30, execute: watchdog)
        defer { watchdog.cancel() }

        for message in session { input.fileHandleForWriting.write(Data(framed(message))) }
        let replies = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try? input.fileHandleForWriting.close()

        var framer = MessageFramer()
        let messages = try framer.append(Array(replies)).map { event -> JSONValue in
            guard case .body(let body) = event else { throw XCTSkip("unexpected framing: \(event)") }
            return try JSONValue(parsing: body)
        }
        return (process, messages)
    }

    func testAnEditorSessionOverPipes() throws {
        let uri = "file:///tmp/card.trans"
        let session = [
            request(1, "initialize", ["processId": nil, "rootUri": nil, "capabilities": [:]]),
            notification("initialized"), didOpen(uri, "let a = 1\nlet a = 2\n"),
            request(2, "shutdown"), notification("exit"),
        ]
        let (process, messages) = try serve(session)
        XCTAssertEqual(process.terminationReason, .exit)
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertEqual(messages.count, 3)
        XCTAssertNotNil(messages.first?["result"]?["capabilities"])
        let published = messages.dropFirst().first
        XCTAssertEqual(published?["method"], "textDocument/publishDiagnostics")
        XCTAssertEqual(published?["params"]?["uri"], .string(uri))
        let diagnostics = published?["params"]?["diagnostics"]?.arrayValue ?? []
        XCTAssertEqual(diagnostics.map { $0["code"] }, ["sema.duplicate-declaration"])
        XCTAssertEqual(diagnostics.first?["relatedInformation"]?.arrayValue?.count, 1)
        XCTAssertEqual(messages.last, ["jsonrpc": "2.0", "id": 2, "result": nil])
    }

    func testAQuickFixOverPipes() throws {
        let uri = "file:///tmp/card.trans"
        let text = "let fast = 200ms\ntransition T {\n    style: custom\n    present { duration: fsat }\n}\n"
        let caret: JSONValue = ["textDocument": ["uri": .string(uri)], "range": range((3, 26), (3, 26))]
        let session = [
            request(1, "initialize", ["processId": nil, "rootUri": nil, "capabilities": [:]]),
            notification("initialized"), didOpen(uri, text), request(2, "textDocument/codeAction", caret),
            request(3, "shutdown"), notification("exit"),
        ]
        let (process, messages) = try serve(session)
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertEqual(messages.map { $0["id"] ?? $0["method"] }, [1, "textDocument/publishDiagnostics", 2, 3])
        let actions = messages.dropFirst(2).first?["result"]?.arrayValue ?? []
        XCTAssertEqual(actions.map { $0["title"] }, ["replace 'fsat' with 'fast'"])
        XCTAssertEqual(
            actions.first?["edit"]?["changes"]?[uri], [["range": range((3, 24), (3, 28)), "newText": "fast"]])
    }
}
