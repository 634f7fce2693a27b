// The one place the driver maps what the command line asks for to a backend: the table of
// `--emit` kinds that the argument parser, the help text and `CompilerOptions.backend` read.
import TransBackend
import TransPreview
import TransSwiftBackend
import TransTimeline

/// What the user asks `transc compile` to emit: an entry of `allCases`, which names the
/// `--emit` value, says what it emits and builds its backend from the options.
public struct EmitKind: Sendable, Hashable, CaseIterable, RawRepresentable, CustomStringConvertible {
    /// The `--emit` value.
    public let rawValue: String
    /// What it emits, as the help's sentences say it ("the evaluated timeline").
    let summary: String
    /// Its backend, with the options' settings.
    let makeBackend: @Sendable (CompilerOptions) -> any Backend

    public static let swift = EmitKind("swift", summary: "Swift") {
        SwiftBackend(uikit: $0.uikit, workers: $0.emissionThreads)
    }
    public static let timeline = EmitKind("timeline", summary: "the evaluated timeline") {
        TimelineBackend(options: $0.timelineOptions, format: $0.timelineFormat)
    }

    /// Every `--emit` value, the default first: a new backend is one entry here (and its target
    /// in `Package.swift`); the parser accepts it and the help lists it from this table.
    public static let allCases: [EmitKind] = [.swift, .timeline]

    private init(
        _ name: String, summary: String, makeBackend: @escaping @Sendable (CompilerOptions) -> any Backend
    ) {
        self.rawValue = name
        self.summary = summary
        self.makeBackend = makeBackend
    }

    /// The kind named `rawValue` on the command line, or nil for a name no backend has.
    public init?(rawValue: String) {
        guard let kind = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = kind
    }

    public static func == (lhs: EmitKind, rhs: EmitKind) -> Bool { lhs.rawValue == rhs.rawValue }

    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    public var description: String { rawValue }
}

extension CompilerOptions {
    /// The backend `transc compile` runs for `emit`, with these options' settings.
    public var backend: any Backend { emit.makeBackend(self) }

    /// The backend `transc preview` runs: the page or the storyboard.
    public func previewBackend(_ format: PreviewFormat) -> PreviewBackend {
        PreviewBackend(options: timelineOptions, format: format)
    }

    /// The timeline's sampling: `--fps`, `--container`, `--safe-area`, `--content-size` and
    /// `--keyboard-height` and `--reduce-motion`.
    var timelineOptions: TimelineOptions {
        var options = TimelineOptions(
            fps: fps, containerWidth: containerWidth, containerHeight: containerHeight, safeArea: safeArea,
            contentSize: contentSize)
        options.keyboardHeight = keyboardHeight
        options.reduceMotion = reduceMotion
        return options
    }
}
