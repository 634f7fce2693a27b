// Bytes an editor, a paste or an attacker may put in a file: each is read or reported, never
// silently dropped or echoed raw.
import TransSyntax
import XCTest

final class LexerHostileInputTests: XCTestCase {
    private func located(_ bytes: [UInt8]) -> [String] {
        let file = SourceFile(name: "t.trans", bytes: bytes)
        return TransSyntaxTests.located(Parser.parse(file).diagnostics, in: file)
    }

    /// The lexer reads each token's first byte unchecked, where it has just found it below the
    /// end of what it lexes: a range that ends after blanks, or in the middle of the file, yields
    /// no token of the bytes after it (a read at the range's end would lex the `x` or `}` there).
    func testARangeEndingAfterBlanksLexesNothingPastItsEnd() {
        let file = SourceFile(name: "t.trans", text: "let a = 1   x}\nlet b = 2")
        for end in 9...12 {
            let tokens = Lexer.lex(file, in: SourceRange(start: 0, end: end)).tokens
            XCTAssertEqual(
                tokens.map(\.kind), [.keyword(.let), .identifier, .equals, .number, .endOfFile], "range 0..<\(end)")
            XCTAssertTrue(tokens.allSatisfy { $0.range.end <= end })
        }
        let whole = Lexer.lex(file).tokens.map(\.kind)
        XCTAssertEqual(Array(whole[4...5]), [.identifier, .rightBrace])
    }

    func testALeadingByteOrderMarkIsSkipped() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("let a = 1\n".utf8)
        XCTAssertEqual(located(bytes), [])
        XCTAssertEqual(
            Lexer.lex(SourceFile(name: "t.trans", bytes: bytes)).tokens.map(\.kind),
            Lexer.lex(SourceFile(name: "t.trans", text: "let a = 1\n")).tokens.map(\.kind))
    }

    func testAByteOrderMarkElsewhereIsReportedEscaped() {
        XCTAssertEqual(
            located(Array("let a = 1\n".utf8) + [0xEF, 0xBB, 0xBF]), ["2:1: unexpected character '\\u{FEFF}'"])
    }

    func testCRLFAndLoneCREndLines() {
        XCTAssertEqual(located(Array("let a = 1\r\nlet b =\r\nlet c = 1\r\n".utf8)), ["2:8: expected a value"])
        XCTAssertEqual(located(Array("let a = 1\rlet b =\rlet c = 1\r".utf8)), ["2:8: expected a value"])
    }

    func testARunOfEmptyLinesIsOneToken() {
        XCTAssertEqual(kinds("let a = 1\n\n  \r\n\t\r\nlet b = 2\n"), kinds("let a = 1\nlet b = 2\n"))
        // A comment between line breaks keeps them apart: the formatter places it by them.
        XCTAssertEqual(kinds("a\n// c\n\nb").filter { $0 == .newline }.count, 2)
        let lexed = Lexer.lex(SourceFile(name: "t.trans", bytes: [UInt8](repeating: 10, count: 1 << 20)))
        XCTAssertEqual(lexed.tokens.map(\.kind), [.newline, .endOfFile])
    }

    func testATabIsOneColumn() {
        XCTAssertEqual(located(Array("let a =\t\t\nlet b = 1\n".utf8)), ["1:10: expected a value"])
    }

    func testControlCharactersInAStringAreReportedWithAFixIt() {
        for byte: UInt8 in [0x1B, 0x0B, 0x0C, 0x07, 0x7F] {
            let source = Array("let d = \"a".utf8) + [byte] + Array("b\"\n".utf8)
            let diagnostics = Parser.parse(SourceFile(name: "t.trans", bytes: source)).diagnostics
            XCTAssertEqual(diagnostics.map(\.id.rawValue), ["lex.control-character"], "\(byte)")
            let code = String(byte, radix: 16, uppercase: true)
            XCTAssertEqual(diagnostics.first?.fixIts.first?.edits.first?.replacement, "\\u{\(code)}")
            XCTAssertEqual(diagnostics.first?.range, SourceRange(start: 10, end: 11))
        }
    }

    func testABidiOverrideInCodeIsNamedEscaped() {
        XCTAssertEqual(located(Array("let a = 1\u{202E}\n".utf8)), ["1:10: unexpected character '\\u{202E}'"])
    }
}
