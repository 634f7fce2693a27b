// Type-checks Swift sources against the UIKit stub SDK in Tests/UIKitStubs (see its README).
//
// The stub modules are built once per test process — and reused across processes: the build
// directory is keyed by a hash of the stub sources and of the compiler's version — by running
// `swiftc` through Foundation.Process. `typecheck(_:swiftVersion:)` then runs
//
//     swiftc -typecheck -swift-version 6 -module-name TypecheckedSources \
//         -I <stub dir> -module-cache-path <stub dir>/ModuleCache \
//         -Xfrontend -enable-objc-interop \
//         -Xfrontend -disable-objc-attr-requires-foundation-module  <sources…>

import Foundation
import TransTestSupport

/// The outcome of one `swiftc -typecheck` run.
struct TypecheckResult: Sendable {
    /// The compiler exited with status 0.
    var succeeded: Bool
    var exitCode: Int32
    /// Everything the compiler printed (stdout and stderr, interleaved).
    var output: String
    var commandLine: [String]
    /// Wall-clock time of the type-check (not of building the stubs).
    var duration: TimeInterval

    /// The `error:` lines of `output`.
    var errors: [String] { diagnosticLines(containing: ": error: ") }
    /// The `warning:` lines of `output`.
    var warnings: [String] { diagnosticLines(containing: ": warning: ") }

    private func diagnosticLines(containing marker: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { $0.contains(marker) }
    }
}

struct StubSDKError: Error, CustomStringConvertible {
    var description: String
}

/// Type-checks `sources` against the stub SDK with `-swift-version swiftVersion`.
func typecheck(_ sources: [URL], swiftVersion: Int = 6) throws -> TypecheckResult {
    try StubSDK.typecheck(sources, swiftVersion: swiftVersion)
}

enum StubSDK {
    /// Tests/UIKitStubs.
    static let sourceDirectory = PackagePaths.url("Tests/UIKitStubs")

    /// The stub modules in build order: each imports the ones before it. A module with a
    /// header of the same name is the Swift overlay of that Clang module.
    static let modules = ["ObjectiveC", "CoreGraphics", "Foundation", "QuartzCore", "UIKit", "SwiftUI"]

    /// Flags the stub modules and the code type-checked against them share.
    static let objcInteropFlags = [
        "-Xfrontend", "-enable-objc-interop",
        "-Xfrontend", "-disable-objc-attr-requires-foundation-module",
    ]

    /// The directory holding the built stub modules (building them on first use).
    static func directory() throws -> URL {
        try cache.withLock { state in
            if let built = state.directory { return built }
            let built = try build()
            state.directory = built
            return built
        }
    }

    static func typecheck(_ sources: [URL], swiftVersion: Int = 6) throws -> TypecheckResult {
        let stubs = try directory()
        let arguments =
            [
                "-typecheck", "-wmo", "-swift-version", String(swiftVersion),
                "-module-name", "TypecheckedSources",
                "-I", stubs.path,
                "-module-cache-path", stubs.appendingPathComponent("ModuleCache").path,
            ]
            + objcInteropFlags + sources.map(\.path)
        let start = Date()
        let run = try runSwiftc(arguments)
        return TypecheckResult(
            succeeded: run.status == 0, exitCode: run.status, output: run.output,
            commandLine: [SwiftCompiler.executable().path] + arguments, duration: Date().timeIntervalSince(start)
        )
    }

    // MARK: Building

    private final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var state = State()
        struct State { var directory: URL? }
        func withLock<T>(_ body: (inout State) throws -> T) rethrows -> T {
            lock.lock()
            defer { lock.unlock() }
            return try body(&state)
        }
    }

    private static let cache = Cache()

    /// The stub sources whose contents key the build cache.
    private static func stubFiles() throws -> [URL] {
        let names = try FileManager.default.contentsOfDirectory(atPath: sourceDirectory.path)
            .filter { $0.hasSuffix(".swift") || $0.hasSuffix(".h") || $0 == "module.modulemap" }
            .sorted()
        return names.map { sourceDirectory.appendingPathComponent($0) }
    }

    private static func build() throws -> URL {
        let files = try stubFiles()
        var hasher = ContentHash()
        for file in files {
            hasher.add(file.lastPathComponent)
            hasher.add(try Data(contentsOf: file))
        }
        hasher.add(try runSwiftc(["--version"]).output)
        let key = hasher.hex

        let fileManager = FileManager.default
        let root = fileManager.temporaryDirectory.appendingPathComponent("transc-uikit-stubs", isDirectory: true)
        let final = root.appendingPathComponent(key, isDirectory: true)
        let marker = final.appendingPathComponent(".complete")
        if fileManager.fileExists(atPath: marker.path) { return final }

        // Build in a private directory, then move it into place, so that concurrent test
        // processes never see a half-built SDK.
        try fileManager.createDirectory(at: root, withIntermediateDirectories: true)
        let staging = root.appendingPathComponent("\(key).\(UUID().uuidString)", isDirectory: true)
        try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(at: staging) }

        for file in files where !file.lastPathComponent.hasSuffix(".swift") {
            try fileManager.copyItem(at: file, to: staging.appendingPathComponent(file.lastPathComponent))
        }
        for module in modules {
            let source = sourceDirectory.appendingPathComponent("\(module).swift")
            let hasClangHalf = fileManager.fileExists(
                atPath: sourceDirectory.appendingPathComponent("\(module).h").path)
            var arguments =
                [
                    "-emit-module", "-parse-as-library", "-module-name", module,
                    "-swift-version", "6",
                    "-emit-module-path", staging.appendingPathComponent("\(module).swiftmodule").path,
                    "-I", staging.path,
                    "-module-cache-path", staging.appendingPathComponent("ModuleCache").path,
                ]
                + objcInteropFlags
                // @objc members taking `Any` would need Objective-C bridging to compile bodies.
                + ["-Xfrontend", "-experimental-skip-all-function-bodies"]
            if hasClangHalf { arguments.append("-import-underlying-module") }
            arguments.append(source.path)
            let run = try runSwiftc(arguments, workingDirectory: staging)
            guard run.status == 0 else {
                throw StubSDKError(description: "building stub module \(module) failed:\n\(run.output)")
            }
        }
        try Data().write(to: staging.appendingPathComponent(".complete"))
        // The module cache holds absolute paths: drop it, the typecheck rebuilds its own.
        try? fileManager.removeItem(at: staging.appendingPathComponent("ModuleCache"))

        if fileManager.fileExists(atPath: marker.path) { return final }
        try? fileManager.removeItem(at: final)
        do {
            try fileManager.moveItem(at: staging, to: final)
        } catch  where fileManager.fileExists(atPath: marker.path) {
            // Another process won the race with an identical build.
        }
        return final
    }

    // MARK: Running swiftc

    private static func runSwiftc(
        _ arguments: [String], workingDirectory: URL? = nil
    ) throws -> (status: Int32, output: String) {
        let run = try SwiftCompiler.run(arguments, workingDirectory: workingDirectory)
        return (run.status, run.output)
    }
}
