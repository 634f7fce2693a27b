// The `transc` that SwiftPM built beside the test bundle, for tests that run it as a process.
import Foundation
import XCTest

/// The built `transc` executable: tests of what only a real process shows (a closed pipe, the
/// language server over its pipes) run it from the build folder the test bundle sits in.
public func builtTranscExecutable() throws -> URL {
    let directories = [
        Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
        Bundle.main.executableURL?.deletingLastPathComponent(),
    ]
    for case let directory? in directories {
        let candidate = directory.appendingPathComponent("transc")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw XCTSkip("no transc executable beside \(Bundle.main.bundlePath)")
}
