// The timeline as CSV: one RFC 4180 record per sample, for people with a spreadsheet.
import TransBackend
import TransModel

/// Builds the CSV table.
enum TimelineTable {
    /// The header; every record has as many fields.
    static let header = ["transition", "phase", "target", "property", "t", "v1", "v2", "v3", "v4"]

    /// The most values a sample has (a frame's x, y, width, height).
    private static let valueColumns = 4

    static func csv(_ timeline: Timeline) -> String {
        var output = ""
        appendRecord(header, to: &output)
        for transition in timeline.transitions { append(transition, to: &output) }
        return output
    }

    /// The table of `program`'s timeline sampled with `options`, the same text as `csv(_:)` of
    /// the evaluated timeline, handed to `sink` in pieces cut after whole transitions once at
    /// least `chunkSize` bytes are ready; each transition is evaluated just before its records
    /// are made, so neither the timeline nor the table is held whole (issue 13).
    static func write(
        _ program: StreamedProgram, options: TimelineOptions, chunkSize: Int, to sink: ArtefactSink
    ) throws {
        var output = ""
        appendRecord(header, to: &output)
        try TimelineEvaluator.forEachTransition(of: program, options: options) { transition in
            append(transition, to: &output)
            if output.utf8.count >= chunkSize {
                try Artefact.write(output, to: sink)
                output = ""
            }
        }
        if !output.isEmpty { try Artefact.write(output, to: sink) }
    }

    /// One record per sample of `transition`, phase by phase and track by track.
    private static func append(_ transition: TransitionTimeline, to output: inout String) {
        for phase in transition.phases {
            for track in phase.tracks {
                let leading = [transition.name, phase.kind.rawValue, track.target.name, track.property.rawValue]
                for sample in track.samples {
                    var values = ([sample.time] + sample.values).map { DecimalFormat.string($0) ?? "" }
                    values += repeatElement("", count: max(0, 1 + valueColumns - values.count))
                    appendRecord(leading + values, to: &output)
                }
            }
        }
    }

    /// The fields joined by commas, each quoted where it must be, then CRLF.
    private static func appendRecord(_ fields: [String], to output: inout String) {
        output.append(fields.map(quoted).joined(separator: ","))
        output.append("\r\n")
    }

    /// `field` as RFC 4180 wants it: in double quotes, inner quotes doubled, when it holds a
    /// comma, a double quote, CR or LF; otherwise as is.
    static func quoted(_ field: String) -> String {
        guard field.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }) else {
            return field
        }
        return "\"" + field.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }
}
