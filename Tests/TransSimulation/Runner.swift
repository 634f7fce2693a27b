// Builds the runner — the rewritten Swift files, a generated entry registering each
// `NAMETransition`, linked with the cached model — and runs it on a plan.
import Foundation
import TransTestSupport

enum Runner {
    static func run(swiftFiles: [String], plans: [PlannedTransition]) throws -> [ExecutedTransition] {
        let model = try ModelBuild.directory()
        let fileManager = FileManager.default
        let work = fileManager.temporaryDirectory.appendingPathComponent("transc-simulate-\(UUID().uuidString)")
        try fileManager.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(at: work) }
        var paths: [String] = []
        for (index, swift) in swiftFiles.enumerated() {
            let file = work.appendingPathComponent("Program\(index).swift")
            try Data(swift.utf8).write(to: file)
            paths.append(file.path)
        }
        let entry = work.appendingPathComponent("SimulationEntry.swift")
        try Data(entrySource(names: plans.map(\.name)).utf8).write(to: entry)
        let executable = work.appendingPathComponent("runner")
        let build = try SwiftCompiler.run(
            [
                "-swift-version", "6", "-parse-as-library", "-module-name", "SimulationRunner",
                "-I", model.path, "-L", model.path, "-lSimulationHarness", "-lUIKit", "-lTransCurves",
                "-module-cache-path", work.appendingPathComponent("ModuleCache").path,
                "-o", executable.path, entry.path,
            ] + paths)
        guard build.status == 0 else {
            throw SimulationError(
                description: "the emitted Swift does not build against the UIKit model:\n\(build.output)")
        }
        let plan = try JSONEncoder().encode(plans)
        let run = try SwiftCompiler.runProgram(executable, [], input: plan, separateStandardError: true)
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        guard run.status == 0, let results = try? decoder.decode([ExecutedTransition].self, from: Data(run.output.utf8))
        else {
            throw SimulationError(description: "the runner failed (status \(run.status)):\n\(run.standardError)")
        }
        return results
    }

    /// The generated `@main`: the registry of every transition's preparer.
    static func entrySource(names: [String]) -> String {
        // One transition object per name for the whole run, as an app keeps one: stacked
        // presentations prepared by it must each keep their own pan.
        let objects = names.enumerated().map { "        let transition\($0.offset) = \($0.element)Transition()" }
        let entries = names.enumerated().map {
            "            \"\($0.element)\": { transition\($0.offset).prepare($0) },"
        }
        return """
            import SimulationHarness
            import UIKit

            @main struct SimulationEntry {
                @MainActor static func main() {
            \(objects.joined(separator: "\n"))
                    runSimulation([
            \(entries.isEmpty ? "            :" : entries.joined(separator: "\n"))
                    ])
                }
            }

            """
    }
}
