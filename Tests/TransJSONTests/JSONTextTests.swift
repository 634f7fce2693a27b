// The shared JSON writer: string escapes, the compact form and the pretty layout rules.

import TransJSON
import XCTest

final class JSONTextTests: XCTestCase {
    private let integers: (Double) -> String = { String(Int($0)) }

    func testQuotesAndBackslashesAreEscapedAndOtherTextKept() {
        XCTAssertEqual(JSONText.quoted(#"a"b\c/é→"#), #""a\"b\\c/é→""#)
        XCTAssertEqual(JSONText.quoted(""), #""""#)
    }

    func testEveryControlCharacterIsEscaped() {
        let named: [UInt32: String] = [0x08: #"\b"#, 0x09: #"\t"#, 0x0A: #"\n"#, 0x0C: #"\f"#, 0x0D: #"\r"#]
        for value in UInt32(0)..<0x20 {
            let text = String(Unicode.Scalar(value)!)
            let unicode = "\\u00" + (value < 0x10 ? "0" : "") + String(value, radix: 16)
            XCTAssertEqual(JSONText.quoted(text, escaping: .standard), "\"" + (named[value] ?? unicode) + "\"")
            XCTAssertEqual(JSONText.quoted(text, escaping: .unicodeOnly), "\"" + unicode + "\"")
            let lineBreak = [0x09, 0x0A, 0x0D].contains(value) ? named[value]! : unicode
            XCTAssertEqual(JSONText.quoted(text, escaping: .lineBreaksAndTab), "\"" + lineBreak + "\"")
        }
        XCTAssertEqual(JSONText.quoted("\u{7F}\u{20}"), "\"\u{7F} \"")
    }

    func testCompactHasNoSpacesAndKeepsMemberOrder() {
        let value = JSONValue.object([
            ("z", .number(1)), ("a", .array([.bool(true), .bool(false), .null, .string("x\n")])),
            ("m", .object([])), ("e", .array([])),
        ])
        XCTAssertEqual(
            JSONText.compact(value, number: integers), #"{"z":1,"a":[true,false,null,"x\n"],"m":{},"e":[]}"#)
        XCTAssertEqual(JSONText.compact(.string("\n"), escaping: .unicodeOnly, number: integers), #""\u000a""#)
    }

    func testPrettyKeepsScalarContainersOnOneLineAndBreaksOthers() {
        let value = JSONValue.object([
            ("point", .object([("x", .number(1)), ("y", .null)])),
            ("rows", .array([.array([.number(0), .bool(true)]), .array([]), .object([])])),
            ("deep", .object([("list", .array([.object([("k", .string("v"))])]))])),
        ])
        XCTAssertEqual(
            JSONText.pretty(value, number: integers),
            """
            {
              "point": { "x": 1, "y": null },
              "rows": [
                [0, true],
                [],
                {}
              ],
              "deep": {
                "list": [
                  { "k": "v" }
                ]
              }
            }
            """)
    }

    func testPrettyScalarsAndEmptiesPrintAlone() {
        XCTAssertEqual(JSONText.pretty(.object([]), number: integers), "{}")
        XCTAssertEqual(JSONText.pretty(.array([]), number: integers), "[]")
        XCTAssertEqual(JSONText.pretty(.string("\u{0C}"), number: integers), #""\f""#)
        XCTAssertEqual(JSONText.pretty(.number(2.5), number: { $0.isFinite ? "\($0)" : "null" }), "2.5")
        XCTAssertEqual(JSONText.pretty(.array([.number(.nan)]), number: { $0.isFinite ? "\($0)" : "null" }), "[null]")
    }
}
