// `transc compile`: diagnose and emit each file, to standard output or to files, as the text is made.
import TransSyntax

/// Runs `compile` over every input, delivering in input order (`-j` files at once); an
/// input with errors writes nothing.
struct CompileCommand {
    var request: CompileRequest
    var compiler: Compiler
    var reader: SourceReader
    var standardOutput: StandardOutput
    /// Whether `pretty` diagnostics get ANSI colour.
    var colored: Bool

    func run(into result: inout DriverResult) throws(UsageError) {
        let inputs = request.inputs
        let plan = try OutputPlan.resolve(request.output, inputs: inputs.files, options: inputs.options)
        for warning in request.warnings { result.warn(warning) }
        let compile = compiler.compile
        let options = inputs.options
        let batches = InputBatches(files: inputs.files, jobs: inputs.jobs, reader: reader)
        batches.run(into: &result, work: { compile($0, options) }) { index, file, compiled, result in
            result.standardError += inputs.diagnostics.render(compiled.diagnostics, in: file, colored: colored)
            if let failure = compiled.failure {
                result.fail(failure, status: .usageOrIO)
                return
            }
            guard let artefact = compiled.artefact, !compiled.diagnostics.hasErrors else {
                result.raise(to: .inputErrors)
                return
            }
            plan.deliver(artefact, forInput: index, to: standardOutput, into: &result)
        }
    }
}
