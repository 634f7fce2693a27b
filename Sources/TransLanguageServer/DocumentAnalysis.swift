// What the compiler makes of one version of a document: tokens, syntax, names, the checked
// program and every diagnostic, computed once per text and settings.
import TransFrontEnd
import TransModel
import TransSyntax

/// The front end's results for one text, shared by diagnostics, hover, completion and the rest.
struct DocumentAnalysis {
    let file: SourceFile
    /// The lexer's tokens, for semantic tokens, folding and completion's view of the cursor.
    let lexed: LexedFile
    let syntax: FileSyntax
    let index: SyntaxIndex
    /// The checked program: only transitions that checked without errors are in it.
    let program: Program
    /// Every lexical, syntax and semantic diagnostic, as `transc check` reports them, sorted.
    let diagnostics: [Diagnostic]

    init(file: SourceFile, settings: ServerSettings) {
        let analyzed = FrontEnd.analyze(file, deploymentTarget: settings.deploymentTarget)
        self.file = file
        self.lexed = analyzed.lexed
        self.syntax = analyzed.syntax
        self.index = SyntaxIndex(analyzed.syntax)
        self.program = analyzed.program
        // At most `DiagnosticFormat.maximumDiagnosticsPerFile`, as on the command line: a
        // megabyte of mistakes is not a megabyte of messages for the editor to hold.
        self.diagnostics = analyzed.diagnostics.limitedForOutput()
    }

    /// The checked transition `name`, when it checked without errors.
    func transition(_ name: String?) -> Transition? {
        program.transitions.first { $0.name == name }
    }
}
