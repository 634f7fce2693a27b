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
        var inputs = request.inputs
        inputs.options.emissionThreads = Self.emissionThreads(jobs: inputs.jobs)
        inputs.options.checkThreads = CheckCommand.checkThreads(jobs: inputs.jobs, files: inputs.files.count)
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

    /// The threads that print one Swift file: `-j`, never more than the cores. Artefacts are
    /// written one at a time on this thread, after their batch's files are checked in parallel
    /// (`InputBatches`), so emission never runs beside other work: one file's emission may use
    /// what `-j` gives the batch, and `-j 1` keeps everything on one thread.
    static func emissionThreads(jobs: Int) -> Int {
        ParallelWork.threadsWithinFile(jobs: jobs)
    }
}
