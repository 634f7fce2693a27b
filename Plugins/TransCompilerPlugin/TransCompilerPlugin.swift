// The build-tool plugin: every `.trans` file of a target that applies it becomes one Swift
// file in the plugin's work directory, compiled into the target (docs/build-plugin.md).
import Foundation
import PackagePlugin

/// Runs `transc compile` on each `.trans` file of a SwiftPM target at build time.
@main
struct TransCompilerPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let sources = module.sourceFiles(withSuffix: "trans").map(\.url)
        return TransBuildCommands(
            transc: try context.tool(named: "transc").url, workDirectory: context.pluginWorkDirectoryURL
        )
        .commands(for: sources, relativeTo: module.directoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension TransCompilerPlugin: XcodeBuildToolPlugin {
    /// The same commands for a target of an Xcode project ("Run Build Tool Plug-ins").
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let sources = target.inputFiles.map(\.url).filter { $0.pathExtension == "trans" }
        return TransBuildCommands(
            transc: try context.tool(named: "transc").url, workDirectory: context.pluginWorkDirectoryURL
        )
        .commands(for: sources, relativeTo: context.xcodeProject.directoryURL)
    }
}
#endif
