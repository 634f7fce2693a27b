// The layouts diagnostics print in, and the one entry point that renders any of them.

/// How diagnostics are laid out: `pretty` for people, `llvm` for tools that read first lines,
/// `json` for tools that read records.
public enum DiagnosticFormat: String, Sendable, CaseIterable {
    case pretty, llvm, json

    /// The most diagnostics one file shows (`Array.limitedForOutput`); a final note counts the rest.
    public static let maximumDiagnosticsPerFile = 100

    /// The text of `diagnostics` in `file`, in output order; `colored` adds ANSI colour to `pretty`.
    public func render(_ diagnostics: [Diagnostic], in file: SourceFile, colored: Bool = false) -> String {
        switch self {
        case .pretty: PrettyRenderer.render(diagnostics, in: file, colored: colored)
        case .llvm: LLVMRenderer.render(diagnostics, in: file)
        case .json: JSONRenderer.render(diagnostics, in: file)
        }
    }
}
