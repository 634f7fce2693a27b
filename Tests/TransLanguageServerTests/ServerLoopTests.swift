// The loop over byte streams: replies framed in order, exit statuses, garbage answered.
import TransJSON
import TransLanguageServer
import XCTest

final class ServerLoopTests: XCTestCase {
    /// Runs the loop over `chunks` and returns its status and the bodies it wrote.
    private func serve(_ chunks: [[UInt8]]) -> (status: Int32, replies: [JSONValue]) {
        var input = BufferedInput(chunks)
        var output = BufferedOutput()
        let status = ServerLoop.run(input: &input, output: &output)
        var framer = MessageFramer()
        let replies = framer.append(output.bytes).compactMap { event -> JSONValue? in
            guard case .body(let body) = event else { return nil }
            return try? JSONValue(parsing: body)
        }
        XCTAssertFalse(framer.hasPartialMessage)
        return (status, replies)
    }

    func testASessionInSplitChunksEndsWithExitAfterShutdown() {
        let bytes =
            framed(request(1, "initialize")) + framed(didOpen("file:///a.trans", "let a = \n"))
            + framed(request(2, "shutdown")) + framed(notification("exit"))
            + framed(request(3, "never-read"))
        let chunks = stride(from: 0, to: bytes.count, by: 7).map { Array(bytes[$0..<min($0 + 7, bytes.count)]) }
        let (status, replies) = serve(chunks)
        XCTAssertEqual(status, 0)
        XCTAssertEqual(replies.map { $0["id"] ?? $0["method"] }, [1, "textDocument/publishDiagnostics", 2])
    }

    func testEndOfInputWithoutShutdownExitsOne() {
        XCTAssertEqual(serve([framed(request(1, "initialize"))]).status, 1)
        XCTAssertEqual(serve([]).status, 1)
        XCTAssertEqual(serve([framed(request(1, "initialize")) + framed(request(2, "shutdown"))]).status, 0)
    }

    func testABadHeaderIsAnsweredAndTheSessionGoesOn() {
        let garbage = Array("Content-Length: nine\r\n\r\n{}".utf8)
        let (status, replies) = serve([garbage + framed(request(1, "initialize")), Array("{not json".utf8)])
        XCTAssertEqual(status, 1)
        XCTAssertEqual(replies.count, 2)
        XCTAssertEqual(replies.first?["id"], nil as JSONValue)
        XCTAssertEqual(replies.first?["error"]?["code"], -32700)
        XCTAssertEqual(replies.last?["id"], 1)
    }

    func testABrokenOutputEndsTheLoop() {
        struct Closed: Error {}
        struct Broken: ByteOutput {
            func write(_ bytes: [UInt8]) throws { throw Closed() }
        }
        var input = BufferedInput([framed(request(1, "initialize")), framed(request(2, "shutdown"))])
        var output = Broken()
        XCTAssertEqual(ServerLoop.run(input: &input, output: &output), 1)
    }
}
