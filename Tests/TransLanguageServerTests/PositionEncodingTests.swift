// Positions in each encoding a client may choose, and the edges of a line.
import TransJSON
import TransSyntax
import XCTest

@testable import TransLanguageServer

final class PositionEncodingTests: XCTestCase {
    /// "é" is 2 UTF-8 bytes and 1 UTF-16 unit; "🎉" is 4 bytes, 2 units, 1 scalar.
    private let file = SourceFile(name: "a.trans", text: "aé🎉b\r\nsecond\n")

    private func converter(_ encoding: PositionEncoding) -> PositionConverter {
        PositionConverter(file: file, encoding: encoding)
    }

    func testTheClientsFirstKnownEncodingIsChosenAndUTF16IsTheDefault() {
        let offered: (JSONValue) -> JSONValue = { ["general": ["positionEncodings": $0]] }
        XCTAssertEqual(PositionEncoding.negotiated(from: offered(["utf-32", "utf-8"])), .utf32)
        XCTAssertEqual(PositionEncoding.negotiated(from: offered(["latin-1", "utf-8"])), .utf8)
        XCTAssertEqual(PositionEncoding.negotiated(from: offered(["latin-1"])), .utf16)
        XCTAssertEqual(PositionEncoding.negotiated(from: [:]), .utf16)
        XCTAssertEqual(PositionEncoding.negotiated(from: nil), .utf16)
    }

    func testTheOffsetOfBAfterTheEmojiInEachEncoding() {
        // "b" is at byte 7.
        XCTAssertEqual(converter(.utf8).position(of: 7), LSPPosition(line: 0, character: 7))
        XCTAssertEqual(converter(.utf16).position(of: 7), LSPPosition(line: 0, character: 4))
        XCTAssertEqual(converter(.utf32).position(of: 7), LSPPosition(line: 0, character: 3))
        XCTAssertEqual(converter(.utf8).offset(of: LSPPosition(line: 0, character: 7)), 7)
        XCTAssertEqual(converter(.utf16).offset(of: LSPPosition(line: 0, character: 4)), 7)
        XCTAssertEqual(converter(.utf32).offset(of: LSPPosition(line: 0, character: 3)), 7)
        XCTAssertEqual(converter(.utf16).position(of: 10), LSPPosition(line: 1, character: 0))
    }

    func testAPositionInsideAScalarIsRefused() {
        XCTAssertNil(converter(.utf16).offset(of: LSPPosition(line: 0, character: 3)))  // between surrogates
        XCTAssertNil(converter(.utf8).offset(of: LSPPosition(line: 0, character: 2)))  // inside "é"
    }

    func testACharacterPastTheLineEndIsTheLineEndBeforeItsBreak() {
        // LSP 3.17: "If the character value is greater than the line length it defaults back
        // to the line length" — before "\r\n", not inside it.
        XCTAssertEqual(converter(.utf16).offset(of: LSPPosition(line: 0, character: 99)), 8)
        XCTAssertEqual(converter(.utf16).offset(of: LSPPosition(line: 2, character: 5)), 17)
    }

    func testALinePastTheLastIsRefusedForEditsAndTheEndForRequests() {
        XCTAssertNil(converter(.utf16).offset(of: LSPPosition(line: 3, character: 0)))
        XCTAssertEqual(converter(.utf16).offset(of: LSPPosition(line: 3, character: 0), clampingLines: true), 17)
        let range: JSONValue = ["start": ["line": 1, "character": 2], "end": ["line": 0, "character": 0]]
        XCTAssertNil(converter(.utf16).range(range))
        XCTAssertNil(converter(.utf16).range(["start": ["line": -1, "character": 0], "end": ["line": 0]]))
    }
}
