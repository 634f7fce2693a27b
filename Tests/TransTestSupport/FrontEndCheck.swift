// Source text through the whole front end (`FrontEnd.analyze`, as `transc check` runs it),
// for tests of any stage.
import TransFrontEnd
import TransModel
import TransSyntax
import XCTest

/// The deployment target `CLI.md` defaults to.
public let iOS15 = DeploymentTarget.oldestSupported

/// Lexes, parses and checks `source` as a file named `name`: the model, and every lexical,
/// syntax and semantic diagnostic in the order `transc check` collects them.
public func check(
    _ source: String, name: String = "test.trans", deploymentTarget: DeploymentTarget = iOS15
) -> (program: Program, diagnostics: [Diagnostic]) {
    check(SourceFile(name: name, text: source), deploymentTarget: deploymentTarget)
}

extension Array where Element == Diagnostic {
    /// The errors and warnings: what says a program is wrong or may be. A note only remarks
    /// (`sema.dismiss-by-default`), so a program with notes alone checks clean, as `--verify`
    /// counts notes only where they are annotated (CLI.md).
    public var problems: [Diagnostic] { filter { $0.severity != .note } }
}

/// Lexes, parses and checks `file`.
public func check(
    _ file: SourceFile, deploymentTarget: DeploymentTarget = iOS15
) -> (program: Program, diagnostics: [Diagnostic]) {
    let analyzed = FrontEnd.analyze(file, deploymentTarget: deploymentTarget)
    return (analyzed.program, analyzed.diagnostics)
}

/// The model of `source`, which must check without errors: what backend tests emit from. Fails
/// the test, listing the errors, and returns nil otherwise.
public func checkedProgram(
    _ source: String, name: String = "test.trans", deploymentTarget: DeploymentTarget = iOS15,
    file: StaticString = #filePath, line: UInt = #line
) -> Program? {
    let checked = check(source, name: name, deploymentTarget: deploymentTarget)
    let errors = checked.diagnostics.filter { $0.severity == .error }
    guard errors.isEmpty else {
        XCTFail(
            "\(name) has errors:\n" + errors.map(\.message).joined(separator: "\n") + "\n\(source)", file: file,
            line: line)
        return nil
    }
    return checked.program
}
