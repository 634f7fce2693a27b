// How fast the front end reads: lexing, parsing and checking a large generated file.
import Foundation
import TransChecker
import TransSyntax

/// A file of `count` transitions, each in the shape of the samples (constants, inheritance,
/// presentation, springs, keyframes).
func frontEndBenchmarkSource(transitions count: Int) -> String {
    var text = "let margin = 35\nlet quick = spring(damping: 0.9, velocity: 0.1)\n"
    for index in 0..<count {
        text += """
            transition Sheet\(index) {
                doc: "Sheet number \(index)."
                style: custom
                presentation {
                    frame: inset(top: 80, left: margin, bottom: 80, right: margin)
                    cornerRadius: 12
                    dimming { color: rgba(0.1, 0.1, 0.1, 0.5), alpha: 0.6, tapToDismiss: true }
                }
                present {
                    duration: 0.45s
                    curve: quick
                    animate presented { frame: offscreen(bottom) -> final, alpha: 0 -> 1 }
                    animate presented.tag(\(index + 1)) {
                        curve: linear
                        scale: keyframes(cubic) { 0: 0.8, 0.5: 1.1, 1: 1 }
                    }
                }
                dismiss: reverse
            }

            """
    }
    return text
}

/// Lexes, parses and checks a generated file repeatedly and reports the throughput.
func frontEndBenchmark() -> String {
    let source = SourceFile(name: "benchmark.trans", text: frontEndBenchmarkSource(transitions: 2000))
    let megabytes = Double(source.bytes.count) / 1_000_000
    var timings: [(lex: Double, parse: Double, check: Double)] = []
    for _ in 0..<5 {
        let start = Date()
        _ = Lexer.lex(source)
        let lexed = Date()
        let parsed = Parser.parse(source)
        let parsedAt = Date()
        let checked = Checker.check(parsed.syntax, sourceName: source.name)
        let checkedAt = Date()
        precondition(parsed.diagnostics.isEmpty && checked.diagnostics.isEmpty, "the benchmark file must be valid")
        timings.append(
            (lexed.timeIntervalSince(start), parsedAt.timeIntervalSince(lexed), checkedAt.timeIntervalSince(parsedAt)))
    }
    let best = (
        lex: timings.map(\.lex).min()!, parse: timings.map(\.parse).min()!, check: timings.map(\.check).min()!
    )
    func rate(_ seconds: Double) -> String { String(format: "%.1f MB/s", megabytes / seconds) }
    return """
        front end on \(String(format: "%.2f", megabytes)) MB (2000 transitions), best of 5:
          lex             \(String(format: "%7.1f", best.lex * 1000)) ms  \(rate(best.lex))
          lex + parse     \(String(format: "%7.1f", best.parse * 1000)) ms  \(rate(best.parse))
          check           \(String(format: "%7.1f", best.check * 1000)) ms  \(rate(best.check))
        """
}
