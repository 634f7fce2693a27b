// Constants are evaluated once and shared: checking is linear in the file however they
// refer to each other, and what cannot be bounded is a located error, never a crash.
import Foundation
import TransChecker
import TransSyntax
import TransTestSupport
import XCTest

final class ConstantScalingTests: XCTestCase {
    /// `let c0 = BASE`, then `let cI = c(I-1) + c(I-1)`: each level doubles the expanded value.
    private func doublingChain(base: String, levels: Int) -> String {
        "let c0 = \(base)\n" + (1...levels).map { "let c\($0) = c\($0 - 1) + c\($0 - 1)\n" }.joined()
    }

    private func timed(_ source: String) -> (seconds: Double, diagnostics: [Diagnostic]) {
        let start = Date()
        let diagnostics = check(source).diagnostics
        return (Date().timeIntervalSince(start), diagnostics)
    }

    func testADoublingChainOfPlainNumbersIsLinear() {
        let (seconds, diagnostics) = timed(doublingChain(base: "1", levels: 60))
        XCTAssertEqual(ids(diagnostics), [])
        XCTAssertLessThan(seconds, 1)
    }

    func testADoublingChainOfGeometryStopsAtTheSizeLimitOnce() {
        let (seconds, diagnostics) = timed(doublingChain(base: "container.width", levels: 22))
        XCTAssertEqual(ids(diagnostics), ["sema.expression-too-large"])
        // c0 has 1 node, cI has 2^(I+1) - 1: c7 (255) fits, c8 (511) does not.
        XCTAssertEqual(
            diagnostics.map { $0.range.start },
            [offsetOfLine(9, in: doublingChain(base: "container.width", levels: 22)) + 9])
        XCTAssertLessThan(seconds, 1)
    }

    func testAGeometryDoublingUsedInATransitionEmitsNothingLarge() {
        let source =
            doublingChain(base: "container.width", levels: 22) + """
                transition T {
                    style: custom
                    present {
                        duration: 0.3s
                        animate presented { frame: final.offset(x: c22) -> final }
                    }
                }
                """
        let (seconds, diagnostics) = timed(source)
        XCTAssertEqual(ids(diagnostics), ["sema.expression-too-large"])
        XCTAssertLessThan(seconds, 1)
    }

    func testTwoThousandChainedConstantsCheckQuickly() {
        let source = "let a0 = 1\n" + (1..<2000).map { "let a\($0) = a\($0 - 1) + 1\n" }.joined()
        let (seconds, diagnostics) = timed(source)
        XCTAssertEqual(ids(diagnostics), [])
        XCTAssertLessThan(seconds, 2)
    }

    func testAHundredThousandConstantsWrittenBaseLastAreOneLocatedError() {
        let source = (0..<100_000).map { "let a\($0) = a\($0 + 1) + 1\n" }.joined() + "let a100000 = 1\n"
        let (_, diagnostics) = timed(source)
        XCTAssertEqual(Set(ids(diagnostics)), ["sema.evaluation-too-deep"])
        XCTAssertEqual(
            diagnostics.first?.message,
            "constants refer to constants too deeply here; at most 20000 levels of expressions and constants are allowed"
        )
    }

    func testAHundredThousandConstantsInSourceOrderCheckWithoutError() {
        let source = "let a0 = 1\n" + (1..<100_000).map { "let a\($0) = a\($0 - 1) + 1\n" }.joined()
        XCTAssertEqual(ids(check(source).diagnostics), [])
    }

    func testAnInheritanceChainWrittenBaseLastIsLinear() {
        let count = 20_000
        let source =
            (0..<count).map { "transition T\($0): T\($0 + 1) {}\n" }.joined()
            + "transition T\(count) {\n    style: custom\n    present { duration: 0.3s\n animate presented { alpha: 0 -> 1 } }\n}\n"
        let (seconds, diagnostics) = timed(source)
        XCTAssertEqual(ids(diagnostics.problems), [])
        XCTAssertLessThan(seconds, 20)
    }

    func testSuggestionsAmongTheFilesOwnNamesAreBoundedPerFile() {
        let count = 300
        let source =
            (0..<count).map { "let xa\($0) = 1\n" }.joined() + (0..<count).map { "let y\($0) = xb\($0)\n" }.joined()
        let messages = check(source).diagnostics.map(\.message)
        XCTAssertEqual(messages.count, count)
        XCTAssertEqual(messages.first, "unknown name 'xb0'; did you mean 'xa0'?")
        let suggested = messages.filter { $0.contains("did you mean") }.count
        XCTAssertEqual(suggested, 200, "each unknown name costs a search over every name: at most 200 per file")
        XCTAssertEqual(messages.last, "unknown name 'xb299'")
    }

    private func offsetOfLine(_ line: Int, in text: String) -> Int {
        Array(text.utf8).enumerated().filter { $0.element == UInt8(ascii: "\n") }.map { $0.offset + 1 }[line - 2]
    }
}
