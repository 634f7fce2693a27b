// `transc check`: diagnose each file, or with `--verify` match its diagnostics to its annotations.
import TransSyntax

/// Runs `check` over every input, reporting in input order (`-j` files at once).
struct CheckCommand {
    var request: CheckRequest
    var compiler: Compiler
    var reader: SourceReader
    /// Whether `pretty` diagnostics get ANSI colour.
    var colored: Bool

    func run(into result: inout DriverResult) {
        var inputs = request.inputs
        inputs.options.checkThreads = Self.checkThreads(jobs: inputs.jobs, files: inputs.files.count)
        let check = compiler.check
        let options = inputs.options
        let batches = InputBatches(files: inputs.files, jobs: inputs.jobs, reader: reader)
        batches.run(into: &result, work: { check($0, options) }) { _, file, diagnostics, result in
            let shown = request.verify ? Verifier.verify(diagnostics, in: file) : diagnostics
            result.standardError += inputs.diagnostics.render(shown, in: file, colored: colored)
            if request.verify ? !shown.isEmpty : shown.hasErrors { result.raise(to: .inputErrors) }
        }
    }

    /// The threads that check one file's transitions: those `-j` gives one file
    /// (`ParallelWork.threadsWithinFile`) when it is the only input; with several, the files
    /// are checked at once instead, one thread each.
    static func checkThreads(jobs: Int, files: Int) -> Int {
        files == 1 ? ParallelWork.threadsWithinFile(jobs: jobs) : 1
    }
}
