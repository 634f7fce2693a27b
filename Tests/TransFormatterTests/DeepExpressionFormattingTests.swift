// The formatter on pathological expressions: refused with one located error, or laid out.
import TransFormatter
import TransSyntax
import XCTest

final class DeepExpressionFormattingTests: XCTestCase {
    func testAHundredThousandTermChainIsRefusedWithOneError() {
        let text = "let a = " + Array(repeating: "1", count: 100_000).joined(separator: " + ") + "\n"
        guard case .syntaxErrors(let diagnostics) = Formatter.format(SourceFile(name: "t.trans", text: text)) else {
            return XCTFail("a chain past the depth limit is a syntax error")
        }
        XCTAssertEqual(diagnostics.map(\.id.rawValue), ["parse.expression-too-deep"])
    }

    func testAChainAtTheLimitIsFormatted() {
        let terms = Array(repeating: "1", count: Parser.maximumExpressionDepth)
        let text = "let a = " + terms.joined(separator: "+") + "\n"
        guard case .formatted(let formatted) = Formatter.format(SourceFile(name: "t.trans", text: text)) else {
            return XCTFail("a chain at the limit formats")
        }
        XCTAssertEqual(formatted, "let a = " + terms.joined(separator: " + ") + "\n")
    }
}
