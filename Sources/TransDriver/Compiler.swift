// The compiler stages the driver runs, as values, so tests can run the driver on stand-ins.
import TransSyntax

/// What the driver calls to check and compile one file; `.pipeline` is the real compiler.
public struct Compiler: Sendable {
    /// Diagnoses a file without emitting anything.
    public var check: @Sendable (SourceFile, CompilerOptions) -> [Diagnostic]
    /// Diagnoses a file and, when it has no errors, emits what the options ask for.
    public var compile: @Sendable (SourceFile, CompilerOptions) -> CompileResult

    /// Creates a compiler from its two entry points.
    public init(
        check: @escaping @Sendable (SourceFile, CompilerOptions) -> [Diagnostic],
        compile: @escaping @Sendable (SourceFile, CompilerOptions) -> CompileResult
    ) {
        self.check = check
        self.compile = compile
    }

    /// The stages of `Pipeline`.
    public static let pipeline = Compiler(
        check: { Pipeline.check($0, options: $1) },
        compile: { Pipeline.compile($0, options: $1) })
}
