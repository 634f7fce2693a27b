// `transc fmt`'s engine: a file's tokens and comments reprinted in the standard layout.
import TransSyntax

/// The `.trans` formatter. It reprints tokens exactly as written and every comment in place,
/// normalising only whitespace, separators and line breaks (`docs/formatting.md`), so the
/// result parses to the same tree; formatting a formatted file changes nothing.
public enum Formatter {
    /// Formats `file`, or returns its syntax errors when it has any (then nothing is formatted).
    ///
    /// The layout is read from the tokens alone; the parse only says whether there are errors.
    /// So the file is parsed first, the tree dropped, and lexed again for the tokens: the
    /// tokens and the tree are never held together (issue 13's peak memory), for one more
    /// pass of the lexer.
    public static func format(_ file: SourceFile) -> FormatResult {
        let diagnostics = Parser.parse(file).diagnostics
        guard !diagnostics.hasErrors else { return .syntaxErrors(diagnostics) }
        let elements = SourceElements(lexed: Lexer.lex(file))
        var printer = LayoutPrinter(file: file, elements: elements, plan: LayoutPlan(elements))
        return .formatted(printer.formatted())
    }
}
