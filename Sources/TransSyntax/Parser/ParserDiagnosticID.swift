// The parser's diagnostic ids: one case per id, so that catalogue tests iterate them.

/// Every id the parser's catalogue (`ParserMessages`) reports, raw value the printed id.
public enum ParserDiagnosticID: String, DiagnosticIDCatalogue {
    case arrowOutsideTrack = "parse.arrow-outside-track"
    case braceOnNextLine = "parse.brace-on-next-line"
    case chainedArrow = "parse.chained-arrow"
    case consecutiveDeclarations = "parse.consecutive-declarations"
    case expected = "parse.expected"
    case expectedDeclaration = "parse.expected-declaration"
    case expectedEntry = "parse.expected-entry"
    case expectedEntryBody = "parse.expected-entry-body"
    case expectedValue = "parse.expected-value"
    case expressionTooDeep = "parse.expression-too-deep"
    case missingSeparator = "parse.missing-separator"
    case nestingTooDeep = "parse.nesting-too-deep"
    case spaceBeforeUnit = "parse.space-before-unit"
    case unexpectedComma = "parse.unexpected-comma"
}
