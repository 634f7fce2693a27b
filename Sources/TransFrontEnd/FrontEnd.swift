// The front end as one call: source → tokens → syntax → checked program, with every diagnostic.
// The driver, the language server and the tests all run it, so a file means the same thing
// (and reports the same diagnostics, in the same order) wherever it is compiled.
import TransChecker
import TransModel
import TransSyntax

/// What the front end makes of one file. Each stage's result is kept, for the consumers that
/// need more than the model: editors read the tokens and the tree, backends only `program`.
public struct AnalyzedFile: Sendable {
    /// The source the other members describe.
    public let file: SourceFile
    /// The lexer's tokens and comment ranges, for semantic highlighting, folding and completion.
    public let lexed: LexedFile
    /// The tree, well-formed even when the parser reported errors.
    public let syntax: FileSyntax
    /// The checked model; only transitions that checked without errors are in it.
    public let program: Program
    /// Lexical, syntax and semantic diagnostics, in the order the stages found them.
    public let diagnostics: [Diagnostic]
    /// How many of `diagnostics`, from the start, are the lexer's and parser's; the rest are
    /// the checker's (the language server re-checks one declaration and keeps the others').
    public let syntaxDiagnosticCount: Int
}

/// Runs the stages in order, each a pure function of the one before.
public enum FrontEnd {
    /// Lexes, parses and checks `file` for `deploymentTarget`. The checker runs even after
    /// syntax errors (they leave `missing` values it is silent about), so independent syntax
    /// and semantic mistakes are all reported in one run.
    public static func analyze(
        _ file: SourceFile, deploymentTarget: DeploymentTarget = .oldestSupported
    ) -> AnalyzedFile {
        let (lexed, parsed) = Parser.parseKeepingTokens(file)
        let checked = check(parsed.syntax, sourceName: file.name, deploymentTarget: deploymentTarget)
        return AnalyzedFile(
            file: file, lexed: lexed, syntax: parsed.syntax, program: checked.program,
            diagnostics: parsed.diagnostics + checked.diagnostics, syntaxDiagnosticCount: parsed.diagnostics.count)
    }

    /// The checked model of `file` and every diagnostic, as `analyze` reports them, for a caller
    /// that needs nothing else (`compile`). A clean file is checked declaration by declaration
    /// as it is parsed, so only the model is kept, not the tree (`isClean`); a file with
    /// anything to report is then parsed and checked whole. Either way the parser keeps no
    /// token, and the tree is freed before a backend runs.
    public static func program(
        _ file: SourceFile, deploymentTarget: DeploymentTarget = .oldestSupported
    ) -> (program: Program, diagnostics: [Diagnostic]) {
        if let transitions = checkIfClean(file, deploymentTarget: deploymentTarget, keepsModel: true) {
            return (Program(sourceName: file.name, transitions: transitions), [])
        }
        let parsed = Parser.parse(file)
        let checked = check(parsed.syntax, sourceName: file.name, deploymentTarget: deploymentTarget)
        return (checked.program, parsed.diagnostics + checked.diagnostics)
    }

    /// Every diagnostic of `file`, as `program` reports them, for a caller that needs no model
    /// (`check`). A clean file is checked declaration by declaration as it is parsed, each
    /// transition dropped once checked (`isClean`); a file with anything to report is then
    /// parsed and checked whole, so its diagnostics are the whole-file check's.
    public static func diagnostics(
        _ file: SourceFile, deploymentTarget: DeploymentTarget = .oldestSupported
    ) -> [Diagnostic] {
        if isClean(file, deploymentTarget: deploymentTarget) { return [] }
        let parsed = Parser.parse(file)
        return parsed.diagnostics
            + Checker.diagnose(parsed.syntax, sourceName: file.name, deploymentTarget: deploymentTarget)
    }

    /// Whether `file` is clean, found declaration by declaration as it is parsed, each
    /// transition's tree dropped once checked (`Checker.checkIfClean`): true only when the whole-file
    /// check reports nothing; false when anything is reported or the answer depends on a later
    /// declaration (a base or a constant declared after its use), and then only the whole-file
    /// check can say.
    public static func isClean(_ file: SourceFile, deploymentTarget: DeploymentTarget = .oldestSupported) -> Bool {
        checkIfClean(file, deploymentTarget: deploymentTarget, keepsModel: false) != nil
    }

    /// `Checker.checkIfClean` of `file` as it is parsed: its transitions (when `keepsModel`)
    /// if the file is clean, else nil.
    private static func checkIfClean(
        _ file: SourceFile, deploymentTarget: DeploymentTarget, keepsModel: Bool
    ) -> [Transition]? {
        Checker.checkIfClean(
            deploymentTarget: deploymentTarget, keepsModel: keepsModel,
            parse: { Parser.parseEachDeclaration(file, stopsAtDiagnostic: true, $0) },
            reparse: { transition(in: file, at: $0) })
    }

    /// The transition declared at `range` of `file`, parsed alone; nil unless it parses cleanly.
    private static func transition(in file: SourceFile, at range: SourceRange) -> TransitionDeclaration? {
        let parsed = Parser.parse(file, in: range)
        guard parsed.diagnostics.isEmpty, parsed.syntax.declarations.count == 1,
            case .transition(let transition) = parsed.syntax.declarations[0]
        else { return nil }
        return transition
    }

    /// Checks `syntax`, parsed from a file named `sourceName`: the last stage alone, for a
    /// caller that checks a tree it assembled (the language server, one edited declaration
    /// with the file's constants).
    public static func check(
        _ syntax: FileSyntax, sourceName: String, deploymentTarget: DeploymentTarget = .oldestSupported
    ) -> (program: Program, diagnostics: [Diagnostic]) {
        let checked = Checker.check(syntax, sourceName: sourceName, deploymentTarget: deploymentTarget)
        return (checked.program, checked.diagnostics)
    }
}
