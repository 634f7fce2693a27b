// Builds Swift files and an entry point against the UIKit model and runs the program: the
// simulation's runner, and scenario programs that drive emitted code directly (the SwiftUI
// entry point's presenter).
import Foundation
import TransTestSupport

/// A program linked with the cached UIKit model.
public enum ModelProgram {
    /// The output lines of a scenario program (`run` without input), which must exit 0: a
    /// scenario that fails throws with its standard error.
    public static func scenarioLog(swiftFiles: [String], entry: String) throws -> [String] {
        let run = try run(swiftFiles: swiftFiles, entry: entry)
        guard run.status == 0 else {
            throw SimulationError(description: "the scenario failed (status \(run.status)):\n\(run.standardError)")
        }
        return run.output.split(separator: "\n").map(String.init)
    }

    /// Builds `swiftFiles` (already rewritten for the model, see `ObjectiveCRewrite`) with
    /// `entry`, a file holding `@main`, and runs the result on `input`. Throws with the
    /// compiler's output when the files do not build against the model.
    public static func run(swiftFiles: [String], entry: String, input: Data? = nil) throws -> ProcessOutput {
        let model = try ModelBuild.directory()
        let fileManager = FileManager.default
        let work = fileManager.temporaryDirectory.appendingPathComponent("transc-simulate-\(UUID().uuidString)")
        try fileManager.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(at: work) }
        var paths: [String] = []
        for (index, swift) in (swiftFiles + [entry]).enumerated() {
            let file = work.appendingPathComponent(index == swiftFiles.count ? "Entry.swift" : "Program\(index).swift")
            try Data(swift.utf8).write(to: file)
            paths.append(file.path)
        }
        let executable = work.appendingPathComponent("runner")
        let build = try SwiftCompiler.run(
            [
                "-swift-version", "6", "-parse-as-library", "-module-name", "SimulationRunner", "-wmo",
                "-I", model.path, "-L", model.path, "-lSimulationHarness", "-lUIKit", "-lTransCurves",
                "-module-cache-path", work.appendingPathComponent("ModuleCache").path,
                "-o", executable.path,
            ] + paths)
        guard build.status == 0 else {
            throw SimulationError(
                description: "the emitted Swift does not build against the UIKit model:\n\(build.output)")
        }
        return try SwiftCompiler.runProgram(executable, [], input: input, separateStandardError: true)
    }
}
