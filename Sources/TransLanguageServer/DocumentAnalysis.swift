// What the compiler makes of one version of a document: tokens, syntax, names, the checked
// program and every diagnostic, computed once per text and settings.
import TransFrontEnd
import TransModel
import TransSyntax

/// The front end's results for one text, shared by diagnostics, hover, completion and the rest.
/// A class, so what the first request builds (tokens and tree after a re-check, the name
/// index) is kept for the next ones.
final class DocumentAnalysis {
    let file: SourceFile
    /// The checked program's transitions, in source order: only those that checked without
    /// errors are in it.
    let transitions: [CheckedTransition]
    /// Whether the lexer or the parser reported anything; the checker's diagnostics are then
    /// not re-derived declaration by declaration (`DeclarationRecheck`).
    let hasSyntaxDiagnostics: Bool
    /// The checker's diagnostics as it found them, before sorting and limiting.
    let checkerDiagnostics: [Diagnostic]
    /// Every lexical, syntax and semantic diagnostic, as `transc check` reports them, sorted.
    let diagnostics: [Diagnostic]
    /// Each top-level declaration's kind, names and range, in order.
    let outline: [DeclarationOutline]
    /// The constant declarations, in order, as the checker reads them.
    let constants: [ConstantDeclaration]
    /// The tokens and the tree; after a re-check (which parsed one declaration), parsed again
    /// by the first request that reads them, not per edit.
    private var parsed: (lexed: LexedFile, syntax: FileSyntax)?

    /// The lexer's tokens, for semantic tokens, folding and completion's view of the cursor.
    var lexed: LexedFile { parsedFile().lexed }
    var syntax: FileSyntax { parsedFile().syntax }
    /// Built by the first request that reads names (hover, completion, definition, semantic
    /// tokens), not per edit: publishing diagnostics never needs it.
    private(set) lazy var index = SyntaxIndex(syntax)

    /// The whole front end over `file`.
    init(file: SourceFile, settings: ServerSettings) {
        let analyzed = FrontEnd.analyze(file, deploymentTarget: settings.deploymentTarget)
        self.file = file
        self.transitions = analyzed.program.transitions.map(CheckedTransition.init)
        self.hasSyntaxDiagnostics = analyzed.syntaxDiagnosticCount > 0
        self.checkerDiagnostics = Array(analyzed.diagnostics.dropFirst(analyzed.syntaxDiagnosticCount))
        // At most `DiagnosticFormat.maximumDiagnosticsPerFile`, as on the command line: a
        // megabyte of mistakes is not a megabyte of messages for the editor to hold.
        self.diagnostics = analyzed.diagnostics.limitedForOutput()
        self.outline = analyzed.syntax.declarations.map(DeclarationOutline.init)
        self.constants = analyzed.syntax.declarations.compactMap {
            if case .constant(let constant) = $0 { constant } else { nil }
        }
        self.parsed = (analyzed.lexed, analyzed.syntax)
    }

    /// An analysis `DeclarationRecheck` assembled, of a text that lexes and parses cleanly.
    init(
        file: SourceFile, transitions: [CheckedTransition], checkerDiagnostics: [Diagnostic],
        outline: [DeclarationOutline],
        constants: [ConstantDeclaration]
    ) {
        self.file = file
        self.transitions = transitions
        self.hasSyntaxDiagnostics = false
        self.checkerDiagnostics = checkerDiagnostics
        self.diagnostics = checkerDiagnostics.limitedForOutput()
        self.outline = outline
        self.constants = constants
    }

    private func parsedFile() -> (lexed: LexedFile, syntax: FileSyntax) {
        if let parsed { return parsed }
        let (lexed, parse) = Parser.parseKeepingTokens(file)
        let fresh = (lexed, parse.syntax)
        parsed = fresh
        return fresh
    }

    /// The checked transition `name`, when it checked without errors.
    func transition(_ name: String?) -> Transition? {
        transitions.first { $0.transition.name == name }?.transition
    }
}

/// One checked transition, held by reference: an edit's analysis copies the other
/// transitions' references, not their values (a `Transition` is large, and copying one
/// retains each of its fields).
final class CheckedTransition {
    let transition: Transition

    init(_ transition: Transition) {
        self.transition = transition
    }
}

/// What `DeclarationRecheck` needs of a top-level declaration without its tree.
struct DeclarationOutline: Equatable {
    var isConstant: Bool
    var name: String
    /// The base a transition names, if any.
    var base: String?
    var range: SourceRange

    init(_ declaration: Declaration) {
        switch declaration {
        case .constant(let constant):
            self.init(isConstant: true, name: constant.name.name, base: nil, range: constant.range)
        case .transition(let transition):
            self.init(
                isConstant: false, name: transition.name.name, base: transition.base?.name, range: transition.range)
        }
    }

    init(isConstant: Bool, name: String, base: String?, range: SourceRange) {
        self.isConstant = isConstant
        self.name = name
        self.base = base
        self.range = range
    }
}
