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
    /// that needs them whole (`preview`). A clean file is checked declaration by declaration
    /// as it is parsed, so only the model is kept, not the tree (`isClean`); a file with
    /// anything to report is then parsed and checked whole. Either way the parser keeps no
    /// token, and the tree is freed before a backend runs.
    public static func program(
        _ file: SourceFile, deploymentTarget: DeploymentTarget = .oldestSupported
    ) -> (program: Program, diagnostics: [Diagnostic]) {
        // Every model kept, so collecting them checks nothing again and cannot fail.
        if let streamed = streamedProgram(file, deploymentTarget: deploymentTarget, keptWhole: .max),
            let program = try? streamed.collected()
        {
            return (program, [])
        }
        return whole(file, deploymentTarget: deploymentTarget)
    }

    /// The checked program of a clean `file`, handed to a backend one transition at a time
    /// (`compile`); nil when the file has anything to report, for `whole` to say. A file of at
    /// most `keptWhole` transitions keeps its model from this first check. A larger one keeps
    /// only the transitions' outlines: each time the backend asks for the transitions, the file
    /// is checked again declaration by declaration, each transition handed over as soon as it
    /// is checked and dropped after. So `compile` never holds a large model, at the cost of
    /// checking a large file twice (docs/performance.md, "Ninth round: `compile` a transition
    /// at a time"). The first check runs on up to `threads` threads (`Checker.checkIfClean`);
    /// the second on the backend's.
    public static func streamedProgram(
        _ file: SourceFile, deploymentTarget: DeploymentTarget = .oldestSupported,
        keptWhole: Int = transitionsKeptWhole, threads: Int = 1
    ) -> StreamedProgram? {
        var outlines: [TransitionOutline] = []
        var kept: [Transition]? = []
        let clean = checkIfClean(file, deploymentTarget: deploymentTarget, threads: threads) { transition in
            outlines.append(TransitionOutline(transition))
            if outlines.count > keptWhole {
                kept = nil
            } else {
                kept?.append(transition)
            }
            return true
        }
        guard clean else { return nil }
        if let kept { return StreamedProgram(Program(sourceName: file.name, transitions: kept)) }
        return StreamedProgram(sourceName: file.name, outlines: outlines) { body in
            var failure: (any Error)?
            // The check keeps `visit` only until it returns.
            let cleanAgain = withoutActuallyEscaping(body) { body in
                checkIfClean(file, deploymentTarget: deploymentTarget, threads: 1) { transition in
                    do {
                        try body(transition)
                        return true
                    } catch {
                        failure = error
                        return false
                    }
                }
            }
            if let failure { throw failure }
            // The same source, checked the same way: only a checker that is not deterministic
            // could fail here, and then what was handed over must not be trusted.
            guard cleanAgain else { throw NondeterministicCheck(sourceName: file.name) }
        }
    }

    /// The most transitions whose model `streamedProgram` keeps rather than checking the file
    /// again: about 3 MB of model (some 3 KB a transition), more than any hand-written
    /// file has, so only a generated one pays the second check.
    public static let transitionsKeptWhole = 1024

    /// The model and every diagnostic of `file`, parsed and checked whole.
    public static func whole(
        _ file: SourceFile, deploymentTarget: DeploymentTarget = .oldestSupported
    ) -> (program: Program, diagnostics: [Diagnostic]) {
        let parsed = Parser.parse(file)
        let checked = check(parsed.syntax, sourceName: file.name, deploymentTarget: deploymentTarget)
        return (checked.program, parsed.diagnostics + checked.diagnostics)
    }

    /// Every diagnostic of `file`, as `program` reports them, for a caller that needs no model
    /// (`check`). A clean file is checked declaration by declaration as it is parsed, each
    /// transition dropped once checked (`isClean`); a file with anything to report is then
    /// parsed and checked whole, so its diagnostics are the whole-file check's. A clean file's
    /// transitions are checked on up to `threads` threads (`Checker.checkIfClean`).
    public static func diagnostics(
        _ file: SourceFile, deploymentTarget: DeploymentTarget = .oldestSupported, threads: Int = 1
    ) -> [Diagnostic] {
        if isClean(file, deploymentTarget: deploymentTarget, threads: threads) { return [] }
        let parsed = Parser.parse(file)
        return parsed.diagnostics
            + Checker.diagnose(parsed.syntax, sourceName: file.name, deploymentTarget: deploymentTarget)
    }

    /// Whether `file` is clean, found declaration by declaration as it is parsed, each
    /// transition's tree dropped once checked (`Checker.checkIfClean`): true only when the whole-file
    /// check reports nothing; false when anything is reported or the answer depends on a later
    /// declaration (a base or a constant declared after its use), and then only the whole-file
    /// check can say.
    public static func isClean(
        _ file: SourceFile, deploymentTarget: DeploymentTarget = .oldestSupported, threads: Int = 1
    ) -> Bool {
        checkIfClean(file, deploymentTarget: deploymentTarget, threads: threads, visit: nil)
    }

    /// `Checker.checkIfClean` of `file` as it is parsed, each transition's model handed to
    /// `visit` if there is one.
    private static func checkIfClean(
        _ file: SourceFile, deploymentTarget: DeploymentTarget, threads: Int, visit: ((Transition) -> Bool)?
    ) -> Bool {
        Checker.checkIfClean(
            deploymentTarget: deploymentTarget, threads: threads,
            parse: { Parser.parseEachDeclaration(file, stopsAtDiagnostic: true, $0) },
            reparse: { transition(in: file, at: $0) }, visit: visit)
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

/// A file that checked clean once did not the second time (`FrontEnd.streamedProgram`).
public struct NondeterministicCheck: Error, CustomStringConvertible {
    public var sourceName: String

    public var description: String {
        "internal error: '\(sourceName)' checked clean once and not when checked again"
    }
}
