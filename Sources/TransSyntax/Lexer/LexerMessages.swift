// The lexer's diagnostics, one catalogue, each phrased as the rule it enforces.

enum LexerMessages {
    private static func id(_ id: LexerDiagnosticID) -> DiagnosticID { DiagnosticID(id) }

    static func invalidUTF8(at range: SourceRange) -> Diagnostic {
        .error(id(.invalidUtf8), "source must be valid UTF-8", at: range)
    }

    static func nulByte(at range: SourceRange) -> Diagnostic {
        .error(id(.nulByte), "source cannot contain a NUL byte", at: range)
    }

    static func unexpectedCharacter(_ text: String, at range: SourceRange) -> Diagnostic {
        .error(id(.unexpectedCharacter), "unexpected character '\(text)'", at: range)
    }

    /// A character that looks like one of ours but is not: `=>`, a non-breaking space, `“…”`.
    /// The fix-it replaces each of `edits` with `replacement`, and makes the `escapes` a string's
    /// text needs once its quotes are straight.
    static func lookalike(
        _ written: String, isNot meaning: String, write replacement: String, at range: SourceRange,
        edits: [SourceRange], escapes: [TextEdit] = []
    ) -> Diagnostic {
        let shown = replacement == " " ? "a space" : "'\(replacement)'"
        return .error(
            id(.lookalike), "\(written) is not \(meaning) in .trans; write \(shown)", at: range,
            fixIts: [
                FixIt(
                    message: "replace with \(shown)",
                    edits: edits.map { TextEdit(range: $0, replacement: replacement) } + escapes)
            ])
    }

    static func unterminatedString(at range: SourceRange, opening: SourceRange) -> Diagnostic {
        .error(
            id(.unterminatedString), "string must end with '\"' on the same line", at: range,
            notes: [DiagnosticNote("string begins here", at: opening)],
            fixIts: [.insert("\"", at: range.start, message: "insert '\"'")])
    }

    static func invalidEscape(_ text: String, at range: SourceRange) -> Diagnostic {
        .error(
            id(.invalidEscape),
            "invalid escape '\(text)' in string; use \\\", \\\\, \\n, \\t or \\u{…}", at: range)
    }

    static func unterminatedComment(at range: SourceRange) -> Diagnostic {
        .error(
            id(.unterminatedComment), "block comment must end with '*/'", at: range)
    }

    static func malformedNumber(_ text: String, at range: SourceRange, leadingDot: Int? = nil) -> Diagnostic {
        .error(
            id(.malformedNumber), "'\(text)' is not a valid number", at: range,
            fixIts: leadingDot.map { [.insert("0", at: $0, message: "insert '0'")] } ?? [])
    }

    static func controlCharacterInString(_ byte: UInt8, at range: SourceRange) -> Diagnostic {
        let code = String(byte, radix: 16, uppercase: true)
        return .error(
            id(.controlCharacter),
            "a string cannot contain the control character U+\(String(repeating: "0", count: 4 - code.count) + code); write it as \\u{\(code)}",
            at: range, fixIts: [.replace(range, with: "\\u{\(code)}", message: "write it as an escape")])
    }

    static func numberTooLarge(_ text: String, at range: SourceRange) -> Diagnostic {
        .error(
            id(.numberTooLarge),
            "'\(text.count > 24 ? text.prefix(20) + "…" : text)' is too large to be a finite number; the largest is about 1.8e308",
            at: range)
    }

    static func unknownUnit(_ unit: String, at range: SourceRange) -> Diagnostic {
        .error(
            id(.unknownUnit),
            "unknown unit '\(unit)'; units are s, ms, deg, rad and %", at: range)
    }

    static func malformedColor(_ text: String, at range: SourceRange) -> Diagnostic {
        .error(
            id(.malformedColor),
            "'\(text)' is not a color; write #RRGGBB or #RRGGBBAA in hexadecimal", at: range)
    }
}
