// The per-file loop of `check` and `compile`: read in order, work in parallel, report in order.
import TransSyntax

/// Processes a command's inputs in batches: each batch is read in input order (each read's
/// errors kept with its file), its files go through `work` on up to `jobs` threads, then every
/// file's read errors and results are reported in input order. The output is the same bytes
/// for any job count; a batch holds a few files per job, so memory stays bounded by the batch.
struct InputBatches {
    var files: [String]
    var jobs: Int
    var reader: SourceReader

    /// Runs `work` on each readable input and `report(index, file, outcome, &result)` in
    /// input order.
    func run<Outcome: Sendable>(
        into result: inout DriverResult, work: @escaping @Sendable (SourceFile) -> Outcome,
        report: (Int, SourceFile, Outcome, inout DriverResult) -> Void
    ) {
        let batchSize = max(jobs, 1) * 4
        for batchStart in stride(from: 0, to: files.count, by: batchSize) {
            let indices = Array(batchStart..<min(batchStart + batchSize, files.count))
            var readErrors: [DriverResult] = []
            var sources: [SourceFile?] = []
            for index in indices {
                var errors = DriverResult()
                sources.append(reader.read(files[index], into: &errors))
                readErrors.append(errors)
            }
            let outcomes = ParallelWork.map(sources, jobs: jobs) { source in source.map(work) }
            for (position, index) in indices.enumerated() {
                result.standardError += readErrors[position].standardError
                result.raise(to: readErrors[position].status)
                if let file = sources[position], let outcome = outcomes[position] {
                    report(index, file, outcome, &result)
                }
            }
        }
    }
}
