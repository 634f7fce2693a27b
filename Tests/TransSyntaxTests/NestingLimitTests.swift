// Pathological nesting ends in a located error, never a stack overflow.
import TransSyntax
import XCTest

final class NestingLimitTests: XCTestCase {
    private let megabyte = 1 << 20

    private func assertLocatedErrors(
        _ text: String, _ expected: [String], file: StaticString = #filePath, line: UInt = #line
    ) {
        let (source, parsed) = parse(text)
        XCTAssertEqual(located(parsed.diagnostics, in: source), expected, file: file, line: line)
    }

    func testAMegabyteOfOpeningBracesAtTopLevel() {
        assertLocatedErrors(
            String(repeating: "{", count: megabyte), ["1:1: expected 'transition' or 'let' at top level, found '{'"])
    }

    func testAMegabyteOfNestedBlocks() {
        let text = "transition A {\n" + String(repeating: "a {", count: megabyte / 3)
        assertLocatedErrors(
            text,
            [
                "2:\(Parser.maximumNesting * 3): nesting is too deep; at most \(Parser.maximumNesting) levels are allowed",
                "2:\(megabyte / 3 * 3 + 1): expected '}', found end of file",
            ])
    }

    func testAMegabyteOfOpeningParentheses() {
        let text = "let a = " + String(repeating: "(", count: megabyte)
        assertLocatedErrors(
            text,
            [
                "1:\(9 + Parser.maximumNesting): nesting is too deep; at most \(Parser.maximumNesting) levels are allowed",
                "1:\(9 + megabyte): expected ')', found end of file",
            ])
    }

    func testAMegabyteOfUnaryMinus() {
        let text = "let a = " + String(repeating: "-", count: megabyte) + "1"
        assertLocatedErrors(
            text,
            ["1:\(9 + Parser.maximumNesting): nesting is too deep; at most \(Parser.maximumNesting) levels are allowed"]
        )
    }

    func testNestingWithinTheLimitParses() {
        let depth = Parser.maximumNesting - 1
        let text = "let a = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        XCTAssertTrue(parse(text).parsed.diagnostics.isEmpty)
    }
}
