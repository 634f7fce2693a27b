// `swift run -c release transc-benchmark [frontend] [timeline]`: throughput figures for the
// notes; speed targets live here, not in unit tests.
let selected = Set(CommandLine.arguments.dropFirst())
if selected.isEmpty || selected.contains("frontend") {
    print(frontEndBenchmark())
}
if selected.isEmpty || selected.contains("timeline") {
    print(timelineBenchmark())
}
