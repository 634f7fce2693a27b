// Checking produced diagnostics against a file's annotations; mismatches become diagnostics.
import TransSyntax

/// Swift's `-verify`: every error and warning must be expected, every expectation met; notes
/// are checked only where annotated.
public enum Verifier {
    /// The mismatches between what `file` expects and `diagnostics`, as errors placed where they
    /// belong: `verify.malformed` and `verify.missing` at the annotation, `verify.unexpected` at
    /// the diagnostic. Empty when everything matches.
    public static func verify(_ diagnostics: [Diagnostic], in file: SourceFile) -> [Diagnostic] {
        let (expectations, malformed) = ExpectationParser.parse(file)
        var produced = diagnostics.flatMap { diagnostic in
            [Produced(diagnostic.severity, diagnostic.message, diagnostic.range, in: file)]
                + diagnostic.notes.map { Produced(.note, $0.message, $0.range, in: file) }
        }

        // The most specific text first, so `{{a}}` cannot take the diagnostic `{{ab}}` needs.
        var shortfall = expectations.map(\.count)
        let bySpecificity = expectations.indices.sorted {
            (-expectations[$0].text.count, $0) < (-expectations[$1].text.count, $1)
        }
        for index in bySpecificity {
            let expectation = expectations[index]
            for candidate in produced.indices where shortfall[index] > 0 && produced[candidate].meets(expectation) {
                produced[candidate].isExpected = true
                shortfall[index] -= 1
            }
        }

        let missing = expectations.indices.filter { shortfall[$0] > 0 }.map { index in
            Diagnostic.error(
                DiagnosticID(VerifyDiagnosticID.missing),
                missingMessage(expectations[index], shortfall: shortfall[index]),
                at: expectations[index].range)
        }
        let unexpected = produced.filter { !$0.isExpected && $0.severity != .note }.map { diagnostic in
            Diagnostic.error(
                DiagnosticID(VerifyDiagnosticID.unexpected),
                "unexpected \(diagnostic.severity.rawValue) produced: \(diagnostic.message)", at: diagnostic.range)
        }
        return malformed + missing + unexpected
    }

    private static func missingMessage(_ expectation: Expectation, shortfall: Int) -> String {
        let kind = expectation.severity.rawValue
        let text = "{{\(expectation.text)}}"
        guard expectation.count > 1 else { return "expected \(kind) not produced: \(text)" }
        return "expected \(expectation.count) \(kind)s, \(expectation.count - shortfall) produced: \(text)"
    }
}

/// A diagnostic or note as verification sees it: severity, line, message, and whether an
/// expectation has claimed it.
private struct Produced {
    var severity: Severity
    var line: Int
    var message: String
    var range: SourceRange
    var isExpected = false

    init(_ severity: Severity, _ message: String, _ range: SourceRange, in file: SourceFile) {
        self.severity = severity
        self.line = file.lineColumn(of: range.start).line
        self.message = message
        self.range = range
    }

    func meets(_ expectation: Expectation) -> Bool {
        !isExpected && severity == expectation.severity && line == expectation.line
            && (expectation.text.isEmpty || message.contains(expectation.text))
    }
}
