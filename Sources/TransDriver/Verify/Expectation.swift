// One `// expected-error {{…}}` annotation: what a source file says the compiler reports.
import TransSyntax

/// A diagnostic a file expects: its severity, its line, how many, and text its message contains.
public struct Expectation: Sendable, Hashable {
    /// Error, warning or note.
    public var severity: Severity
    /// The 1-based line the diagnostic is expected on: the annotation's line plus any `@+N`/`@-N`.
    public var line: Int
    /// How many such diagnostics: `expected-error 2 {{…}}`; 1 when not written.
    public var count: Int
    /// The text between `{{` and `}}`, which the message must contain.
    public var text: String
    /// The annotation in the source, from `expected-` through `}}`.
    public var range: SourceRange

    /// An annotation expecting `count` diagnostics of `severity` containing `text` on `line`.
    public init(_ severity: Severity, line: Int, count: Int = 1, text: String, range: SourceRange) {
        self.severity = severity
        self.line = line
        self.count = count
        self.text = text
        self.range = range
    }
}
