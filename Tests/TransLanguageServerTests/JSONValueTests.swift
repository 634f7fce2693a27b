// JSON-RPC's wire form: compact, keys sorted however the value was built, escapes as LSP clients read them.
import TransJSON
import TransLanguageServer
import XCTest

final class JSONValueTests: XCTestCase {
    func testPrintsCompactlyWithSortedKeysAndEscapes() {
        let value: JSONValue = ["z": 1, "a": [.number(0.5), "q\"\\\n\u{1}é"], "m": nil]
        XCTAssertEqual(
            String(decoding: value.serialized, as: UTF8.self), #"{"a":[0.5,"q\"\\\n\u0001é"],"m":null,"z":1}"#)
    }

    func testWhatIsParsedPrintsBackTheSame() throws {
        let text = #"{"id":1,"params":{"b":[true,null],"a":"x"}}"#
        let value = try JSONValue(parsing: Array(text.utf8))
        XCTAssertEqual(
            String(decoding: value.serialized, as: UTF8.self), #"{"id":1,"params":{"a":"x","b":[true,null]}}"#)
    }
}
