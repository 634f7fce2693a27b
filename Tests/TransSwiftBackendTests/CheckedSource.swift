// Test helper: `.trans` source through the real front end to the model the backend reads.
import Foundation
import TransChecker
import TransModel
import TransSyntax
import XCTest

/// Where the tests find their inputs.
enum TestPaths {
    /// The package's root directory.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TransSwiftBackendTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    static let testDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let goldenDirectory = testDirectory.appendingPathComponent("Golden", isDirectory: true)
    static let referenceDirectory = testDirectory.appendingPathComponent("Reference", isDirectory: true)
    static let samplesDirectory = packageRoot.appendingPathComponent("samples", isDirectory: true)
    static let corpusDirectory = packageRoot.appendingPathComponent("Tests/Corpus", isDirectory: true)

    /// The spec's samples (`samples/*.trans`), sorted by name.
    static func samples() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: samplesDirectory.path)
            .filter { $0.hasSuffix(".trans") }.sorted()
            .map { samplesDirectory.appendingPathComponent($0) }
    }
}

/// Parses and checks `text` as a file named `name`; fails the test on any error.
func checkedProgram(
    _ text: String, name: String = "test.trans",
    deploymentTarget: DeploymentTarget = DeploymentTarget(major: 15, minor: 0),
    file: StaticString = #filePath, line: UInt = #line
) -> Program? {
    let parsed = Parser.parse(SourceFile(name: name, text: text))
    let checked = Checker.check(parsed.syntax, sourceName: name, deploymentTarget: deploymentTarget)
    let errors = (parsed.diagnostics + checked.diagnostics).filter { $0.severity == .error }
    guard errors.isEmpty else {
        XCTFail(
            "\(name) has errors:\n" + errors.map(\.message).joined(separator: "\n") + "\n\(text)", file: file,
            line: line)
        return nil
    }
    return checked.program
}
