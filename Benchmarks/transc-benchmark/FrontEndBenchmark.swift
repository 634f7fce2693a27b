// How fast `check` reads, against python's C `json.loads` on the same content in the same run.
import Foundation
import TransChecker
import TransFrontEnd
import TransSyntax

/// Lexes, parses and checks `input` (best of 3): the whole tree, then as `transc check` does on
/// one thread and on one per core; and times python3's `json.loads` on the same transitions as
/// JSON in a subprocess. The ratios are python's time over ours.
func frontEndBenchmark(_ input: BenchmarkInput, in directory: URL) -> String {
    let source = SourceFile(name: "benchmark.trans", text: input.source)
    let megabytes = Double(source.bytes.count) / 1_000_000
    // What `transc check` runs on one file: declaration by declaration, the transitions on
    // one thread (`-j 1`), then on one per core (its default).
    var diagnostics = 0
    let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
    let streamed = [1, cores].map { threads in
        bestSeconds(of: 3) { diagnostics += FrontEnd.diagnostics(source, threads: threads).count }
    }
    let lex = bestSeconds(of: 3) { _ = Lexer.lex(source) }
    let parse = bestSeconds(of: 3) { diagnostics += Parser.parse(source).diagnostics.count }
    let check = bestSeconds(of: 3) {
        diagnostics += Checker.check(Parser.parse(source).syntax, sourceName: source.name).diagnostics.count
    }
    precondition(diagnostics == 0, "the benchmark file must be valid")
    var lines = [
        "check: \(fixed(megabytes, 2)) MB, \(input.transitionCount) transitions, in process, best of 3",
        "  lex                \(fixed(lex * 1000)) ms  \(fixed(megabytes / lex)) MB/s",
        "  lex + parse        \(fixed(parse * 1000)) ms  \(fixed(megabytes / parse)) MB/s",
        "  lex + parse + check \(fixed(check * 1000)) ms  \(fixed(megabytes / check)) MB/s "
            + "(the whole tree, then the model)",
        "  transc check, 1 thread  \(fixed(streamed[0] * 1000)) ms  \(fixed(megabytes / streamed[0])) MB/s",
        "  transc check, \(cores) threads \(fixed(streamed[1] * 1000)) ms  "
            + "\(fixed(megabytes / streamed[1])) MB/s (its default)",
    ]
    let jsonMegabytes = Double(input.json.utf8.count) / 1_000_000
    switch pythonJSONSeconds(input.json, in: directory) {
    case .success(let python):
        lines.append(
            "  python3 json.loads \(fixed(python * 1000)) ms  \(fixed(jsonMegabytes / python)) MB/s "
                + "on the same content as \(fixed(jsonMegabytes, 2)) MB of JSON, best of 5")
        lines.append(
            "  check vs json.loads (python's time / check's time): \(fixed(python / check, 2))× whole tree; "
                + "transc check \(fixed(python / streamed[0], 2))× on 1 thread, "
                + "\(fixed(python / streamed[1], 2))× on \(cores)")
    case .failure(let problem):
        lines.append("  python3 json.loads: not measured (\(problem.reason))")
    }
    return lines.joined(separator: "\n")
}

/// Why the python anchor could not be timed.
struct AnchorProblem: Error {
    let reason: String
}

/// python3's best time over 5 `json.loads` of `json`, measured inside python (reading the file
/// and starting the interpreter are not counted).
private func pythonJSONSeconds(_ json: String, in directory: URL) -> Result<Double, AnchorProblem> {
    let file = directory.appendingPathComponent("benchmark.json")
    let script = """
        import json, sys, time
        text = open(sys.argv[1], encoding="utf-8").read()
        best = None
        for _ in range(5):
            start = time.perf_counter()
            json.loads(text)
            elapsed = time.perf_counter() - start
            best = elapsed if best is None or elapsed < best else best
        print(best)
        """
    do {
        try Data(json.utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0, let seconds = Double(text) else {
            return .failure(AnchorProblem(reason: "python3 is missing or failed, status \(process.terminationStatus)"))
        }
        return .success(seconds)
    } catch {
        return .failure(AnchorProblem(reason: "python3 could not be started: \(error)"))
    }
}
