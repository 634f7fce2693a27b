// `transc fmt`: print, check or rewrite each file in the standard layout.
import TransFormatter
import TransSyntax

/// Runs `fmt` over every input in order. A file with syntax errors gets its diagnostics and is
/// left as it is; only a file whose text changes is rewritten.
struct FormatCommand {
    var request: FormatRequest
    var reader: SourceReader
    /// Whether diagnostics get ANSI colour.
    var colored: Bool

    func run(into result: inout DriverResult) {
        for input in request.files {
            guard let file = reader.read(input, into: &result) else { continue }
            switch Formatter.format(file) {
            case .syntaxErrors(let diagnostics):
                result.standardError += DiagnosticFormat.pretty.render(diagnostics, in: file, colored: colored)
                result.raise(to: .inputErrors)
            case .formatted(let text):
                finish(file, formatted: text, path: input, into: &result)
            }
        }
    }

    private func finish(_ file: SourceFile, formatted text: String, path: String, into result: inout DriverResult) {
        let bytes = Array(text.utf8)
        switch request.mode {
        case .print:
            result.standardOutput += text
        case .check where bytes != file.bytes:
            result.standardError += "\(SnippetText.escaped(file.name)): needs formatting\n"
            result.raise(to: .inputErrors)
        case .write where bytes != file.bytes:
            do {
                try FileIO.write(bytes, to: path)
            } catch {
                result.fail("cannot write '\(path)': \(error)", status: .usageOrIO)
            }
        case .check, .write:
            break
        }
    }
}
