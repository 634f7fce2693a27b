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

    /// Prints, checks or writes the formatted `text` of `file`. The text is compared and written
    /// in place, never copied to an array: beside the source, a 16 MB file's copy would take
    /// `fmt`'s peak over three times the input (issue 13).
    private func finish(_ file: SourceFile, formatted text: String, path: String, into result: inout DriverResult) {
        switch request.mode {
        case .print:
            result.standardOutput += text
        case .check where !Self.isUnchanged(file, text):
            result.standardError += "\(SnippetText.escaped(file.name)): needs formatting\n"
            result.raise(to: .inputErrors)
        case .write where !Self.isUnchanged(file, text):
            do {
                var text = text
                try FileIO.write(to: path) { sink in try text.withUTF8 { try sink($0) } }
            } catch {
                result.fail("cannot write '\(path)': \(error)", status: .usageOrIO)
            }
        case .check, .write:
            break
        }
    }

    /// Whether `text` is `file`'s bytes exactly.
    private static func isUnchanged(_ file: SourceFile, _ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.elementsEqual(file.bytes) }
            ?? text.utf8.elementsEqual(file.bytes)
    }
}
