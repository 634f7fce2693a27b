// The timeline behind the `Backend` seam: `transc compile --emit timeline`, JSON or CSV.
import TransBackend
import TransModel

/// The layout of an emitted timeline.
public enum TimelineFormat: String, Sendable, CaseIterable {
    case json, csv
}

/// Samples a program and writes its timeline as `format` lays it out, one transition at a
/// time (evaluated, written, dropped); refuses, before sampling, a timeline past
/// `TimelineBudget.maximumSamples`, which is counted without evaluating.
public struct TimelineBackend: Backend {
    public var options: TimelineOptions
    public var format: TimelineFormat

    public init(options: TimelineOptions, format: TimelineFormat = .json) {
        self.options = options
        self.format = format
    }

    public var fileExtension: String { "timeline." + format.rawValue }

    public func emit(_ program: StreamedProgram) -> BackendOutput {
        if let failure = TimelineBudget.failure(program, fps: options.fps) { return BackendOutput(failure: failure) }
        let (options, format) = (options, format)
        return BackendOutput(
            Artefact(fileExtension: fileExtension) { sink in
                switch format {
                case .json: try TimelineRenderer.writeJSON(program, options: options, to: sink)
                case .csv: try TimelineRenderer.writeCSV(program, options: options, to: sink)
                }
            })
    }
}

extension TimelineBudget {
    /// The one artefact `write` makes of `program`'s timeline sampled with `options`, or the
    /// failure when that timeline would pass the limit: a backend that needs the whole
    /// timeline at once (the preview) emits so.
    /// The limit is checked now; the timeline is evaluated and written when the artefact is.
    public static func sampled(
        _ program: Program, options: TimelineOptions, as fileExtension: String,
        _ write: @escaping @Sendable (Timeline, ArtefactSink) throws -> Void
    ) -> BackendOutput {
        if let failure = failure(StreamedProgram(program), fps: options.fps) { return BackendOutput(failure: failure) }
        return BackendOutput(
            Artefact(fileExtension: fileExtension) { sink in
                try write(TimelineEvaluator.evaluate(program, options: options), sink)
            })
    }

    /// The message when `program`'s timeline at `fps` passes `maximumSamples`: the preview,
    /// which samples the same timeline, refuses it in the same words.
    public static func failure(_ program: StreamedProgram, fps: Int) -> String? {
        guard sampleCount(of: program.outlines, fps: fps) > maximumSamples else { return nil }
        return "the timeline of '\(program.sourceName)' at \(fps) fps would hold more than "
            + "\(maximumSamples) samples; lower '--fps' or split the file"
    }
}
