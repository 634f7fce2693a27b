// The parser's diagnostics, one catalogue, each phrased as the rule it enforces.

enum ParserMessages {
    private static func id(_ id: ParserDiagnosticID) -> DiagnosticID { DiagnosticID(id) }

    /// `expected ')', found 'left'`: as Go's `errorExpected`, the message names the token that
    /// stands where `what` was expected, so the reader sees what the parser saw.
    static func expected(
        _ what: String, found: String, at range: SourceRange, notes: [DiagnosticNote] = []
    )
        -> Diagnostic
    {
        .error(id(.expected), "expected \(what), found \(found)", at: range, notes: notes)
    }

    static func expectedDeclaration(found: String, at range: SourceRange) -> Diagnostic {
        .error(
            id(.expectedDeclaration),
            "expected 'transition' or 'let' at top level, found \(found)", at: range)
    }

    static func expectedValue(at range: SourceRange) -> Diagnostic {
        .error(id(.expectedValue), "expected a value", at: range)
    }

    static func expectedEntry(found: String, at range: SourceRange) -> Diagnostic {
        .error(id(.expectedEntry), "expected an entry name, found \(found)", at: range)
    }

    /// The `:` goes right after the name, so `style custom` mends to `style: custom`.
    static func expectedEntryBody(name: String, at range: SourceRange, after nameRange: SourceRange) -> Diagnostic {
        .error(
            id(.expectedEntryBody), "expected ':' or '{' after '\(name)'", at: range,
            fixIts: [.insert(":", at: nameRange.end, message: "insert ':'")])
    }

    /// `style = custom`: the `=` is replaced, not preceded by a `:`.
    static func equalsForColon(name: String, at range: SourceRange, after nameRange: SourceRange) -> Diagnostic {
        .error(
            id(.expectedEntryBody), "expected ':' or '{' after '\(name)'", at: range,
            fixIts: [
                .replace(SourceRange(start: nameRange.end, end: range.end), with: ":", message: "replace '=' with ':'")
            ])
    }

    static func unexpectedComma(at range: SourceRange) -> Diagnostic {
        .error(
            id(.unexpectedComma), "unexpected ','", at: range,
            fixIts: [.replace(range, with: "", message: "remove ','")])
    }

    static func missingSeparator(at range: SourceRange) -> Diagnostic {
        .error(
            id(.missingSeparator), "entries on one line must be separated by ','", at: range,
            fixIts: [.insert(", ", at: range.start, message: "insert ','")])
    }

    static func spaceBeforeUnit(_ unit: String, at range: SourceRange, space: SourceRange) -> Diagnostic {
        .error(
            id(.spaceBeforeUnit), "a unit is written directly after its number, without a space",
            at: range, fixIts: [.replace(space, with: "", message: "remove the space before '\(unit)'")])
    }

    static func consecutiveDeclarations(at range: SourceRange) -> Diagnostic {
        .error(
            id(.consecutiveDeclarations), "each declaration must start on a new line", at: range)
    }

    static func braceOnNextLine(header: String, at range: SourceRange, lineBreak: SourceRange) -> Diagnostic {
        .error(
            id(.braceOnNextLine), "'{' must stand on the same line as '\(header)'", at: range,
            fixIts: [.replace(lineBreak, with: " ", message: "join the lines")])
    }

    static func chainedArrow(at range: SourceRange) -> Diagnostic {
        .error(
            id(.chainedArrow), "a track has one '->': FROM -> TO; use keyframes for more values",
            at: range)
    }

    static func arrowOutsideTrack(at range: SourceRange) -> Diagnostic {
        .error(id(.arrowOutsideTrack), "'->' is only allowed as an entry's whole value", at: range)
    }

    static func nestingTooDeep(limit: Int, at range: SourceRange) -> Diagnostic {
        .error(
            id(.nestingTooDeep), "nesting is too deep; at most \(limit) levels are allowed",
            at: range)
    }

    static func expressionTooDeep(limit: Int, at range: SourceRange) -> Diagnostic {
        .error(
            id(.expressionTooDeep),
            "expression is nested too deeply; at most \(limit) levels of operators, members and calls are allowed",
            at: range)
    }
}
