// Runs hand-written Swift against the UIKit model: the model's own rule tests compile their
// snippets into one program with this, and read what it prints.
import Foundation
import TransTestSupport

/// Builds and runs Swift sources against the UIKit model.
public enum ModelProbe {
    /// Compiles `sources` (one must hold the `@main` entry) with the model and returns the
    /// program's standard output; throws with the compiler's or program's output on failure.
    public static func run(_ sources: [String]) throws -> String {
        let model = try ModelBuild.directory()
        let fileManager = FileManager.default
        let work = fileManager.temporaryDirectory.appendingPathComponent("transc-probe-\(UUID().uuidString)")
        try fileManager.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(at: work) }
        var paths: [String] = []
        for (index, source) in sources.enumerated() {
            let file = work.appendingPathComponent("Probe\(index).swift")
            try Data(source.utf8).write(to: file)
            paths.append(file.path)
        }
        let executable = work.appendingPathComponent("probe")
        let build = try SwiftCompiler.run(
            [
                "-swift-version", "6", "-parse-as-library", "-module-name", "ModelProbe", "-I", model.path,
                "-L", model.path, "-lUIKit", "-lTransCurves",
                "-module-cache-path", work.appendingPathComponent("ModuleCache").path, "-o", executable.path,
            ] + paths)
        guard build.status == 0 else { throw SimulationError(description: "probe does not build:\n\(build.output)") }
        let run = try SwiftCompiler.runProgram(executable, [], separateStandardError: true)
        guard run.status == 0 else {
            throw SimulationError(description: "probe failed (\(run.status)):\n\(run.output)\n\(run.standardError)")
        }
        return run.output
    }
}
