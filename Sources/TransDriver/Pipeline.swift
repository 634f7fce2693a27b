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
    /// The most transitions whose models `compile` keeps from its check; a larger file is
    /// checked again as the backend writes (`FrontEnd.streamedProgram`).
    public var transitionsKeptWhole = FrontEnd.transitionsKeptWhole
    /// How many threads check one clean file's transitions (`Checker.checkIfClean`); 1, the
    /// library's default, uses none. `check` and `compile` set it from `-j` for a single input.
    public var checkThreads = 1

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
        FrontEnd.diagnostics(file, deploymentTarget: options.deploymentTarget, threads: options.checkThreads)
    }

    /// Diagnoses `file` and, when it has no errors, emits what `options.emit` asks for. A clean
    /// file is handed to the backend transition by transition, checked again as the artefact is
    /// written (`FrontEnd.streamedProgram`), so neither the tree nor the whole model is held.
    public static func compile(_ file: SourceFile, options: CompilerOptions) -> CompileResult {
        if let program = FrontEnd.streamedProgram(
            file, deploymentTarget: options.deploymentTarget, keptWhole: options.transitionsKeptWhole,
            threads: options.checkThreads)
        {
            return result(of: options.backend.emit(program), diagnostics: [])
        }
        return emit(options.backend, FrontEnd.whole(file, deploymentTarget: options.deploymentTarget))
    }

    /// Diagnoses `file` and, when it has no errors, renders its preview from the timeline sampled
    /// at `options.fps` in `options`' container: the HTML page that plays it, or the SVG storyboard.
    /// The page shows every transition at once, so the model is made whole (`FrontEnd.program`).
    public static func preview(
        _ file: SourceFile, options: CompilerOptions, format: PreviewFormat = .html
    ) -> CompileResult {
        emit(options.previewBackend(format), FrontEnd.program(file, deploymentTarget: options.deploymentTarget))
    }

    /// `backend` on a checked file's program, when its diagnostics have no errors.
    private static func emit(
        _ backend: some Backend, _ checked: (program: Program, diagnostics: [Diagnostic])
    ) -> CompileResult {
        guard !checked.diagnostics.hasErrors else {
            return CompileResult(diagnostics: checked.diagnostics, artefact: nil)
        }
        return result(of: backend.emit(checked.program), diagnostics: checked.diagnostics)
    }

    private static func result(of emitted: BackendOutput, diagnostics: [Diagnostic]) -> CompileResult {
        CompileResult(diagnostics: diagnostics, artefact: emitted.artefacts.first, failure: emitted.failure)
    }
}
