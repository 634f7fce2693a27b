// Figures only a separate process shows: peak memory per command and the start-up cost of
// checking one small file.
import Foundation
import TransModel
import TransTimeline

/// What one child process cost.
struct ChildRun {
    let status: Int32
    let seconds: Double
    /// The child's peak resident memory (`ru_maxrss`) in bytes; 0 when not measured.
    let peakBytes: Int
}

/// Runs `executable` with `arguments`, standard output and error into files of `directory`,
/// and reports its exit status, wall time and peak resident memory. The memory comes from
/// `/usr/bin/time`, which forks the command from its own small process: a child spawned
/// straight from this large benchmark would inherit the benchmark's high-water mark, since
/// Linux carries `ru_maxrss` across `exec`.
func runChild(
    _ executable: String, _ arguments: [String], in directory: URL, measuringMemory: Bool = false
)
    -> ChildRun
{
    let timeFile = directory.appendingPathComponent("time")
    let command =
        measuringMemory ? ["/usr/bin/time", "-f", "%M", "-o", timeFile.path, executable] : [executable]
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(
        &actions, 1, directory.appendingPathComponent("stdout").path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(
        &actions, 2, directory.appendingPathComponent("stderr").path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let argv = (command + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    let start = ContinuousClock.now
    guard posix_spawn(&pid, command[0], &actions, nil, argv, environ) == 0 else {
        return ChildRun(status: -1, seconds: 0, peakBytes: 0)
    }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    let elapsed = ContinuousClock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    let kilobytes =
        measuringMemory
        ? (try? String(contentsOf: timeFile, encoding: .utf8)).flatMap {
            Int($0.split(separator: "\n").last ?? "")
        } ?? 0 : 0
    return ChildRun(status: status, seconds: seconds, peakBytes: kilobytes * 1024)
}

/// The release `transc` beside this benchmark, when it has been built.
func transcExecutable() -> String? {
    let directory = Bundle.main.executableURL!.deletingLastPathComponent()
    let path = directory.appendingPathComponent("transc").path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
}

/// Peak memory of `check`, `compile` (Swift and timeline) and `fmt` on `input` as a multiple of
/// its size. The timeline runs at the highest fps up to 60 whose timeline fits
/// `TimelineBudget.maximumSamples`, since `transc` refuses a larger one.
func memoryBenchmark(_ input: BenchmarkInput, program: Program, transc: String, in directory: URL) -> String {
    let file = directory.appendingPathComponent("benchmark.trans")
    _ = FileManager.default.createFile(atPath: file.path, contents: Data(input.source.utf8))
    let size = Double(input.source.utf8.count)
    let outlines = program.transitions.map(TransitionOutline.init)
    let fps =
        (1...60).last { TimelineBudget.sampleCount(of: outlines, fps: $0) <= TimelineBudget.maximumSamples } ?? 1
    let output = directory.appendingPathComponent("output").path
    let commands: [(String, [String])] = [
        ("check", ["check", file.path]),
        ("compile (Swift)", ["compile", file.path, "-o", output]),
        ("compile --emit timeline", ["compile", file.path, "--emit", "timeline", "--fps", "\(fps)", "-o", output]),
        ("fmt", ["fmt", file.path]),
    ]
    var lines = [
        "peak memory (ru_maxrss of one child process, /usr/bin/time) on \(fixed(size / 1_000_000, 2)) MB of input:"
    ]
    for (name, arguments) in commands {
        let run = runChild(transc, arguments, in: directory, measuringMemory: true)
        let label = name.padding(toLength: 24, withPad: " ", startingAt: 0)
        let timelineNote = name.contains("timeline") ? " (--fps \(fps))" : ""
        lines.append(
            "  \(label) \(fixed(Double(run.peakBytes) / size))× the input, \(run.peakBytes / 1_000_000) MB, "
                + "\(fixed(run.seconds, 2)) s, status \(run.status)\(timelineNote)")
    }
    return lines.joined(separator: "\n")
}

/// `transc check samples/card.trans` as a process: median wall time of `runs` runs. Each
/// binary in `others` (a label and a path: the same `transc` linked with
/// `--static-swift-stdlib`, `/bin/true` as the floor of starting any process) runs in turn with
/// it, so that the machine's load weighs on each alike.
func startUpBenchmark(transc: String, others: [(label: String, path: String)], runs: Int, in directory: URL) -> String {
    let card = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("samples/card.trans").path
    let binaries = [("transc", transc)] + others
    var times = Array(repeating: [Double](), count: binaries.count)
    for _ in 0..<runs {
        for (index, binary) in binaries.enumerated() {
            times[index].append(runChild(binary.1, ["check", card], in: directory).seconds)
        }
    }
    let lines = zip(binaries, times).map { binary, times in
        "  \(binary.0.padding(toLength: 26, withPad: " ", startingAt: 0)) median \(fixed(median(times) * 1000, 2)) ms "
            + "(best \(fixed(times.min()! * 1000, 2)) ms)"
    }
    return (["one-file check samples/card.trans as a process, \(runs) runs each, in turn:"] + lines)
        .joined(separator: "\n")
}
