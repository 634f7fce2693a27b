// Reading `expected-…` annotations: offsets, counts, several to a line, malformed ones, the spec's.
import TransDriver
import TransSyntax
import TransTestSupport
import XCTest

final class ExpectationParserTests: XCTestCase {
    private func parse(_ text: String) -> (expectations: [Expectation], malformed: [Diagnostic], file: SourceFile) {
        let file = SourceFile(name: "t.trans", text: text)
        let (expectations, malformed) = ExpectationParser.parse(file)
        return (expectations, malformed, file)
    }

    private func summary(_ expectations: [Expectation]) -> [String] {
        expectations.map { "\($0.severity) line \($0.line) ×\($0.count) {{\($0.text)}}" }
    }

    func testKindsOffsetsAndCounts() {
        let (expectations, malformed, _) = parse(
            """
            a // expected-error {{one}}
            b // expected-warning@+1 {{two}}
            c
            d // expected-note@-3 {{three}}
            e // expected-error 2 {{four}}
            f // expected-error@-1 3{{five}}
            """)
        XCTAssertEqual(malformed, [])
        XCTAssertEqual(
            summary(expectations),
            [
                "error line 1 ×1 {{one}}", "warning line 3 ×1 {{two}}", "note line 1 ×1 {{three}}",
                "error line 5 ×2 {{four}}", "error line 5 ×3 {{five}}",
            ])
    }

    func testSeveralAnnotationsOnOneLineAndBracesInsideTheText() {
        let (expectations, _, file) = parse("x // expected-error {{expected '}'}} expected-note {{here}}\n")
        XCTAssertEqual(summary(expectations), ["error line 1 ×1 {{expected '}'}}", "note line 1 ×1 {{here}}"])
        XCTAssertEqual(file.text(of: expectations[0].range), "expected-error {{expected '}'}}")
    }

    func testOnlyCommentsCountAndOnlyWholeKinds() {
        let (expectations, malformed, _) = parse(
            """
            expected-error {{not in a comment}}
            // expected-errors {{another word}} expected-remark {{unknown kind}}
            // a comment
            """)
        XCTAssertEqual(expectations, [])
        XCTAssertEqual(malformed, [])
    }

    func testAnOffsetMayPointAtTheEndOfFileLine() {
        let (expectations, malformed, file) = parse("a\n// expected-error@+1 {{expected '}'}}\n")
        XCTAssertEqual(malformed, [])
        XCTAssertEqual(expectations.map(\.line), [3])
        XCTAssertEqual(file.lineColumn(of: file.endOffset).line, 3)
    }

    func testMalformedAnnotationsAreErrorsAtTheirKeyword() {
        let (expectations, malformed, file) = parse(
            """
            a // expected-error
            b // expected-error@1 {{x}}
            c // expected-warning 0 {{x}}
            d // expected-note {{never closed}
            e // expected-error@+9 {{x}}
            f // expected-error@- {{x}}
            """)
        XCTAssertEqual(expectations, [])
        XCTAssertEqual(malformed.map(\.id), Array(repeating: DiagnosticID("verify.malformed"), count: 6))
        XCTAssertEqual(
            malformed.map(\.message),
            [
                "expected '{{' after 'expected-error'",
                "expected '+N' or '-N' after '@' in 'expected-error'",
                "the count of 'expected-warning' must be at least 1",
                "expected '}}' to end the text of 'expected-note'",
                "'expected-error' points at line 14, outside the file",
                "expected '+N' or '-N' after '@' in 'expected-error'",
            ])
        XCTAssertEqual(malformed.map { file.lineColumn(of: $0.range.start).line }, [1, 2, 3, 4, 5, 6])
        XCTAssertEqual(file.text(of: malformed[2].range), "expected-warning")
    }

    func testEverySpecErrorSampleParses() throws {
        let directory = PackagePaths.specSamples.appendingPathComponent("errors")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0.hasSuffix(".trans")
        }
        XCTAssertEqual(names.count, 8)
        for name in names {
            let bytes = try Array(Data(contentsOf: directory.appendingPathComponent(name)))
            let (expectations, malformed) = ExpectationParser.parse(SourceFile(name: name, bytes: bytes))
            XCTAssertEqual(malformed, [], name)
            XCTAssertFalse(expectations.isEmpty, name)
        }
    }

    func testSpecSamplesWithOffsetsAndCounts() throws {
        let syntax = try specSample("errors/syntax.trans")
        XCTAssertEqual(
            summary(ExpectationParser.parse(syntax).expectations),
            [
                "error line 6 ×1 {{expected a value}}", "error line 9 ×1 {{unexpected ','}}",
                "error line 12 ×1 {{expected '}'}}",
            ])
        XCTAssertEqual(syntax.lineColumn(of: syntax.endOffset), LineColumn(line: 12, column: 1))
        let units = try specSample("errors/units.trans")
        XCTAssertEqual(
            summary(ExpectationParser.parse(units).expectations),
            [
                "error line 4 ×1 {{needs a time unit}}", "error line 6 ×2 {{needs an angle unit}}",
            ])
    }
}
