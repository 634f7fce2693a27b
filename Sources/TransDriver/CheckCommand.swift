// `transc check`: diagnose each file, or with `--verify` match its diagnostics to its annotations.
import TransSyntax

/// Runs `check` over every input in order.
struct CheckCommand {
    var request: CheckRequest
    var compiler: Compiler
    var reader: SourceReader
    /// Whether `pretty` diagnostics get ANSI colour.
    var colored: Bool

    func run(into result: inout DriverResult) {
        for input in request.inputs.files {
            guard let file = reader.read(input, into: &result) else { continue }
            let diagnostics = compiler.check(file, request.inputs.options)
            let shown = request.verify ? Verifier.verify(diagnostics, in: file) : diagnostics
            result.standardError += request.inputs.diagnostics.render(shown, in: file, colored: colored)
            if request.verify ? !shown.isEmpty : shown.hasErrors { result.raise(to: .inputErrors) }
        }
    }
}
