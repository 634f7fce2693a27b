// Builds the UIKit model once: TransCurves, UIKit (Tests/UIKitModel) and SimulationHarness
// (Tests/SimulationHarness) as static libraries in a cache directory keyed by a hash of their
// sources and of `swiftc --version`, as the stub SDK's build is (StubSDK.swift).
import Foundation
import TransTestSupport

/// A failure to build or run simulation code, with the compiler's or runner's output.
public struct SimulationError: Error, CustomStringConvertible {
    public var description: String
    public init(description: String) { self.description = description }
}

/// The built model libraries.
enum ModelBuild {
    /// The modules in build order, each with its source directory and files compiled in from
    /// elsewhere: the runner speaks the host's wire shapes from the host's own file.
    static let modules: [(name: String, directory: String, shared: [String])] = [
        ("TransCurves", "Sources/TransCurves", []), ("UIKit", "Tests/UIKitModel", []),
        ("SimulationHarness", "Tests/SimulationHarness", ["Tests/TransSimulation/SimulationWire.swift"]),
    ]

    private static let cache = BuildCache()

    /// The directory holding the modules and `lib<Module>.a` files, built on first use.
    static func directory() throws -> URL {
        try cache.directory { try build() }
    }

    /// A module's sources: its directory's Swift files, then the shared ones.
    static func sources(of module: (name: String, directory: String, shared: [String])) throws -> [URL] {
        let folder = PackagePaths.url(module.directory)
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0) }
            + module.shared.map { PackagePaths.url($0) }
    }

    private static func build() throws -> URL {
        var hash = ContentHash()
        for module in modules {
            for file in try sources(of: module) {
                hash.add(file.lastPathComponent)
                hash.add(try Data(contentsOf: file))
            }
        }
        hash.add(try SwiftCompiler.run(["--version"]).output)
        let fileManager = FileManager.default
        let root = fileManager.temporaryDirectory.appendingPathComponent("transc-uikit-model", isDirectory: true)
        let final = root.appendingPathComponent(hash.hex, isDirectory: true)
        if fileManager.fileExists(atPath: final.appendingPathComponent(".complete").path) { return final }

        // Build privately, then move into place: concurrent processes never see half a build.
        try fileManager.createDirectory(at: root, withIntermediateDirectories: true)
        let staging = root.appendingPathComponent("\(hash.hex).\(UUID().uuidString)", isDirectory: true)
        try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(at: staging) }
        for module in modules {
            let arguments =
                [
                    "-emit-module", "-emit-library", "-static", "-parse-as-library", "-O",
                    "-module-name", module.name, "-swift-version", "6",
                    "-emit-module-path", staging.appendingPathComponent("\(module.name).swiftmodule").path,
                    "-o", staging.appendingPathComponent("lib\(module.name).a").path,
                    "-I", staging.path, "-module-cache-path", staging.appendingPathComponent("ModuleCache").path,
                ] + (try sources(of: module)).map(\.path)
            let run = try SwiftCompiler.run(arguments, workingDirectory: staging)
            guard run.status == 0 else {
                throw SimulationError(description: "building the UIKit model's \(module.name) failed:\n\(run.output)")
            }
        }
        try Data().write(to: staging.appendingPathComponent(".complete"))
        try? fileManager.removeItem(at: staging.appendingPathComponent("ModuleCache"))
        if fileManager.fileExists(atPath: final.appendingPathComponent(".complete").path) { return final }
        try? fileManager.removeItem(at: final)
        do {
            try fileManager.moveItem(at: staging, to: final)
        } catch  where fileManager.fileExists(atPath: final.appendingPathComponent(".complete").path) {
            // Another process won the race with an identical build.
        }
        return final
    }
}

/// A value computed once per process, under a lock.
final class BuildCache: @unchecked Sendable {
    private let lock = NSLock()
    private var built: URL?
    func directory(_ make: () throws -> URL) throws -> URL {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let made = try make()
        built = made
        return made
    }
}
