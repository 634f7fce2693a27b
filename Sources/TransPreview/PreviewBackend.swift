// The preview behind the `Backend` seam: `transc preview`, the page or the storyboard.
import TransBackend
import TransModel
import TransTimeline

/// What `transc preview` writes: the page that plays, or the storyboard that stands still.
public enum PreviewFormat: String, Sendable, CaseIterable {
    case html, svg
}

/// Renders a program's preview from its timeline sampled with `options`; refuses a timeline
/// past its size limit as the timeline backend does.
public struct PreviewBackend: Backend {
    public var options: TimelineOptions
    public var format: PreviewFormat

    public init(options: TimelineOptions, format: PreviewFormat = .html) {
        self.options = options
        self.format = format
    }

    public var fileExtension: String { Self.fileExtension(format) }

    /// `preview.html` or `preview.svg`: known from the format alone, before any options.
    public static func fileExtension(_ format: PreviewFormat) -> String { "preview." + format.rawValue }

    /// With `options.reduceMotion` the page plays, and describes, the Reduce Motion variant.
    /// The page shows every transition at once, so it takes the program whole.
    public func emit(_ program: StreamedProgram) -> BackendOutput {
        let whole: Program
        do {
            whole = try program.collected()
        } catch {
            return BackendOutput(failure: "\(error)")
        }
        let format = format
        let shown = options.reduceMotion ? whole.reducingMotion() : whole
        return TimelineBudget.sampled(shown, options: options, as: fileExtension) { timeline, sink in
            switch format {
            case .html: try Artefact.write(PreviewRenderer.html(shown, timeline: timeline), to: sink)
            case .svg: try Artefact.write(PreviewRenderer.svg(shown, timeline: timeline), to: sink)
            }
        }
    }
}
