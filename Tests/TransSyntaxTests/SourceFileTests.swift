// Offsets to positions: 1-based scalar columns for people, 0-based lines and characters in an
// editor's unit, and back.
import Dispatch
import XCTest

@testable import TransSyntax

final class SourceFileTests: XCTestCase {
    func testLineStartsForEveryLineBreakKind() {
        let file = SourceFile(name: "a", text: "a\nb\r\nc\rd")
        XCTAssertEqual(file.lineStarts, [0, 2, 5, 7])
        XCTAssertEqual((0..<4).map(file.lineEnd), [1, 3, 6, 8])
    }

    /// Lexing and parsing a file never reads a line, so a file without diagnostics never pays
    /// for its line table; the first position asked for builds it.
    func testLineTableIsBuiltOnFirstUse() {
        let file = SourceFile(name: "a", text: "let a = 1\nlet b = a + 2\n")
        let parsed = Parser.parse(file)
        XCTAssertTrue(parsed.diagnostics.isEmpty)
        XCTAssertFalse(file.lineTable.isBuilt, "lexing and parsing read no line")
        XCTAssertEqual(file.lineColumn(of: 12), LineColumn(line: 2, column: 3))
        XCTAssertTrue(file.lineTable.isBuilt)
        XCTAssertTrue(
            file.replacing(SourceRange(start: 0, end: 0), with: Array("\n".utf8)).lineTable.isBuilt, "an edit keeps it")
    }

    /// Copies of a file share one table, built once, whichever thread asks first.
    func testLineTableBuiltFromManyThreadsAgrees() {
        let file = SourceFile(name: "a", text: String(repeating: "ab\r\ncd\n", count: 1000))
        let expected = (0..<2001).map { ($0 / 2) * 7 + ($0 % 2 == 1 ? 4 : 0) }
        DispatchQueue.concurrentPerform(iterations: 8) { _ in XCTAssertEqual(file.lineStarts, expected) }
        XCTAssertEqual(file.lineStarts.count, 2001)
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

    /// Edits that split, join and make `\r\n` pairs, at the ends and in the middle: the line
    /// table `replacing` updates is the one a fresh scan of the edited bytes finds.
    func testReplacingUpdatesTheLineTableAsARescanWould() {
        let pieces: [[UInt8]] = [[], Array("\r".utf8), Array("\n".utf8), Array("\r\n".utf8), Array("ab".utf8)]
        var file = SourceFile(name: "a", text: "a\r\nb\rc\n\nd\r")
        var state: UInt64 = 0x2545_F491
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        for _ in 0..<2000 {
            let start = next(file.bytes.count + 1)
            let end = start + next(min(3, file.bytes.count - start) + 1)
            var replacement = pieces[next(pieces.count)]
            if file.bytes.count > 40 { replacement = [] }
            let edited = file.replacing(SourceRange(start: start, end: end), with: replacement)
            var expected = file.bytes
            expected.replaceSubrange(start..<end, with: replacement)
            XCTAssertEqual(edited.bytes, expected)
            XCTAssertEqual(edited.lineStarts, SourceFile(name: "a", bytes: expected).lineStarts, "\(expected)")
            file = edited
        }
    }
}
