// Where `compile` puts each input's output: standard output, one named file, or a directory.
import TransSyntax

/// The destination of every input's output, decided before anything is compiled.
enum OutputPlan {
    /// Everything to standard output, in input order.
    case standardOutput
    /// Input `i`'s output to `paths[i]`; `directory`, when set, is created before writing.
    case files(paths: [String], directory: String?)

    /// Resolves `-o`: absent or `-` is standard output; an existing directory, a path ending
    /// in `/`, or any path with several inputs is a directory holding one output per input,
    /// named after it (`card.trans` → `card.swift`); otherwise a file for the single input.
    static func resolve(_ output: String?, inputs: [String], options: CompilerOptions) throws(UsageError) -> OutputPlan
    {
        guard let output, output != "-" else { return .standardOutput }
        let isDirectory = FileIO.isDirectory(output) || output.hasSuffix("/") || inputs.count > 1
        if !isDirectory {
            try ensureDistinct(output, from: inputs)
            return .files(paths: [output], directory: nil)
        }
        if FileIO.exists(output), !FileIO.isDirectory(output) {
            throw UsageError("'-o \(output)' must name a directory when compiling several files", command: .compile)
        }
        var paths: [String] = []
        for input in inputs {
            guard input != "-" else {
                throw UsageError("the output of standard input needs a file name; use '-o FILE'", command: .compile)
            }
            let path = (output.hasSuffix("/") ? output : output + "/") + outputName(for: input, options: options)
            if paths.contains(path) {
                throw UsageError("two inputs would both write '\(path)'", command: .compile)
            }
            try ensureDistinct(path, from: inputs)
            paths.append(path)
        }
        return .files(paths: paths, directory: output)
    }

    /// `card.trans` → `card.swift`, `card.timeline.json` or `card.timeline.csv`.
    static func outputName(for input: String, options: CompilerOptions) -> String {
        let name = input.split(separator: "/").last.map(String.init) ?? input
        let base = name.hasSuffix(".trans") && name != ".trans" ? String(name.dropLast(".trans".count)) : name
        switch options.emit {
        case .swift: return base + ".swift"
        case .timeline: return base + ".timeline." + options.timelineFormat.rawValue
        }
    }

    private static func ensureDistinct(_ output: String, from inputs: [String]) throws(UsageError) {
        if inputs.contains(where: { normalized($0) == normalized(output) }) {
            throw UsageError("output '\(output)' would overwrite an input", command: .compile)
        }
    }

    /// The path without `.` components and repeated slashes, for comparing spellings of one file.
    private static func normalized(_ path: String) -> String {
        let components = path.split(separator: "/").filter { $0 != "." }
        return (path.hasPrefix("/") ? "/" : "") + components.joined(separator: "/")
    }
}
