// How fast `check` reads, against python's C `json.loads` on the same content in the same run.
import Foundation
import TransChecker
import TransFrontEnd
import TransSyntax

/// Lexes, parses and checks `input` (best of 3): the whole tree, then as `transc check` does on
/// one thread and on one per core, in rounds with python3's `json.loads` of the same transitions
/// as JSON (`PythonJSONAnchor`). The ratios are python's time over ours.
func frontEndBenchmark(_ input: BenchmarkInput, in directory: URL) -> String {
    let source = SourceFile(name: "benchmark.trans", text: input.source)
    let megabytes = Double(source.bytes.count) / 1_000_000
    var diagnostics = 0
    let lex = bestSeconds(of: 3) { _ = Lexer.lex(source) }
    let parse = bestSeconds(of: 3) { diagnostics += Parser.parse(source).diagnostics.count }
    let check = bestSeconds(of: 3) {
        diagnostics += Checker.check(Parser.parse(source).syntax, sourceName: source.name).diagnostics.count
    }
    // What `transc check` runs on one file: declaration by declaration, the transitions on
    // one thread (`-j 1`), then on one per core (its default); each round then times python.
    let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
    let anchor = Result { () throws(AnchorProblem) in try PythonJSONAnchor(json: input.json, in: directory) }
    var rounds: [AnchorRound] = []
    for _ in 0..<AnchorRound.count {
        let streamed = [1, cores].map { threads in
            seconds { diagnostics += FrontEnd.diagnostics(source, threads: threads).count }
        }
        let python = anchor.flatMap { anchor in Result { () throws(AnchorProblem) in try anchor.loadSeconds() } }
        rounds.append(AnchorRound(oneThread: streamed[0], threads: streamed[1], python: python))
    }
    _ = try? anchor.get().finish()
    precondition(diagnostics == 0, "the benchmark file must be valid")
    let oneThread = rounds.map(\.oneThread).min()!
    let threads = rounds.map(\.threads).min()!
    var lines = [
        "check: \(fixed(megabytes, 2)) MB, \(input.transitionCount) transitions, in process",
        "  lex                \(fixed(lex * 1000)) ms  \(fixed(megabytes / lex)) MB/s, best of 3",
        "  lex + parse        \(fixed(parse * 1000)) ms  \(fixed(megabytes / parse)) MB/s, best of 3",
        "  lex + parse + check \(fixed(check * 1000)) ms  \(fixed(megabytes / check)) MB/s, best of 3 "
            + "(the whole tree, then the model)",
        "  transc check, 1 thread  \(fixed(oneThread * 1000)) ms  \(fixed(megabytes / oneThread)) MB/s, "
            + "best of \(AnchorRound.count) rounds",
        "  transc check, \(cores) threads \(fixed(threads * 1000)) ms  "
            + "\(fixed(megabytes / threads)) MB/s (its default), best of \(AnchorRound.count) rounds",
    ]
    let pythonTimes = rounds.compactMap { try? $0.python.get() }
    guard pythonTimes.count == rounds.count, let python = pythonTimes.min() else {
        let problem = rounds.lazy.compactMap { round -> AnchorProblem? in
            if case .failure(let problem) = round.python { return problem }
            return nil
        }.first
        lines.append("  python3 json.loads: not measured (\(problem?.reason ?? "no round"))")
        return lines.joined(separator: "\n")
    }
    let jsonMegabytes = Double(input.json.utf8.count) / 1_000_000
    let ratios = zip(pythonTimes, rounds).map { python, round in python / round.threads }
    lines += [
        "  python3 json.loads \(fixed(python * 1000)) ms  \(fixed(jsonMegabytes / python)) MB/s "
            + "on the same content as \(fixed(jsonMegabytes, 2)) MB of JSON, best of \(AnchorRound.count) rounds",
        "  check vs json.loads (python's time / check's time, best against best): "
            + "\(fixed(python / check, 2))× whole tree; transc check \(fixed(python / oneThread, 2))× on 1 thread, "
            + "\(fixed(python / threads, 2))× on \(cores)",
        "  the same on \(cores) threads, round by round: "
            + ratios.map { "\(fixed($0, 2))×" }.joined(separator: " ") + ", median \(fixed(median(ratios), 2))×",
    ]
    return lines.joined(separator: "\n")
}

/// One round of the front end's comparison: `transc check` on one thread, on one per core, then
/// python's `json.loads`, taken one after the other.
private struct AnchorRound {
    static let count = 5
    let oneThread: Double
    let threads: Double
    let python: Result<Double, AnchorProblem>
}
