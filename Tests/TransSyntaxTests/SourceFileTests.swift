// Offsets to positions: 1-based scalar columns for people, 0-based UTF-16 for editors.
import TransSyntax
import XCTest

final class SourceFileTests: XCTestCase {
    func testLineStartsForEveryLineBreakKind() {
        let file = SourceFile(name: "a", text: "a\nb\r\nc\rd")
        XCTAssertEqual(file.lineStarts, [0, 2, 5, 7])
        XCTAssertEqual(file.lineText(2), "b")
        XCTAssertEqual(file.lineText(4), "d")
        XCTAssertEqual(file.lineText(9), "")
    }

    func testColumnsCountUnicodeScalars() {
        let file = SourceFile(name: "a", text: "x: \"é😀\" y")
        let yOffset = Array("x: \"é😀\" ".utf8).count
        XCTAssertEqual(file.lineColumn(of: yOffset), LineColumn(line: 1, column: 9))
    }

    func testUTF16PositionsCountSurrogatePairsTwice() {
        let file = SourceFile(name: "a", text: "a\n😀b")
        let bOffset = Array("a\n😀".utf8).count
        XCTAssertEqual(file.utf16Position(of: bOffset), UTF16Position(line: 1, character: 2))
    }

    func testEndOfFilePositionIsAfterTheLastLineBreak() {
        let file = SourceFile(name: "a", text: "a\n")
        XCTAssertEqual(file.lineColumn(of: file.endOffset), LineColumn(line: 2, column: 1))
    }

    func testInvalidBytesCountOneColumnEach() {
        let file = SourceFile(name: "a", bytes: [0xFF, 0xFE, UInt8(ascii: "x")])
        XCTAssertEqual(file.lineColumn(of: 2), LineColumn(line: 1, column: 3))
        XCTAssertEqual(file.text(of: SourceRange(start: 2, end: 3)), "x")
    }
}
