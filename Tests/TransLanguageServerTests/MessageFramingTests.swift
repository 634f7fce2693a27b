// Content-Length framing over chunks of any size, and recovery from garbage.
import TransLanguageServer
import XCTest

final class MessageFramingTests: XCTestCase {
    private let first = Array(#"{"id":1}"#.utf8)
    private let second = Array(#"{"id":"two","text":"🎉"}"#.utf8)

    private var stream: [UInt8] { MessageFramer.frame(first) + MessageFramer.frame(second) }

    func testFrameWritesTheLengthInBytes() {
        XCTAssertEqual(
            MessageFramer.frame(second), Array("Content-Length: \(second.count)\r\n\r\n".utf8) + second)
        XCTAssertEqual(second.count, 26)
    }

    func testSeveralMessagesInOneChunk() {
        var framer = MessageFramer()
        XCTAssertEqual(framer.append(stream), [.body(first), .body(second)])
        XCTAssertFalse(framer.hasPartialMessage)
    }

    func testEverySplitOfTheStreamGivesTheSameMessages() {
        for cut in 0...stream.count {
            var framer = MessageFramer()
            let events = framer.append(stream[..<cut]) + framer.append(stream[cut...])
            XCTAssertEqual(events, [.body(first), .body(second)], "cut at \(cut)")
        }
    }

    func testByteByByte() {
        var framer = MessageFramer()
        var events: [FramingEvent] = []
        for byte in stream { events += framer.append([byte]) }
        XCTAssertEqual(events, [.body(first), .body(second)])
    }

    func testOtherHeadersAndCaseAreAccepted() {
        var framer = MessageFramer()
        let header = "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length:  8 \r\n\r\n"
        XCTAssertEqual(framer.append(Array(header.utf8) + first), [.body(first)])
    }

    func testAnEmptyBodyIsAMessage() {
        var framer = MessageFramer()
        XCTAssertEqual(framer.append(Array("Content-Length: 0\r\n\r\n".utf8)), [.body([])])
    }

    func testInvalidContentLengthIsReportedAndTheNextMessageStillArrives() {
        for bad in ["Content-Length: abc", "Content-Length: -4", "Content-Length: 99999999999999999999", "Foo: 1"] {
            var framer = MessageFramer()
            let garbage = Array("\(bad)\r\n\r\n{\"x\":1}".utf8)
            let events = framer.append(garbage + MessageFramer.frame(first))
            XCTAssertEqual(events.count, 2, bad)
            guard case .invalidHeader = events.first else { return XCTFail("expected an invalid header: \(bad)") }
            XCTAssertEqual(events.last, .body(first), bad)
        }
    }

    func testGarbageBeforeAHeaderIsSkipped() {
        var framer = MessageFramer()
        let events = framer.append(Array("\r\nnoise".utf8) + MessageFramer.frame(first))
        XCTAssertEqual(events.count, 2)
        XCTAssertEqual(events.last, .body(first))
    }

    func testAnEndlessHeaderIsDroppedInsteadOfBuffered() {
        var framer = MessageFramer()
        let noise = [UInt8](repeating: UInt8(ascii: "x"), count: MessageFramer.maximumHeaderLength + 1)
        XCTAssertEqual(framer.append(noise), [.invalidHeader("the header is longer than 4096 bytes")])
        XCTAssertFalse(framer.hasPartialMessage)
        XCTAssertEqual(framer.append(MessageFramer.frame(first)), [.body(first)])
    }

    func testTheStartOfAHeaderAfterGarbageIsKept() {
        var framer = MessageFramer()
        let noise = [UInt8](repeating: UInt8(ascii: "x"), count: MessageFramer.maximumHeaderLength)
        XCTAssertEqual(framer.append(noise + Array("Content-".utf8)).count, 1)
        XCTAssertEqual(framer.append(MessageFramer.frame(first).dropFirst(8)), [.body(first)])
    }

    func testAPartialMessageWaits() {
        var framer = MessageFramer()
        XCTAssertEqual(framer.append(Array("Content-Length: 8\r\n\r\n{\"id\"".utf8)), [])
        XCTAssertTrue(framer.hasPartialMessage)
    }
}
