// The command line's logic: arguments, environment and standard input in; status and text out.
import TransLanguageServer
import TransSyntax

/// Runs `transc` without touching the process: `main` passes in the arguments, environment and
/// standard input, then writes the returned streams and exits with the returned status.
public struct Driver {
    private let reader: SourceReader
    private let compiler: Compiler
    private let colored: Bool
    private let writeStandardOutput: StandardOutputWriter?

    /// A driver over injected streams and compiler, so tests run it without a process.
    /// - Parameters:
    ///   - environment: the process environment; `NO_COLOR` turns colour off.
    ///   - standardErrorIsTerminal: whether standard error is a terminal; colour needs one.
    ///   - readStandardInput: reads all of standard input, called only for a `-` input.
    ///   - compiler: the stages to run; the real `Pipeline` unless a test substitutes its own.
    ///   - writeStandardOutput: where `compile` and `preview` write their output as it is made
    ///     (`processStandardOutput` in `main`); nil gathers it into the result's `standardOutput`.
    public init(
        environment: [String: String],
        standardErrorIsTerminal: Bool,
        readStandardInput: @escaping () throws -> [UInt8],
        compiler: Compiler = .pipeline,
        writeStandardOutput: StandardOutputWriter? = nil
    ) {
        self.reader = SourceReader(readStandardInput: readStandardInput)
        self.compiler = compiler
        self.colored = standardErrorIsTerminal && environment["NO_COLOR"] == nil
        self.writeStandardOutput = writeStandardOutput
    }

    /// The environment variables the driver reads: `main` looks up only these, since copying the
    /// whole environment into a dictionary cost a short run about 6 % of its instructions.
    public static let environmentNames = ["NO_COLOR"]

    /// Writes a piece of output to the process's standard output (descriptor 1) at once.
    public static let processStandardOutput: StandardOutputWriter = { bytes in
        try FileIO.writeAll(bytes, to: 1)
    }

    /// Runs the command `arguments` (without the program name) spell.
    public func run(_ arguments: [String]) -> DriverResult {
        var result = DriverResult()
        let standardOutput = StandardOutput(writeStandardOutput)
        do {
            switch try ArgumentParser.parse(arguments) {
            case .help(let command):
                result.standardOutput = HelpText.page(for: command)
            case .version:
                result.standardOutput = HelpText.version
            case .check(let request):
                CheckCommand(request: request, compiler: compiler, reader: reader, colored: colored).run(into: &result)
            case .compile(let request):
                try CompileCommand(
                    request: request, compiler: compiler, reader: reader, standardOutput: standardOutput,
                    colored: colored
                ).run(into: &result)
            case .preview(let request):
                try PreviewCommand(request: request, reader: reader, standardOutput: standardOutput, colored: colored)
                    .run(into: &result)
            case .fmt(let request):
                FormatCommand(request: request, reader: reader, colored: colored).run(into: &result)
            case .lsp:
                try serveLanguageServer(into: &result)
            }
        } catch {
            result.fail(error.message, status: .usageOrIO)
            result.standardError += error.hint + "\n"
        }
        return result
    }

    /// Whether `arguments` spell `transc lsp`, which `main` runs with `serveLanguageServer()` on the
    /// process's own streams, replying as messages arrive, rather than through `run`.
    public static func isLanguageServer(_ arguments: [String]) -> Bool {
        guard case .lsp = try? ArgumentParser.parse(arguments) else { return false }
        return true
    }

    /// Serves the Language Server Protocol on standard input and output until the editor sends
    /// `exit` or standard input ends, and returns the exit status (`ServerLoop.run`).
    public static func serveLanguageServer() -> ExitStatus {
        var input = FileDescriptorInput(descriptor: 0)
        var output = FileDescriptorOutput(descriptor: 1)
        return ServerLoop.run(input: &input, output: &output) == 0 ? .success : .inputErrors
    }

    /// `transc lsp` through `run`: serves all of standard input, read up front, and returns the
    /// replies as standard output — the same bytes `serveLanguageServer()` writes as it goes.
    private func serveLanguageServer(into result: inout DriverResult) throws(UsageError) {
        let bytes: [UInt8]
        do {
            bytes = try reader.readStandardInput()
        } catch {
            throw UsageError("cannot read '<stdin>': \(error)")
        }
        var input = BufferedInput([bytes])
        var output = BufferedOutput()
        let status = ServerLoop.run(input: &input, output: &output)
        result.standardOutput = String(decoding: output.bytes, as: UTF8.self)
        result.raise(to: status == 0 ? .success : .inputErrors)
    }

    /// Reads all of the process's standard input, for `readStandardInput`.
    public static func readProcessStandardInput() throws -> [UInt8] {
        try FileIO.contents(ofDescriptor: 0)
    }
}
