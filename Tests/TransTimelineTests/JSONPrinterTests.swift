// The JSON printer: layout of scalar and nested containers, string escapes, non-finite numbers.

import TransJSON
import XCTest

@testable import TransTimeline

final class JSONPrinterTests: XCTestCase {
    func testScalarContainersStayOnOneLineOthersBreak() {
        let document = JSONValue.object([
            ("point", .object([("x", .number(1)), ("y", .number(-0.5))])),
            ("rows", .array([.array([.number(0), .bool(true)]), .array([])])),
            ("empty", .object([])),
        ])
        XCTAssertEqual(
            JSONPrinter.text(of: document),
            """
            {
              "point": { "x": 1, "y": -0.5 },
              "rows": [
                [0, true],
                []
              ],
              "empty": {}
            }

            """)
    }

    func testStringsAreEscaped() {
        let text = "a\"b\\c\nd\te\r\u{01}\u{1F}\u{08}\u{0C}é→"
        XCTAssertEqual(JSONPrinter.text(of: .string(text)), #""a\"b\\c\nd\te\r\u0001\u001f\b\fé→""# + "\n")
    }

    func testNonFiniteNumbersPrintAsNull() {
        XCTAssertEqual(
            JSONPrinter.text(of: .array([.number(.nan), .number(.infinity), .number(1)])), "[null, null, 1]\n")
    }

    func testSourceIsTheEscapedFileNameWithoutFolders() {
        var program = JSONGoldenTests.program
        program.sourceName = "dir/\"odd\".trans"
        XCTAssertTrue(
            TimelineRenderer.json(TimelineEvaluator.evaluate(program)).contains(#""source": "\"odd\".trans","#))
    }
}
