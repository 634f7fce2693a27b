// Turning the inputs named on the command line into source files.
import TransSyntax

/// Reads `FILE` arguments: a path, or `-` for standard input (named `<stdin>` in diagnostics).
struct SourceReader {
    /// Reads all of standard input.
    var readStandardInput: () throws -> [UInt8]

    /// The source `input` names, or a `transc: error: cannot read` line in `result`.
    func read(_ input: String, into result: inout DriverResult) -> SourceFile? {
        do {
            if input == "-" { return SourceFile(name: "<stdin>", bytes: try readStandardInput()) }
            return SourceFile(name: input, bytes: try FileIO.contents(ofFile: input))
        } catch {
            let name = input == "-" ? "<stdin>" : input
            result.fail("cannot read '\(name)': \(error)", status: .usageOrIO)
            return nil
        }
    }
}
