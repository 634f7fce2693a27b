// Offsets to positions: 1-based scalar columns for people, 0-based lines and characters in an
// editor's unit, and back.
import TransSyntax
import XCTest

final class SourceFileTests: XCTestCase {
    func testLineStartsForEveryLineBreakKind() {
        let file = SourceFile(name: "a", text: "a\nb\r\nc\rd")
        XCTAssertEqual(file.lineStarts, [0, 2, 5, 7])
        XCTAssertEqual((0..<4).map(file.lineEnd), [1, 3, 6, 8])
    }

    func testColumnsCountUnicodeScalars() {
        let file = SourceFile(name: "a", text: "x: \"é😀\" y")
        let yOffset = Array("x: \"é😀\" ".utf8).count
        XCTAssertEqual(file.lineColumn(of: yOffset), LineColumn(line: 1, column: 9))
    }

    func testEditorPositionsCountInTheirUnitAndConvertBack() {
        let file = SourceFile(name: "a", text: "a\n😀b\n")
        let bOffset = Array("a\n😀".utf8).count
        let characters: [CharacterUnit: Int] = [.utf8: 4, .utf16: 2, .scalar: 1]
        for unit in CharacterUnit.allCases {
            let character = characters[unit]!
            XCTAssertTrue(file.position(of: bOffset, counting: unit) == (1, character), "\(unit)")
            XCTAssertEqual(file.offset(line: 1, character: character, counting: unit), bOffset, "\(unit)")
            XCTAssertEqual(
                file.offset(line: 1, character: 99, counting: unit), bOffset + 1, "past the end: the line's end")
        }
        XCTAssertNil(file.offset(line: 1, character: 1, counting: .utf16), "half a surrogate pair")
        XCTAssertNil(file.offset(line: 3, character: 0, counting: .utf16), "past the last line")
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
