// How fast the backends run on the checked benchmark input: timeline evaluation, the timeline's
// JSON written to a file, and Swift emission.
import Foundation
import TransChecker
import TransModel
import TransSwiftBackend
import TransSyntax
import TransTimeline

/// The benchmark input's model, checked once.
func benchmarkProgram(_ input: BenchmarkInput) -> Program {
    let source = SourceFile(name: "benchmark.trans", text: input.source)
    let checked = Checker.check(Parser.parse(source).syntax, sourceName: source.name)
    precondition(checked.diagnostics.isEmpty, "the benchmark file must be valid")
    return checked.program
}

/// Evaluates `program`'s timeline at 60 fps (best of 3), streams its JSON to a file (best of 2),
/// and, unless `swift` is false, emits its Swift (best of 3) on one thread and on every core.
func backendBenchmark(_ program: Program, in directory: URL, swift: Bool = true) -> String {
    var timeline = TimelineEvaluator.evaluate(program)
    let samples = timeline.transitions.reduce(0) { sum, transition in
        sum + transition.phases.reduce(0) { $0 + $1.tracks.reduce(0) { $0 + $1.times.count } }
    }
    let evaluation = bestSeconds(of: 3) { timeline = TimelineEvaluator.evaluate(program) }
    let file = directory.appendingPathComponent("timeline.json")
    var jsonBytes = 0
    let json = bestSeconds(of: 2) {
        jsonBytes = 0
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        guard let handle = FileHandle(forWritingAtPath: file.path) else { fatalError("cannot write \(file.path)") }
        TimelineRenderer.writeJSON(timeline) { chunk in
            jsonBytes += chunk.count
            handle.write(Data(buffer: chunk))
        }
        try? handle.close()
    }
    let millions = Double(samples) / 1_000_000
    var report = """
        timeline: \(program.transitions.count) transitions at 60 fps, \(samples) samples, \
        \(fixed(Double(jsonBytes) / 1_000_000)) MB of JSON
          evaluate           \(fixed(evaluation * 1000)) ms  \(fixed(millions / evaluation, 2)) M samples/s
          JSON to the file   \(fixed(json * 1000)) ms  \(fixed(millions / json, 2)) M samples/s
          end to end         \(fixed((evaluation + json) * 1000)) ms  \(fixed(millions / (evaluation + json), 2)) M samples/s
        """
    guard swift else { return report }
    var swiftBytes = 0
    // As `compile` makes it: piece by piece per transition (each piece counted, not kept), on
    // one thread and on one thread per core as `compile` of one file does by default, the two
    // taken in turn (best of 3 each) so that a change in the machine's load falls on both.
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let streamed = StreamedProgram(program)
    func emit(workers: Int) {
        swiftBytes = 0
        // A program held whole, and a sink that cannot fail: nothing is thrown.
        try? SwiftEmitter.write(streamed, for: .apple, workers: workers) { swiftBytes += $0.count }
    }
    var emission = Double.infinity
    var parallelEmission = Double.infinity
    for _ in 0..<3 {
        emission = min(emission, seconds { emit(workers: 1) })
        parallelEmission = min(parallelEmission, seconds { emit(workers: cores) })
    }
    let megabytes = Double(swiftBytes) / 1_000_000
    report += """

        swift: \(fixed(megabytes)) MB of Swift
          emit, one thread   \(fixed(emission * 1000)) ms  \(fixed(megabytes / emission)) MB/s of output
          emit, \(cores) threads    \(fixed(parallelEmission * 1000)) ms  \(fixed(megabytes / parallelEmission)) MB/s of output \
        (compile's default: one per core; target ≥ 100 MB/s)
        """
    return report
}
