// Turning `transc`'s arguments into an `Invocation`, or a usage error that says what is wrong.
import TransChecker
import TransModel
import TransSwiftBackend
import TransSyntax

/// The options a command accepts, by spelling.
enum Option: String, CaseIterable {
    case verify = "--verify"
    case diagnostics = "--diagnostics"
    case deploymentTarget = "--deployment-target"
    case emit = "--emit"
    case format = "--format"
    case output = "-o"
    case fps = "--fps"
    case container = "--container"
    case safeArea = "--safe-area"
    case contentSize = "--content-size"
    case keyboardHeight = "--keyboard-height"
    case reduceMotion = "--reduce-motion"
    case uikit = "--uikit"
    case check = "--check"
    case write = "--write"
    case jobs = "-j"

    /// Whether the option is followed by a value.
    var takesValue: Bool { ![.verify, .check, .write, .reduceMotion].contains(self) }

    /// Whether `command` accepts the option.
    func applies(to command: CommandName) -> Bool {
        switch self {
        case .verify: command == .check
        case .diagnostics, .deploymentTarget: command == .check || command == .compile || command == .preview
        case .jobs: command == .check || command == .compile
        case .output, .fps, .container, .safeArea, .contentSize, .reduceMotion:
            command == .compile || command == .preview
        case .emit, .uikit, .keyboardHeight: command == .compile
        case .format: command == .compile || command == .preview
        case .check, .write: command == .fmt
        }
    }
}

