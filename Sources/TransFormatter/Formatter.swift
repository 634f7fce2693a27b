// `transc fmt`'s engine: a file's tokens and comments reprinted in the standard layout.
import TransSyntax

/// The `.trans` formatter. It reprints tokens exactly as written and every comment in place,
/// normalising only whitespace, separators and line breaks (`docs/formatting.md`), so the
/// result parses to the same tree; formatting a formatted file changes nothing.
public enum Formatter {
    /// Formats `file`, or returns its syntax errors when it has any (then nothing is formatted).
    public static func format(_ file: SourceFile) -> FormatResult {
        let (lexed, parsed) = Parser.parseKeepingTokens(file)
        let diagnostics = parsed.diagnostics
        guard !diagnostics.hasErrors else { return .syntaxErrors(diagnostics) }
        let elements = SourceElements(lexed: lexed)
        var printer = LayoutPrinter(file: file, elements: elements, plan: LayoutPlan(elements))
        return .formatted(printer.formatted())
    }
}
