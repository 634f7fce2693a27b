// What a command line asks for, once parsed and validated.
import TransSyntax

/// The commands of `CLI.md`.
enum CommandName: String, CaseIterable {
    case compile, check, fmt, preview, lsp
}

/// A parsed command line.
enum Invocation {
    /// `transc check FILE…`.
    case check(CheckRequest)
    /// `transc compile FILE…`.
    case compile(CompileRequest)
    /// `transc preview FILE`.
    case preview(PreviewRequest)
    /// `transc fmt FILE…`.
    case fmt(FormatRequest)
    /// `transc lsp`: a language server on standard input and output.
    case lsp
    /// `transc --help` (nil) or `transc help COMMAND`.
    case help(CommandName?)
    /// `transc --version`.
    case version
}

/// The inputs and options every command that reads `.trans` files shares.
struct Inputs {
    /// Paths as the user gave them; `-` is standard input.
    var files: [String] = []
    /// How diagnostics are printed.
    var diagnostics = DiagnosticFormat.pretty
    /// What shapes checking and emission.
    var options = CompilerOptions()
    /// `-j N`: how many files are checked or compiled at once (`ParallelWork`).
    var jobs = ParallelWork.defaultJobs
}

/// `transc check`.
struct CheckRequest {
    var inputs: Inputs
    /// Match diagnostics against the files' `expected-…` annotations instead of printing them.
    var verify = false
}

/// `transc compile`.
struct CompileRequest {
    var inputs: Inputs
    /// `-o PATH`: a file, a directory, or nil for standard output.
    var output: String?
    /// Options given that have no effect here (`--fps` for Swift), printed as warnings.
    var warnings: [String] = []
}

/// `transc preview`.
struct PreviewRequest {
    /// One file.
    var inputs: Inputs
    /// `-o PATH`: a file, a directory, or nil for standard output.
    var output: String?
    /// `--format html|svg`: the page, or the storyboard.
    var format = PreviewFormat.html
}
