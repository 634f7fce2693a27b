// How many diagnostics one file shows: like Clang's `-ferror-limit`, the rest are summed up.

extension Array where Element == Diagnostic {
    /// The first `limit` diagnostics in output order and, when there were more, a final note
    /// at the first one left out that counts the rest. Output stays proportional to the limit
    /// however many mistakes a file holds (a megabyte of `[` is a million of them).
    public func limitedForOutput(to limit: Int = DiagnosticFormat.maximumDiagnosticsPerFile) -> [Diagnostic] {
        let sorted = sortedForOutput()
        guard sorted.count > limit else { return sorted }
        let omitted = sorted.count - limit
        let note = Diagnostic(
            .note, DiagnosticID(RenderingDiagnosticID.tooManyDiagnostics),
            "too many diagnostics; \(omitted) more \(omitted == 1 ? "is" : "are") not shown (at most \(limit) per file)",
            at: .at(sorted[limit].range.start))
        return Array(sorted.prefix(limit)) + [note]
    }
}