/// Parses `transc`'s arguments (without the program name). Options may come before or after
/// files, `--` ends options, a long option's value may follow `=`, and the last value given wins.
enum ArgumentParser {
    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        guard let first = arguments.first else { throw UsageError("missing command") }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--help", "-h":
            try expectNothing(rest, command: nil)
            return .help(nil)
        case "--version":
            try expectNothing(rest, command: nil)
            return .version
        case "help":
            guard let topic = rest.first else { return .help(nil) }
            try expectNothing(Array(rest.dropFirst()), command: nil)
            // `help` is a command too: its page is the overview, which explains it.
            if topic == "help" { return .help(nil) }
            guard let command = CommandName(rawValue: topic) else { throw unknownCommand(topic) }
            return .help(command)
        default:
            if first.hasPrefix("-") {
                throw UsageError("unknown option '\(first)'" + didYouMean(first, among: ["--help", "--version"]))
            }
            guard let command = CommandName(rawValue: first) else { throw unknownCommand(first) }
            if command == .lsp { return try languageServer(rest) }
            return try parse(rest, for: command)
        }
    }

    /// `transc lsp` takes no arguments but `--help`.
    private static func languageServer(_ arguments: [String]) throws(UsageError) -> Invocation {
        if arguments == ["--help"] || arguments == ["-h"] { return .help(.lsp) }
        try expectNothing(arguments, command: .lsp)
        return .lsp
    }

    private static func unknownCommand(_ name: String) -> UsageError {
        UsageError(
            "unknown command '\(name)'" + didYouMean(name, among: CommandName.allCases.map(\.rawValue) + ["help"]))
    }

    /// `; did you mean 'compile'?` when a candidate is close to `name` (as the checker decides
    /// for names in source), or nothing.
    private static func didYouMean(_ name: String, among candidates: [String]) -> String {
        Suggestions.closest(to: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    private static func expectNothing(_ arguments: [String], command: CommandName?) throws(UsageError) {
        if let extra = arguments.first { throw UsageError("unexpected argument '\(extra)'", command: command) }
    }

    /// Splits the arguments of `command` into files and option values, then validates them.
    private static func parse(_ arguments: [String], for command: CommandName) throws(UsageError) -> Invocation {
        var files: [String] = []
        var values: [Option: String] = [:]
        var remaining = arguments[...]
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                files.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "--help" || argument == "-h" { return .help(command) }
            let equals = argument.hasPrefix("--") ? argument.firstIndex(of: "=") : nil
            let spelling = equals.map { String(argument[..<$0]) } ?? argument
            guard let option = Option(rawValue: spelling), option.applies(to: command) else {
                let known = Option.allCases.filter { $0.applies(to: command) }.map(\.rawValue) + ["--help"]
                // A one-letter option (`-o`, `-j`) is never suggested: another letter is another
                // option, not a typo.
                let suggestible = known.filter { $0.count > 2 }
                throw UsageError(
                    "unknown option '\(spelling)'" + didYouMean(spelling, among: suggestible), command: command)
            }
            if let equals {
                guard option.takesValue else {
                    throw UsageError("option '\(spelling)' takes no value", command: command)
                }
                values[option] = String(argument[argument.index(after: equals)...])
            } else if option.takesValue {
                guard let value = remaining.popFirst() else {
                    throw UsageError("option '\(spelling)' needs a value", command: command)
                }
                values[option] = value
            } else {
                values[option] = ""
            }
        }
        return try invocation(command, files: files, values: values)
    }

    private static func invocation(
        _ command: CommandName, files: [String], values: [Option: String]
    ) throws(UsageError) -> Invocation {
        guard !files.isEmpty else { throw UsageError("no input files", command: command) }
        if files.count(where: { $0 == "-" }) > 1 {
            throw UsageError("standard input ('-') can be read only once", command: command)
        }
        if command == .fmt { return .fmt(try FormatRequest(files: files, values: values)) }
        let value = OptionValue(command: command, values: values)
        var inputs = Inputs(files: files)
        inputs.diagnostics = try value.choice(.diagnostics) ?? .pretty
        inputs.options.deploymentTarget = try value.deploymentTarget() ?? inputs.options.deploymentTarget
        inputs.jobs = try value.jobs() ?? inputs.jobs
        if command == .check {
            return .check(CheckRequest(inputs: inputs, verify: values[.verify] != nil))
        }
        if command == .preview {
            guard files.count == 1 else { throw UsageError("'preview' takes one input file", command: command) }
            try applySampling(value, to: &inputs.options)
            let format: PreviewFormat = try value.choice(.format) ?? .html
            return .preview(PreviewRequest(inputs: inputs, output: values[.output], format: format))
        }
        inputs.options.emit = try value.choice(.emit) ?? .swift
        if let format: TimelineFormat = try value.choice(.format) {
            guard inputs.options.emit == .timeline else {
                throw UsageError("option '--format' applies only to '--emit timeline'", command: command)
            }
            inputs.options.timelineFormat = format
        }
        if let uikit: TargetUIKit = try value.choice(.uikit) {
            guard inputs.options.emit == .swift else {
                throw UsageError("option '--uikit' applies only to Swift output", command: command)
            }
            inputs.options.uikit = uikit
        }
        try applySampling(value, to: &inputs.options)
        var request = CompileRequest(inputs: inputs, output: values[.output])
        if inputs.options.emit == .swift {
            request.warnings =
                [Option.fps, .container, .safeArea, .contentSize, .keyboardHeight].filter { values[$0] != nil }.map {
                    "option '\($0.rawValue)' does not apply to Swift output; it shapes '--emit timeline'"
                        + ($0 == .keyboardHeight ? "" : " and 'preview'")
                }
            if values[.reduceMotion] != nil {
                request.warnings.append(
                    "option '--reduce-motion' does not apply to Swift output, which reads "
                        + "'UIAccessibility.isReduceMotionEnabled' at run time; it shapes '--emit timeline' and 'preview'"
                )
            }
        }
        return .compile(request)
    }

    /// `--fps` and `--container`, which shape the timeline.
    private static func applySampling(_ value: OptionValue, to options: inout CompilerOptions) throws(UsageError) {
        options.fps = try value.fps() ?? options.fps
        if let (width, height) = try value.container() {
            options.containerWidth = width
            options.containerHeight = height
        }
        options.safeArea = try value.safeArea() ?? options.safeArea
        if let (width, height) = try value.container(.contentSize) {
            options.contentSize = Size(width: width, height: height)
        }
        options.keyboardHeight = try value.keyboardHeight() ?? options.keyboardHeight
        options.reduceMotion = value.values[.reduceMotion] != nil
    }
}
