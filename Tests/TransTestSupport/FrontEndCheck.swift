// Source text through the whole front end (`FrontEnd.analyze`, as `transc check` runs it),
// for tests of any stage.
import TransFrontEnd
import TransModel
import TransSyntax

/// The deployment target `CLI.md` defaults to.
public let iOS15 = DeploymentTarget.oldestSupported

/// Lexes, parses and checks `source` as a file named `name`: the model, and every lexical,
/// syntax and semantic diagnostic in the order `transc check` collects them.
public func check(
    _ source: String, name: String = "test.trans", deploymentTarget: DeploymentTarget = iOS15
) -> (program: Program, diagnostics: [Diagnostic]) {
    check(SourceFile(name: name, text: source), deploymentTarget: deploymentTarget)
}

/// Lexes, parses and checks `file`.
public func check(
    _ file: SourceFile, deploymentTarget: DeploymentTarget = iOS15
) -> (program: Program, diagnostics: [Diagnostic]) {
    let analyzed = FrontEnd.analyze(file, deploymentTarget: deploymentTarget)
    return (analyzed.program, analyzed.diagnostics)
}
