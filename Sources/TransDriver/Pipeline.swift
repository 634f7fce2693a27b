// The compiler as the driver sees it: source in, diagnostics and the output's artefact out.
import TransBackend
import TransFrontEnd
import TransModel
import TransPreview
import TransSwiftBackend
import TransSyntax
import TransTimeline

/// The layout of an emitted timeline (the timeline backend's own).
public typealias TimelineFormat = TransTimeline.TimelineFormat

/// What `transc preview` writes (the preview backend's own).
public typealias PreviewFormat = TransPreview.PreviewFormat

/// Options that shape checking and emission.
public struct CompilerOptions: Sendable {
    /// The oldest iOS the emitted code runs on; newer constructs are errors.
    public var deploymentTarget = DeploymentTarget.oldestSupported
    /// Timeline samples per second.
    public var fps = 60
    /// The container size the timeline evaluates frames against.
    public var containerWidth = 393.0
    public var containerHeight = 852.0
    /// The container's safe-area insets the timeline evaluates `container.safeArea` against.
    public var safeArea = EdgeInsets.iPhonePortrait
    /// The presented controller's content size the timeline assumes; nil: the container's
    /// width, 400 pt tall.
    public var contentSize: Size?
    /// The keyboard height the timeline evaluates `keyboard:` avoidance at (`--keyboard-height`).
    public var keyboardHeight = TimelineOptions.defaultKeyboardHeight
    /// Whether the timeline and the preview show the Reduce Motion variant (`--reduce-motion`).
    public var reduceMotion = false
    /// What `compile` emits.
    public var emit = EmitKind.swift
    /// The timeline's layout.
    public var timelineFormat = TimelineFormat.json
    /// The UIKit emitted Swift is for: Apple's, or the behavioural model on Linux.
    public var uikit = TargetUIKit.apple
    /// How many threads print one Swift file's transitions at once; 1, the library's default,
    /// uses none. `compile` sets it from `-j` (`CompileCommand`).
    public var emissionThreads = 1

    /// The defaults of `CLI.md`.
    public init() {}
}

/// What compiling one file gives: its diagnostics, and the output unless there were errors.
public struct CompileResult: Sendable {
    public var diagnostics: [Diagnostic]
    /// The emitted artefact, whose text is made as the driver writes it (piece by piece, to
    /// the output file or standard output); nil when the file has errors.
    public var artefact: Artefact?
    /// Why a file without errors still has no output (a timeline over its size limit).
    public var failure: String?

    /// A result of `diagnostics`, and `artefact` only when there were no errors.
    public init(diagnostics: [Diagnostic], artefact: Artefact?, failure: String? = nil) {
        self.diagnostics = diagnostics
        self.artefact = artefact
        self.failure = failure
    }

    /// A result whose output text is made already (the driver tests' stand-in compilers).
    public init(diagnostics: [Diagnostic], output: String?, failure: String? = nil) {
        self.init(
            diagnostics: diagnostics, artefact: output.map { Artefact(fileExtension: "", text: $0) }, failure: failure)
    }

    /// The whole emitted text at once; nil when the file has errors or the backend failed
    /// part way.
    public var output: String? {
        artefact?.text
    }
}

/// The stages in order: lex and parse, check, emit. Phases never print.
public enum Pipeline {
    /// Diagnoses `file` without emitting anything.
    public static func check(_ file: SourceFile, options: CompilerOptions) -> [Diagnostic] {
        FrontEnd.diagnostics(file, deploymentTarget: options.deploymentTarget)
    }

    /// Diagnoses `file` and, when it has no errors, emits what `options.emit` asks for.
    public static func compile(_ file: SourceFile, options: CompilerOptions) -> CompileResult {
        run(options.backend, on: file, options: options)
    }

    /// Diagnoses `file` and, when it has no errors, renders its preview from the timeline sampled
    /// at `options.fps` in `options`' container: the HTML page that plays it, or the SVG storyboard.
    public static func preview(
        _ file: SourceFile, options: CompilerOptions, format: PreviewFormat = .html
    ) -> CompileResult {
        run(options.previewBackend(format), on: file, options: options)
    }

    /// The front end, then `backend` on the program when the file has no errors.
    private static func run(_ backend: some Backend, on file: SourceFile, options: CompilerOptions) -> CompileResult {
        let checked = frontEnd(file, options: options)
        guard !checked.diagnostics.hasErrors else {
            return CompileResult(diagnostics: checked.diagnostics, artefact: nil)
        }
        let emitted = backend.emit(checked.program)
        return CompileResult(
            diagnostics: checked.diagnostics, artefact: emitted.artefacts.first, failure: emitted.failure)
    }

    /// Lexes, parses and checks: every diagnostic, and the model (`FrontEnd.program`: no
    /// tokens or tree kept beside them).
    private static func frontEnd(
        _ file: SourceFile, options: CompilerOptions
    ) -> (program: Program, diagnostics: [Diagnostic]) {
        FrontEnd.program(file, deploymentTarget: options.deploymentTarget)
    }
}
