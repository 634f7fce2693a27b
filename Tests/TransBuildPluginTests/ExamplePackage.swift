// A private copy of Examples/TransitionDemo in a temporary directory, its path dependency
// pointed at this repository, built and run with SwiftPM like a user's package.
import Foundation
import TransTestSupport

/// The example package copied out of the repository, with its own scratch path.
final class ExamplePackage {
    /// The repository's root.
    static let repositoryRoot = PackagePaths.root

    /// The manifest's dependency on the repository, as Examples/TransitionDemo spells it.
    static let relativeDependency = #".package(name: "transc", path: "../..")"#

    /// The temporary directory holding the copy and the build.
    let temporary: URL
    /// The package's root in `temporary`.
    let root: URL
    /// SwiftPM's `--scratch-path`, inside `temporary`.
    let scratch: URL

    init() throws {
        let fileManager = FileManager.default
        temporary = fileManager.temporaryDirectory.appendingPathComponent(
            "transc-plugin-\(UUID().uuidString)", isDirectory: true)
        root = temporary.appendingPathComponent("TransitionDemo", isDirectory: true)
        scratch = temporary.appendingPathComponent("scratch", isDirectory: true)
        try fileManager.createDirectory(at: temporary, withIntermediateDirectories: true)
        let example = Self.repositoryRoot.appendingPathComponent("Examples/TransitionDemo")
        try fileManager.copyItem(at: example, to: root)
        // A build the developer ran in the repository's copy is not part of the package.
        for leftover in [".build", ".swiftpm", "Package.resolved"] {
            try? fileManager.removeItem(at: root.appendingPathComponent(leftover))
        }
        let manifest = root.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        guard text.contains(Self.relativeDependency) else {
            throw ExampleError("the example's manifest no longer says \(Self.relativeDependency)")
        }
        let absolute = #".package(name: "transc", path: "\#(Self.repositoryRoot.path)")"#
        try text.replacingOccurrences(of: Self.relativeDependency, with: absolute)
            .write(to: manifest, atomically: true, encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(at: temporary) }

    /// `swift build` of the package; its status and interleaved output.
    func build() throws -> ProcessOutput {
        try swift(["build"])
    }

    /// `swift run` of the demo, already built: its standard output.
    func run() throws -> ProcessOutput {
        try swift(["run", "--skip-build", "TransitionDemo"], separateStandardError: true)
    }

    /// The source file at `path` below Sources/TransitionDemo.
    func source(_ path: String) -> URL {
        root.appendingPathComponent("Sources/TransitionDemo").appendingPathComponent(path)
    }

    /// The Swift file the plugin generated with this name, wherever SwiftPM keeps it.
    func generated(_ name: String) throws -> URL {
        let outputs = scratch.appendingPathComponent("plugins/outputs")
        let enumerator = FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil)
        while let file = enumerator?.nextObject() as? URL {
            if file.lastPathComponent == name { return file }
        }
        throw ExampleError("no generated \(name) under \(outputs.path)")
    }

    /// Replaces `old` with `new` in the source file at `path`; the text must contain `old`.
    func edit(_ path: String, replacing old: String, with new: String) throws {
        let file = source(path)
        let text = try String(contentsOf: file, encoding: .utf8)
        guard text.contains(old) else { throw ExampleError("\(path) does not contain \(old)") }
        try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
    }

    /// Runs `swift SUBCOMMAND` on the copy with every path SwiftPM writes — its build, caches,
    /// manifests, configuration, and the lock files it keeps in `TMPDIR` — inside `temporary`.
    private func swift(_ arguments: [String], separateStandardError: Bool = false) throws -> ProcessOutput {
        let swift = SwiftCompiler.executable().deletingLastPathComponent().appendingPathComponent("swift")
        guard FileManager.default.isExecutableFile(atPath: swift.path) else {
            throw ExampleError("no 'swift' beside \(SwiftCompiler.executable().path)")
        }
        let swiftpm = temporary.appendingPathComponent("swiftpm", isDirectory: true)
        let locks = swiftpm.appendingPathComponent("tmp", isDirectory: true)
        try FileManager.default.createDirectory(at: locks, withIntermediateDirectories: true)
        let paths = [
            "--package-path", root.path, "--scratch-path", scratch.path,
            "--cache-path", swiftpm.appendingPathComponent("cache").path,
            "--config-path", swiftpm.appendingPathComponent("config").path,
            "--security-path", swiftpm.appendingPathComponent("security").path,
            // Manifests compiled into the scratch path, not the user's shared cache.
            "--manifest-cache", "local",
        ]
        return try SwiftCompiler.runProgram(
            swift, [arguments[0]] + paths + arguments.dropFirst(), separateStandardError: separateStandardError,
            workingDirectory: temporary, environment: ["TMPDIR": locks.path])
    }
}

/// A step of the example's test that could not happen.
struct ExampleError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
