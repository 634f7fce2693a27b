// Test helper: `.trans` source through the real front end to the model the backend reads.
import Foundation
import TransModel
import TransSyntax
import TransTestSupport
import XCTest

/// Where the backend's tests find their inputs, beside `PackagePaths`.
enum TestPaths {
    /// Hand-written code the emitted Swift must match in shape, type-checked on its own.
    static let referenceDirectory = PackagePaths.url("Tests/TransSwiftBackendTests/Reference")

    /// The spec's samples (`samples/*.trans`), sorted by name.
    static func samples() throws -> [URL] {
        try PackagePaths.transFiles(in: PackagePaths.samples, recursive: false).map(\.url)
    }
}

/// Parses and checks `text` as a file named `name`; fails the test on any error.
func checkedProgram(
    _ text: String, name: String = "test.trans", deploymentTarget: DeploymentTarget = iOS15,
    file: StaticString = #filePath, line: UInt = #line
) -> Program? {
    let checked = check(text, name: name, deploymentTarget: deploymentTarget)
    let errors = checked.diagnostics.filter { $0.severity == .error }
    guard errors.isEmpty else {
        XCTFail(
            "\(name) has errors:\n" + errors.map(\.message).joined(separator: "\n") + "\n\(text)", file: file,
            line: line)
        return nil
    }
    return checked.program
}
