// `transc compile`: diagnose and emit each file, to standard output or to files written whole.
import TransSyntax

/// Runs `compile` over every input in order; an input with errors writes nothing.
struct CompileCommand {
    var request: CompileRequest
    var compiler: Compiler
    var reader: SourceReader
    /// Whether `pretty` diagnostics get ANSI colour.
    var colored: Bool

    func run(into result: inout DriverResult) throws(UsageError) {
        let inputs = request.inputs
        let plan = try OutputPlan.resolve(request.output, inputs: inputs.files, options: inputs.options)
        for (index, input) in inputs.files.enumerated() {
            guard let file = reader.read(input, into: &result) else { continue }
            let compiled = compiler.compile(file, inputs.options)
            result.standardError += inputs.diagnostics.render(compiled.diagnostics, in: file, colored: colored)
            if let failure = compiled.failure {
                result.fail(failure, status: .usageOrIO)
                continue
            }
            guard let output = compiled.output, !compiled.diagnostics.hasErrors else {
                result.raise(to: .inputErrors)
                continue
            }
            plan.deliver(output, forInput: index, into: &result)
        }
    }
}
