// Matching diagnostics to annotations: substrings, lines, counts, notes, and mismatches both ways.
import TransDriver
import TransSyntax
import XCTest

final class VerifierTests: XCTestCase {
    private let file = SourceFile(
        name: "v.trans",
        text: """
            let a = fsat // expected-error {{did you mean 'fast'}}
            let b = 1 // expected-warning 2 {{unused}}
            // expected-error@+1 {{expected '}'}} expected-note@-2 {{declared}}

            """)

    private func line(_ number: Int) -> SourceRange { .at(file.lineStarts[number - 1]) }

    /// What `verify` reports, as `line: id: message`.
    private func mismatches(_ diagnostics: [Diagnostic]) -> [String] {
        Verifier.verify(diagnostics, in: file).map {
            "\(file.lineColumn(of: $0.range.start).line): \($0.id): \($0.message)"
        }
    }

    private var expected: [Diagnostic] {
        [
            .error(DiagnosticID("e"), "unknown name 'fsat'; did you mean 'fast'?", at: line(1)),
            .warning(DiagnosticID("w"), "unused constant 'b'", at: line(2)),
            .warning(
                DiagnosticID("w"), "unused constant 'b' again", at: line(2),
                notes: [DiagnosticNote("declared here", at: line(1))]),
            .error(DiagnosticID("e"), "expected '}'", at: .at(file.endOffset)),
        ]
    }

    func testEverythingExpectedAndMetIsSilent() {
        XCTAssertEqual(mismatches(expected), [])
        XCTAssertEqual(mismatches(expected.reversed()), [])
    }

    func testMissingDiagnosticsAreReportedAtTheirAnnotation() {
        XCTAssertEqual(
            mismatches([]),
            [
                "1: verify.missing: expected error not produced: {{did you mean 'fast'}}",
                "2: verify.missing: expected 2 warnings, 0 produced: {{unused}}",
                "3: verify.missing: expected error not produced: {{expected '}'}}",
                "3: verify.missing: expected note not produced: {{declared}}",
            ])
    }

    func testACountNeedsThatManyDiagnostics() {
        XCTAssertEqual(
            mismatches(expected.filter { $0.message != "unused constant 'b'" }),
            [
                "2: verify.missing: expected 2 warnings, 1 produced: {{unused}}"
            ])
        let extra = Diagnostic.warning(DiagnosticID("w"), "unused again", at: line(2))
        XCTAssertEqual(
            mismatches(expected + [extra]), ["2: verify.unexpected: unexpected warning produced: unused again"])
    }

    func testUnexpectedErrorsAndWarningsAreReportedWhereTheyAre() {
        let stray = [
            Diagnostic.error(DiagnosticID("e"), "stray", at: line(4)),
            Diagnostic.warning(DiagnosticID("w"), "did you mean 'fast'", at: line(2)),
        ]
        XCTAssertEqual(
            mismatches(expected + stray),
            [
                "4: verify.unexpected: unexpected error produced: stray",
                "2: verify.unexpected: unexpected warning produced: did you mean 'fast'",
            ])
    }

    func testLineSeverityAndTextMustAllMatch() {
        let wrong = [
            Diagnostic.error(DiagnosticID("e"), "did you mean 'fast'", at: line(2)),
            Diagnostic.warning(DiagnosticID("w"), "did you mean 'fast'", at: line(1)),
            Diagnostic.error(DiagnosticID("e"), "did you mean 'first'", at: line(1)),
        ]
        XCTAssertEqual(
            mismatches(Array(expected.dropFirst()) + wrong),
            [
                "1: verify.missing: expected error not produced: {{did you mean 'fast'}}",
                "2: verify.unexpected: unexpected error produced: did you mean 'fast'",
                "1: verify.unexpected: unexpected warning produced: did you mean 'fast'",
                "1: verify.unexpected: unexpected error produced: did you mean 'first'",
            ])
    }

    func testNotesAreCheckedOnlyWhereAnnotated() {
        let unannotatedNote = Diagnostic.error(
            DiagnosticID("e"), "did you mean 'fast'", at: line(1), notes: [DiagnosticNote("anything", at: line(4))])
        XCTAssertEqual(mismatches([unannotatedNote] + expected.dropFirst()), [])
        var noteless = expected
        noteless[2].notes = []
        XCTAssertEqual(mismatches(noteless), ["3: verify.missing: expected note not produced: {{declared}}"])
    }

    func testTheMostSpecificExpectationChoosesFirst() {
        let file = SourceFile(name: "s.trans", text: "x // expected-error {{a}} expected-error {{ab}}\n")
        let diagnostics = [
            Diagnostic.error(DiagnosticID("e"), "ab", at: .at(0)), Diagnostic.error(DiagnosticID("e"), "a", at: .at(0)),
        ]
        XCTAssertEqual(Verifier.verify(diagnostics, in: file), [])
    }

    func testMalformedAnnotationsAreMismatches() {
        let file = SourceFile(name: "m.trans", text: "x // expected-error\n")
        XCTAssertEqual(Verifier.verify([], in: file).map(\.id), [DiagnosticID("verify.malformed")])
    }

    func testMismatchesRenderLikeAnyDiagnostic() {
        XCTAssertEqual(
            PrettyRenderer.render(Verifier.verify([], in: file).prefix(1).map { $0 }, in: file),
            """
            v.trans:1:17: error: expected error not produced: {{did you mean 'fast'}}
             1 | let a = fsat // expected-error {{did you mean 'fast'}}
               |                 ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

            """)
    }
}
