// The parser's diagnostics, one catalogue, each phrased as the rule it enforces.

enum ParserMessages {
    static func expected(
        _ what: String, found: TokenKind, at range: SourceRange, notes: [DiagnosticNote] = []
    )
        -> Diagnostic
    {
        .error(DiagnosticID("parse.expected"), "expected \(what)", at: range, notes: notes)
    }

    static func expectedDeclaration(found: TokenKind, at range: SourceRange) -> Diagnostic {
        .error(
            DiagnosticID("parse.expected-declaration"),
            "expected 'transition' or 'let' at top level, found \(found.spelling)", at: range)
    }

    static func expectedValue(at range: SourceRange) -> Diagnostic {
        .error(DiagnosticID("parse.expected-value"), "expected a value", at: range)
    }

    static func expectedEntry(found: TokenKind, at range: SourceRange) -> Diagnostic {
        .error(DiagnosticID("parse.expected-entry"), "expected an entry name, found \(found.spelling)", at: range)
    }

    static func expectedEntryBody(name: String, at range: SourceRange) -> Diagnostic {
        .error(
            DiagnosticID("parse.expected-entry-body"), "expected ':' or '{' after '\(name)'", at: range,
            fixIts: [.insert(": ", at: range.start, message: "insert ':'")])
    }

    static func unexpectedComma(at range: SourceRange) -> Diagnostic {
        .error(
            DiagnosticID("parse.unexpected-comma"), "unexpected ','", at: range,
            fixIts: [.replace(range, with: "", message: "remove ','")])
    }

    static func missingSeparator(at range: SourceRange) -> Diagnostic {
        .error(
            DiagnosticID("parse.missing-separator"), "entries on one line must be separated by ','", at: range,
            fixIts: [.insert(", ", at: range.start, message: "insert ','")])
    }

    static func consecutiveDeclarations(at range: SourceRange) -> Diagnostic {
        .error(
            DiagnosticID("parse.consecutive-declarations"), "each declaration must start on a new line", at: range)
    }

    static func braceOnNextLine(header: String, at range: SourceRange, lineBreak: SourceRange) -> Diagnostic {
        .error(
            DiagnosticID("parse.brace-on-next-line"), "'{' must stand on the same line as '\(header)'", at: range,
            fixIts: [.replace(lineBreak, with: " ", message: "join the lines")])
    }

    static func chainedArrow(at range: SourceRange) -> Diagnostic {
        .error(
            DiagnosticID("parse.chained-arrow"), "a track has one '->': FROM -> TO; use keyframes for more values",
            at: range)
    }

    static func arrowOutsideTrack(at range: SourceRange) -> Diagnostic {
        .error(DiagnosticID("parse.arrow-outside-track"), "'->' is only allowed as an entry's whole value", at: range)
    }

    static func nestingTooDeep(limit: Int, at range: SourceRange) -> Diagnostic {
        .error(
            DiagnosticID("parse.nesting-too-deep"), "nesting is too deep; at most \(limit) levels are allowed",
            at: range)
    }

    static func expressionTooDeep(limit: Int, at range: SourceRange) -> Diagnostic {
        .error(
            DiagnosticID("parse.expression-too-deep"),
            "expression is nested too deeply; at most \(limit) levels of operators, members and calls are allowed",
            at: range)
    }
}
