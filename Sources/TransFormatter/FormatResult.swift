// What formatting one file gives: its text in the standard layout, or why it cannot be formatted.
import TransSyntax

/// The outcome of `Formatter.format`.
public enum FormatResult: Sendable, Equatable {
    /// The whole file in the standard layout, ending in exactly one line break (empty for a
    /// file with nothing but whitespace).
    case formatted(String)
    /// The file's lexical and syntax errors, in the order found; a file with any is not formatted.
    case syntaxErrors([Diagnostic])
}
