// JSON values: parsed from bytes, printed back with sorted keys and escapes.
import TransLanguageServer
import XCTest

final class JSONValueTests: XCTestCase {
    func testParsesEveryKind() throws {
        let text = #"{"a":[1,-2.5,true,false,null,"x\ty\u00e9🎉"],"b":{}}"#
        XCTAssertEqual(
            try JSONValue(parsing: Array(text.utf8)),
            ["a": [1, .number(-2.5), true, false, nil, "x\tyé🎉"], "b": [:]])
    }

    func testPrintsCompactlyWithSortedKeysAndEscapes() {
        let value: JSONValue = ["z": 1, "a": [.number(0.5), "q\"\\\n\u{1}é"], "m": nil]
        XCTAssertEqual(
            String(decoding: value.serialized, as: UTF8.self), #"{"a":[0.5,"q\"\\\n\u0001é"],"m":null,"z":1}"#)
    }

    func testRejectsWhatIsNotJSON() {
        for text in ["", "{", "{\"a\":}", "[1 2]", "nul"] {
            XCTAssertThrowsError(try JSONValue(parsing: Array(text.utf8)), text)
        }
        XCTAssertThrowsError(try JSONValue(parsing: Array(repeating: UInt8(ascii: "["), count: 100_000)))
    }
}
