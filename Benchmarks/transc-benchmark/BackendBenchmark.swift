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

/// Evaluates `program`'s timeline at 60 fps (best of 3), renders it as JSON and writes it to a
/// file (best of 2), and emits its Swift (best of 3).
func backendBenchmark(_ program: Program, in directory: URL) -> String {
    var timeline = TimelineEvaluator.evaluate(program)
    let samples = timeline.transitions.reduce(0) { sum, transition in
        sum + transition.phases.reduce(0) { $0 + $1.tracks.reduce(0) { $0 + $1.samples.count } }
    }
    let evaluation = bestSeconds(of: 3) { timeline = TimelineEvaluator.evaluate(program) }
    let file = directory.appendingPathComponent("timeline.json")
    var jsonBytes = 0
    let json = bestSeconds(of: 2) {
        let text = TimelineRenderer.json(timeline)
        jsonBytes = text.utf8.count
        FileManager.default.createFile(atPath: file.path, contents: Data(text.utf8))
    }
    var swiftBytes = 0
    let swift = bestSeconds(of: 3) { swiftBytes = SwiftEmitter.emit(program).utf8.count }
    let millions = Double(samples) / 1_000_000
    return """
        timeline: \(program.transitions.count) transitions at 60 fps, \(samples) samples, \
        \(fixed(Double(jsonBytes) / 1_000_000)) MB of JSON
          evaluate           \(fixed(evaluation * 1000)) ms  \(fixed(millions / evaluation, 2)) M samples/s
          JSON to the file   \(fixed(json * 1000)) ms  \(fixed(millions / json, 2)) M samples/s
          end to end         \(fixed((evaluation + json) * 1000)) ms  \(fixed(millions / (evaluation + json), 2)) M samples/s
        swift: \(fixed(Double(swiftBytes) / 1_000_000)) MB of Swift
          emit               \(fixed(swift * 1000)) ms  \(fixed(Double(swiftBytes) / 1_000_000 / swift)) MB/s of output
        """
}
