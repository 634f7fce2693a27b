// Test helper: emit a program from source and assert on the Swift it contains.
import TransModel
import TransSwiftBackend
import TransTestSupport
import XCTest

/// The Swift emitted for `source` (checked with deployment target 17), or "" after a failure.
func emitted(
    _ source: String, name: String = "test.trans", file: StaticString = #filePath, line: UInt = #line
) -> String {
    guard
        let program = checkedProgram(
            source, name: name, deploymentTarget: DeploymentTarget(major: 17, minor: 0), file: file, line: line)
    else { return "" }
    return SwiftEmitter.emit(program)
}

/// Fails unless `swift` contains every one of `snippets` (compared line by line, ignoring
/// leading indentation, so a snippet may span several lines).
func assertContains(_ swift: String, _ snippets: String..., file: StaticString = #filePath, line: UInt = #line) {
    let flattened = flatten(swift)
    for snippet in snippets where !flattened.contains(flatten(snippet)) {
        XCTFail("missing:\n\(snippet)\n--- in ---\n\(swift)", file: file, line: line)
    }
}

/// Fails if `swift` contains any of `snippets`.
func assertLacks(_ swift: String, _ snippets: String..., file: StaticString = #filePath, line: UInt = #line) {
    let flattened = flatten(swift)
    for snippet in snippets where flattened.contains(flatten(snippet)) {
        XCTFail("unexpected:\n\(snippet)\n--- in ---\n\(swift)", file: file, line: line)
    }
}

private func flatten(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.drop { $0 == " " } }
        .joined(separator: "\n")
}
