// Where `compile` and `preview` put each input's output: standard output, one named file, or a directory.
import TransBackend
import TransPreview
import TransSyntax

/// The destination of every input's output, decided before anything is compiled.
enum OutputPlan {
    /// Everything to standard output, in input order.
    case standardOutput
    /// Input `i`'s output to `paths[i]`; `directory`, when set, is created before writing.
    case files(paths: [String], directory: String?)

    /// Resolves `compile`'s `-o`: absent or `-` is standard output; an existing directory or a
    /// path ending in `/` is a directory holding one output per input, named after it
    /// (`card.trans` → `card.swift`); otherwise a file for the single input. Several inputs
    /// into any other path are refused, so `-o both.swift` never becomes a directory.
    static func resolve(_ output: String?, inputs: [String], options: CompilerOptions) throws(UsageError) -> OutputPlan
    {
        try resolve(output, inputs: inputs, command: .compile) { outputName(for: $0, options: options) }
    }

    /// Resolves `-o` for `command` as above, naming an input's output in a directory `name(input)`.
    static func resolve(
        _ output: String?, inputs: [String], command: CommandName, name: (String) -> String
    ) throws(UsageError) -> OutputPlan {
        guard let output, output != "-" else { return .standardOutput }
        let isDirectory = FileIO.isDirectory(output) || output.hasSuffix("/")
        if !isDirectory, inputs.count > 1 {
            throw UsageError(
                "'-o \(output)' must be an existing directory, or end with '/' to create one, when compiling several files",
                command: command)
        }
        if !isDirectory {
            try ensureDistinct(output, from: inputs, command: command)
            return .files(paths: [output], directory: nil)
        }
        var paths: [String] = []
        for input in inputs {
            guard input != "-" else {
                throw UsageError("the output of standard input needs a file name; use '-o FILE'", command: command)
            }
            let path = (output.hasSuffix("/") ? output : output + "/") + name(input)
            if paths.contains(path) {
                throw UsageError("two inputs would both write '\(path)'", command: command)
            }
            try ensureDistinct(path, from: inputs, command: command)
            paths.append(path)
        }
        return .files(paths: paths, directory: output)
    }

    /// `card.trans` → `card.swift`, `card.timeline.json` or `card.timeline.csv`.
    static func outputName(for input: String, options: CompilerOptions) -> String {
        baseName(of: input) + "." + options.backend.fileExtension
    }

    /// `card.trans` → `card.preview.html`, or `card.preview.svg` for the storyboard.
    static func previewName(for input: String, format: PreviewFormat) -> String {
        baseName(of: input) + "." + PreviewBackend.fileExtension(format)
    }

    /// Writes input `index`'s artefact where the plan says, piece by piece as it is made: onto
    /// standard output, or to its file (creating the directory first). A failed write, or a
    /// backend's failure part way, is reported in `result`; a file is then left as it was.
    func deliver(
        _ artefact: Artefact, forInput index: Int, to standardOutput: StandardOutput,
        into result: inout DriverResult
    ) {
        switch self {
        case .standardOutput:
            standardOutput.write(artefact, into: &result)
        case .files(let paths, let directory):
            do {
                if let directory { try FileIO.createDirectory(directory) }
                try FileIO.write(to: paths[index]) { try artefact.write(to: $0) }
            } catch let failure as BackendFailure {
                result.fail(failure.description, status: .usageOrIO)
            } catch {
                result.fail("cannot write '\(paths[index])': \(error)", status: .usageOrIO)
            }
        }
    }

    /// The input's file name without its folders and without `.trans`: `a/card.trans` → `card`.
    private static func baseName(of input: String) -> String {
        let name = input.split(separator: "/").last.map(String.init) ?? input
        return name.hasSuffix(".trans") && name != ".trans" ? String(name.dropLast(".trans".count)) : name
    }

    private static func ensureDistinct(_ output: String, from inputs: [String], command: CommandName) throws(UsageError)
    {
        // By spelling, and by identity: `./card.trans`, a symbolic or a hard link to an input.
        if inputs.contains(where: { normalized($0) == normalized(output) || FileIO.isSameFile($0, output) }) {
            throw UsageError("output '\(output)' would overwrite an input", command: command)
        }
    }

    /// The path without `.` components and repeated slashes, for comparing spellings of one file.
    private static func normalized(_ path: String) -> String {
        let components = path.split(separator: "/").filter { $0 != "." }
        return (path.hasPrefix("/") ? "/" : "") + components.joined(separator: "/")
    }
}
