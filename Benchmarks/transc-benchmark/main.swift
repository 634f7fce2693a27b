// `swift run -c release transc-benchmark [frontend] [backends] [timeline] [memory] [startup] [lsp]`: every
// figure of issue 13's table on one generated input (docs/performance.md). Speed targets live
// here, not in unit tests. The memory and start-up figures run the release `transc` beside this
// executable (`swift build -c release --product transc`).
import Foundation

// python3, the front end's anchor, answers through a pipe: should it die, writing to it reports
// an error instead of SIGPIPE ending the benchmark.
signal(SIGPIPE, SIG_IGN)

let selected = Set(CommandLine.arguments.dropFirst())
func wanted(_ name: String) -> Bool { selected.isEmpty || selected.contains(name) }

let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("transc-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: directory) }

// Just under the 16 MiB input limit (`FileIO.maximumInputSize`), so `transc` itself reads it.
// Generated only for the groups that read it: `lsp` alone (as profiled) does not pay for it.
let needsInput = wanted("frontend") || wanted("backends") || wanted("timeline") || wanted("memory")
let input = needsInput ? BenchmarkInput(bytesUnder: 16_000_000) : BenchmarkInput(transitions: 0)
if wanted("frontend") { print(frontEndBenchmark(input, in: directory)) }
if wanted("backends") || wanted("timeline") || wanted("memory") {
    let program = benchmarkProgram(input)
    if wanted("backends") { print(backendBenchmark(program, in: directory)) }
    // The timeline alone, without the minute of Swift emission.
    if wanted("timeline") && !wanted("backends") { print(backendBenchmark(program, in: directory, swift: false)) }
    if wanted("memory") {
        if let transc = transcExecutable() {
            print(memoryBenchmark(input, program: program, transc: transc, in: directory))
        } else {
            print("peak memory: not measured; build the release transc first (swift build -c release --product transc)")
        }
    }
}
if wanted("startup") {
    if let transc = transcExecutable() {
        // `TRANSC_STATIC` names the same transc built as one static executable (README).
        let statically = ProcessInfo.processInfo.environment["TRANSC_STATIC"].map { ("transc, static", $0) }
        let others = (statically.map { [$0] } ?? []) + [("/bin/true (any process)", "/bin/true")]
        print(startUpBenchmark(transc: transc, others: others, runs: 41, in: directory))
    } else {
        print("start-up: not measured; build the release transc first (swift build -c release --product transc)")
    }
}
// `TRANSC_BENCHMARK_LSP_RUNS` lowers the 21 edits, for a profiler's run.
if wanted("lsp") {
    let runs = ProcessInfo.processInfo.environment["TRANSC_BENCHMARK_LSP_RUNS"].flatMap(Int.init) ?? 21
    print(languageServerBenchmark(BenchmarkInput(transitions: 1000), runs: runs))
}
