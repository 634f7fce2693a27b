// `transc fmt`'s engine: a file's tokens and comments reprinted in the standard layout.
import TransSyntax

/// The `.trans` formatter. It reprints tokens exactly as written and every comment in place,
/// normalising only whitespace, separators and line breaks (`docs/formatting.md`), so the
/// result parses to the same tree; formatting a formatted file changes nothing.
public enum Formatter {
    /// Formats `file`, or returns its syntax errors when it has any (then nothing is formatted).
    ///
    /// The layout is read from the tokens alone; the parse only says whether there are errors.
    /// So the file is parsed first, one declaration at a time and each dropped, then lexed
    /// again a chunk at a time (`SourceChunks`), each chunk planned and printed before the next
    /// is lexed: no tree is held beside the tokens, and no more than one declaration's tree or one
    /// chunk's tokens at all (issue 13's peak memory), for one more pass of the lexer.
    public static func format(_ file: SourceFile) -> FormatResult {
        let diagnostics = Parser.parseEachDeclaration(file) { _ in true } ?? []
        guard !diagnostics.hasErrors else { return .syntaxErrors(diagnostics) }
        var chunks = SourceChunks(file)
        var printer = LayoutPrinter(file: file)
        while let elements = chunks.next() {
            printer.print(elements, following: LayoutPlan(elements))
        }
        return .formatted(printer.finished())
    }
}
