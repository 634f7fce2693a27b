// One build command per `.trans` file: its inputs and output declared, so the build system
// runs it again only when the file or `transc` changes.
import Foundation
import PackagePlugin

/// The build commands of a target's `.trans` files.
struct TransBuildCommands {
    /// The `transc` executable the plugin depends on.
    let transc: URL
    /// `context.pluginWorkDirectoryURL`: where the generated Swift goes.
    let workDirectory: URL

    /// The UIKit the generated code is compiled against. Builds for Apple's platforms run on
    /// macOS; on a Linux host the only UIKit is the behavioural model, which has no
    /// Objective-C runtime (`transc compile --uikit model`, docs/cli.md).
    static let uikitArguments: [String] = {
        #if os(Linux)
        ["--uikit", "model"]
        #else
        []
        #endif
    }()

    /// A command per file of `sources`, named after its path relative to `directory`.
    func commands(for sources: [URL], relativeTo directory: URL) -> [Command] {
        sources.sorted { $0.path < $1.path }.map { source in
            let relative = GeneratedFileName.relativePath(of: source, in: directory)
            let output = workDirectory.appendingPathComponent(GeneratedFileName.swiftFile(for: relative))
            return .buildCommand(
                displayName: "Compiling \(relative) with transc",
                executable: transc,
                // `llvm` diagnostics are `file:line:col: error: message` lines, the form
                // SwiftPM prints and Xcode shows on the `.trans` line.
                arguments: ["compile", source.path, "-o", output.path, "--diagnostics", "llvm"]
                    + Self.uikitArguments,
                inputFiles: [source, transc],
                outputFiles: [output]
            )
        }
    }
}
