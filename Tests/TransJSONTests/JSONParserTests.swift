// The JSON reader that replaced Foundation's JSONDecoder: RFC 8259's grammar exactly, the
// decoder's answers (Double numbers, the last of a repeated key, 512 levels), located errors.
import TransJSON
import XCTest

final class JSONParserTests: XCTestCase {
    private func parse(_ text: String) throws -> JSONValue {
        try JSONValue(parsing: Array(text.utf8))
    }

    func testScalarsAtTheTopAndWhitespaceAround() throws {
        XCTAssertEqual(try parse(" \t\r\n true \n"), true)
        XCTAssertEqual(try parse("null"), nil)
        XCTAssertEqual(try parse("\"x\""), "x")
        XCTAssertEqual(try parse("-0.5e2"), .number(-50))
        XCTAssertEqual(try parse("0"), 0)
        XCTAssertEqual(try parse("12345678901234567890"), .number(12_345_678_901_234_567_890))
        XCTAssertEqual(try parse("1E+2"), 100)
        XCTAssertEqual(try parse("[ ]"), [])
        XCTAssertEqual(try parse("{ }"), [:])
    }

    func testEscapesAndSurrogatePairs() throws {
        XCTAssertEqual(
            try parse(#""\"\\\/\b\f\n\r\t\u0041\u00e9\u2028\ud83c\udf89""#), "\"\\/\u{8}\u{C}\n\r\tAé\u{2028}🎉")
        XCTAssertEqual(try parse(#""\u0000""#), "\u{0}")
        XCTAssertEqual(try parse("\"é→\""), "é→")
    }

    func testTheLastOfARepeatedKeyIsKeptAndMembersAreSorted() throws {
        let value = try parse(#"{"b": 1, "a": 2, "b": 3}"#)
        guard case .object(let members) = value else { return XCTFail("not an object") }
        XCTAssertEqual(members.map(\.key), ["a", "b"])
        XCTAssertEqual(value["b"], 3)
    }

    func testRejectsEverythingOutsideTheGrammar() {
        let bad = [
            "", " ", "01", "-", "1.", ".5", "1e", "+1", "1e400", "-1e400", "[1,]", "{\"a\":1,}", "{a:1}",
            "[1] 2", "tru", "nulll", "\"abc", "\"\\x\"", "\"\\u12\"", "\"\\ud83c\"", "\"\\udf89\"",
            "\"\\ud83c\\u0041\"", "\"a\u{1}b\"", "\"\t\"", "NaN", "Infinity", "{\"a\" 1}", "[1 2]",
        ]
        for text in bad {
            XCTAssertThrowsError(try parse(text), text)
        }
        XCTAssertThrowsError(try JSONValue(parsing: [0x22, 0xFF, 0x22]), "invalid UTF-8 in a string")
    }

    func testNestingUpTo512LevelsAndNoDeeper() throws {
        let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        XCTAssertNoThrow(try parse(deepest))
        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        XCTAssertThrowsError(try parse(tooDeep)) { error in
            XCTAssertEqual("\(error)", "not JSON at byte 512: nested more than 512 levels")
        }
        XCTAssertThrowsError(
            try parse(String(repeating: "{\"a\":", count: 600) + "1" + String(repeating: "}", count: 600)))
    }
}
