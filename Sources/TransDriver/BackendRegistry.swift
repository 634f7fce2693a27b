// The one place the driver maps what the command line asks for to a backend.
import TransBackend
import TransPreview
import TransSwiftBackend
import TransTimeline

extension CompilerOptions {
    /// The backend `transc compile` runs for `emit`, with these options' settings: a new
    /// `--emit` kind is one case of `EmitKind` and one line here.
    public var backend: any Backend {
        switch emit {
        case .swift: SwiftBackend(uikit: uikit)
        case .timeline: TimelineBackend(options: timelineOptions, format: timelineFormat)
        }
    }

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
