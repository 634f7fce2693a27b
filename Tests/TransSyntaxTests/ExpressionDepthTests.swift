// Long chains of operators, members and calls end in one located error, never a stack overflow.
import TransSyntax
import XCTest

final class ExpressionDepthTests: XCTestCase {
    private let limit = Parser.maximumExpressionDepth

    func testAChainOf100000TermsIsOneLocatedErrorAtTheOperatorPastTheLimit() {
        let (file, parsed) = parse("let a = " + Array(repeating: "1", count: 100_000).joined(separator: " + ") + "\n")
        // Operator k (1-based) makes a tree k + 1 deep; operator `limit` starts at 9 + 4k - 2.
        XCTAssertEqual(
            located(parsed.diagnostics, in: file),
            [
                "1:\(9 + 4 * limit - 2): expression is nested too deeply; at most \(limit) levels of operators, members and calls are allowed"
            ])
        guard case .constant(let constant) = parsed.syntax.declarations.first else { return XCTFail("no constant") }
        XCTAssertEqual(constant.value.kind, .missing)
        XCTAssertEqual(file.lineColumn(of: constant.value.range.end).column, 9 + 100_000 * 4 - 3)
    }

    func testAChainAtTheLimitParsesCleanly() {
        let (_, parsed) = parse("let a = " + Array(repeating: "2", count: limit).joined(separator: " * ") + "\n")
        XCTAssertEqual(parsed.diagnostics.map(\.message), [])
        guard case .constant(let constant) = parsed.syntax.declarations.first else { return XCTFail("no constant") }
        XCTAssertEqual(constant.value.depth, limit)
    }

    func testAMegabyteMemberChainIsOneError() {
        let (file, parsed) = parse("let a = final" + String(repeating: ".x", count: 1 << 19) + "\nlet b = 1\n")
        XCTAssertEqual(parsed.diagnostics.map(\.id.rawValue), ["parse.expression-too-deep"])
        XCTAssertEqual(file.lineColumn(of: parsed.diagnostics[0].range.start).column, 14 + 2 * (limit - 1) + 1)
        XCTAssertEqual(parsed.syntax.declarations.count, 2, "parsing goes on after the chain")
    }

    func testAChainOfCallsIsOneError() {
        let (_, parsed) = parse("let a = f" + String(repeating: "()", count: 100_000) + "\n")
        XCTAssertEqual(parsed.diagnostics.map(\.id.rawValue), ["parse.expression-too-deep"])
    }

    func testDepthCountsEveryConstructTogether() {
        // Parentheses, unary minus and operators add up to one depth.
        let inner = Array(repeating: "1", count: limit - 40).joined(separator: "+")
        let text = "let a = " + String(repeating: "-(", count: 30) + inner + String(repeating: ")", count: 30) + "\n"
        XCTAssertEqual(parse(text).parsed.diagnostics.map(\.id.rawValue), ["parse.expression-too-deep"])
    }

    func testAChainOf100000ConstantsParsesAndIsReleasedWithoutRecursion() {
        // Each `let` is its own small tree; the file is flat however many there are.
        let text = (0..<100_000).map { "let a\($0) = a\($0 + 1) + 1\n" }.joined()
        XCTAssertEqual(parse(text).parsed.diagnostics.count, 0)
    }
}
