// The compiler as the driver sees it: source in, diagnostics and output text out.
import TransSyntax

/// What the user asks `transc compile` to emit.
public enum EmitKind: String, Sendable, CaseIterable {
    case swift, timeline
}

/// The layout of an emitted timeline.
public enum TimelineFormat: String, Sendable, CaseIterable {
    case json, csv
}

/// Options that shape checking and emission.
public struct CompilerOptions: Sendable {
    /// The oldest iOS the emitted code runs on; newer constructs are errors.
    public var deploymentTarget = DeploymentTarget(major: 15, minor: 0)
    /// Timeline samples per second.
    public var fps = 60
    /// The container size the timeline evaluates frames against.
    public var containerWidth = 393.0
    public var containerHeight = 852.0
    /// What `compile` emits.
    public var emit = EmitKind.swift
    /// The timeline's layout.
    public var timelineFormat = TimelineFormat.json

    /// The defaults of `CLI.md`.
    public init() {}
}

/// An iOS version such as `15.0` or `17.2`.
public struct DeploymentTarget: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// Parses `15`, `15.0` or `17.2`; nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let major = Int(parts[0]), major >= 0 else { return nil }
        let minor = parts.count == 2 ? Int(parts[1]) : 0
        guard let minor, minor >= 0 else { return nil }
        self.init(major: major, minor: minor)
    }

    public var description: String { "\(major).\(minor)" }

    public static func < (lhs: DeploymentTarget, rhs: DeploymentTarget) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }
}

/// What compiling one file gives: its diagnostics, and the output text unless there were errors.
public struct CompileResult: Sendable {
    public var diagnostics: [Diagnostic]
    /// The emitted text; nil when the file has errors.
    public var output: String?
}

/// The stages in order: lex and parse, check, emit. Phases never print.
public enum Pipeline {
    /// Diagnoses `file` without emitting anything.
    public static func check(_ file: SourceFile, options: CompilerOptions) -> [Diagnostic] {
        Parser.parse(file).diagnostics
    }

    /// Diagnoses `file` and, when it has no errors, emits what `options.emit` asks for.
    public static func compile(_ file: SourceFile, options: CompilerOptions) -> CompileResult {
        CompileResult(diagnostics: check(file, options: options), output: nil)
    }
}
