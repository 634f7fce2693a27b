// The outside anchor: python3's C `json.loads` on the benchmark's content, timed on request.
import Foundation

/// Why the python anchor could not be timed.
struct AnchorProblem: Error {
    let reason: String
}

/// A python3 process holding the benchmark's JSON that times one `json.loads` of it each time
/// it is asked (inside python: neither starting the interpreter nor reading the file counts).
/// Asked between `check`'s own runs, so that a change in the shared machine's speed, which
/// moved either time by a third from one minute to the next, falls on both.
final class PythonJSONAnchor {
    private let process = Process()
    private let requests = Pipe()
    private let answers = Pipe()
    /// What python printed and was not yet read as an answer.
    private var unread = Data()

    private static let script = """
        import json, sys, time
        text = open(sys.argv[1], encoding="utf-8").read()
        for _ in sys.stdin:
            start = time.perf_counter()
            json.loads(text)
            print(time.perf_counter() - start, flush=True)
        """

    /// Starts python3 on `json`, written to a file in `directory`.
    init(json: String, in directory: URL) throws(AnchorProblem) {
        let file = directory.appendingPathComponent("benchmark.json")
        do {
            try Data(json.utf8).write(to: file)
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", "-c", Self.script, file.path]
            process.standardInput = requests
            process.standardOutput = answers
            process.standardError = Pipe()
            try process.run()
        } catch {
            throw AnchorProblem(reason: "python3 could not be started: \(error)")
        }
    }

    /// Seconds one `json.loads` takes now.
    func loadSeconds() throws(AnchorProblem) -> Double {
        do {
            try requests.fileHandleForWriting.write(contentsOf: Data("\n".utf8))
        } catch {
            throw AnchorProblem(reason: "python3 is missing or failed, status \(finish())")
        }
        while !unread.contains(UInt8(ascii: "\n")) {
            let more = answers.fileHandleForReading.availableData
            guard !more.isEmpty else {
                throw AnchorProblem(reason: "python3 is missing or failed, status \(finish())")
            }
            unread.append(more)
        }
        let end = unread.firstIndex(of: UInt8(ascii: "\n"))!
        let line = String(decoding: unread[..<end], as: UTF8.self)
        unread.removeSubrange(...end)
        guard let seconds = Double(line) else { throw AnchorProblem(reason: "python3 answered \(line)") }
        return seconds
    }

    /// Ends python3 and returns its exit status.
    @discardableResult
    func finish() -> Int32 {
        try? requests.fileHandleForWriting.close()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
