// The assertion fix-it tests use: apply, compare with the expected fixed source, and check it.
import TransModel
import TransSyntax
import XCTest

/// Checks `source`, applies the first fix-it of every diagnostic that has one, and asserts the
/// result is `fixedSource`, that it no longer reports any of the fixed diagnostics, and that it
/// reports no error `source` did not. Fails when no diagnostic has a fix-it.
public func assertFixIts(
    _ source: String, fixedSource: String, deploymentTarget: DeploymentTarget = iOS15,
    file: StaticString = #filePath, line: UInt = #line
) {
    let diagnostics = check(source, deploymentTarget: deploymentTarget).diagnostics
    let fixable = diagnostics.filter { !$0.fixIts.isEmpty }
    guard !fixable.isEmpty else {
        XCTFail("no fix-it among \(diagnostics.map(\.message))", file: file, line: line)
        return
    }
    switch FixItCheck.applying(fixable.map { $0.fixIts[0] }, to: source) {
    case .failure(let error):
        XCTFail("\(error)", file: file, line: line)
    case .success(let fixed):
        XCTAssertEqual(fixed, fixedSource, "the fixed source", file: file, line: line)
        let problems = FixItCheck.problems(
            fixed: fixed, fixing: fixable, before: diagnostics, deploymentTarget: deploymentTarget)
        XCTAssertEqual(problems, [], "the fixed source:\n\(fixed)", file: file, line: line)
    }
}
