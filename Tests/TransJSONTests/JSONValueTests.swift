// The one JSON value: parsed from bytes, compared as JSON compares, ordered as it is built.
import TransJSON
import XCTest

final class JSONValueTests: XCTestCase {
    func testParsesEveryKindWithObjectMembersSortedByKey() throws {
        let text = #"{"b":{},"a":[1,-2.5,true,false,null,"x\ty\u00e9🎉"]}"#
        let value = try JSONValue(parsing: Array(text.utf8))
        XCTAssertEqual(value, ["a": [1, .number(-2.5), true, false, nil, "x\tyé🎉"], "b": [:]])
        guard case .object(let members) = value else { return XCTFail("not an object") }
        XCTAssertEqual(members.map(\.key), ["a", "b"])
    }

    func testRejectsWhatIsNotJSON() {
        for text in ["", "{", "{\"a\":}", "[1 2]", "nul"] {
            XCTAssertThrowsError(try JSONValue(parsing: Array(text.utf8)), text)
        }
        XCTAssertThrowsError(try JSONValue(parsing: Array(repeating: UInt8(ascii: "["), count: 100_000)))
    }

    /// RFC 8259 gives an object's members no order: equality ignores it, printing keeps it.
    func testObjectsAreEqualInAnyOrderButPrintInTheirOwn() {
        let written: JSONValue = ["z": 1, "a": 2]
        let sorted: JSONValue = ["a": 2, "z": 1]
        XCTAssertEqual(written, sorted)
        XCTAssertEqual(Set([written, sorted]).count, 1)
        XCTAssertNotEqual(written, ["a": 2, "z": 2])
        XCTAssertNotEqual(written, ["a": 2])
        let number: (Double) -> String = { String(Int($0)) }
        XCTAssertEqual(JSONText.compact(written, number: number), #"{"z":1,"a":2}"#)
        XCTAssertEqual(JSONText.compact(written.sortingKeys, number: number), #"{"a":2,"z":1}"#)
        XCTAssertEqual(JSONText.compact(JSONValue(["z": 1, "a": 2]), number: number), #"{"a":2,"z":1}"#)
    }

    func testReadsMembersElementsAndScalars() {
        let value: JSONValue = ["id": 7, "name": "x", "list": [1], "twice": 1, "twice": 2]
        XCTAssertEqual(value["id"]?.intValue, 7)
        XCTAssertEqual(value["name"]?.stringValue, "x")
        XCTAssertEqual(value["list"]?.arrayValue, [1])
        XCTAssertEqual(value["twice"], 2, "the last of a repeated key, as most readers take it")
        XCTAssertNil(value["missing"])
        XCTAssertNil(JSONValue.number(1.5).intValue)
        XCTAssertNil(JSONValue.string("x")["id"])
    }
}
