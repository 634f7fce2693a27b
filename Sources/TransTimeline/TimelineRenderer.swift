// Timeline → text: the JSON of LANGUAGE.md (`--emit timeline`) or CSV for spreadsheets.
import TransBackend
import TransModel

/// Renders a timeline as text. The same timeline always gives the same bytes.
public enum TimelineRenderer {
    /// The `trans-timeline/1` JSON document of LANGUAGE.md: keys in the documented order,
    /// two-space indentation, each sample `[t, value…]` on one line, numbers in the
    /// timeline's decimal format (6 places, no exponent, no `-0`), a final newline.
    public static func json(_ timeline: Timeline) -> String {
        String(decoding: TimelineJSONWriter.document(timeline), as: UTF8.self)
    }

    /// The same JSON document as `json(_:)`, byte for byte, handed to `sink` in pieces cut
    /// after whole transitions once at least `chunkSize` bytes are ready: a caller writing to a
    /// file holds one piece at a time instead of the whole text and its copies.
    public static func writeJSON(
        _ timeline: Timeline, chunkSize: Int = 1 << 20, to sink: (UnsafeBufferPointer<UInt8>) throws -> Void
    ) rethrows {
        try TimelineJSONWriter.write(timeline, chunkSize: chunkSize, to: sink)
    }

    /// `writeJSON(_:chunkSize:to:)` of `program`'s timeline sampled with `options`, the same
    /// bytes, with each transition evaluated as it is handed over, written and dropped: what
    /// `transc compile --emit timeline` writes, holding one transition's samples at a time.
    public static func writeJSON(
        _ program: StreamedProgram, options: TimelineOptions, chunkSize: Int = 1 << 20, to sink: ArtefactSink
    ) throws {
        try TimelineJSONWriter.write(program, options: options, chunkSize: chunkSize, to: sink)
    }

    /// `csv(_:)` of `program`'s timeline sampled with `options`, the same bytes, handed to `sink`
    /// in pieces of whole transitions, each evaluated as it is handed over.
    public static func writeCSV(
        _ program: StreamedProgram, options: TimelineOptions, chunkSize: Int = 1 << 20, to sink: ArtefactSink
    ) throws {
        try TimelineTable.write(program, options: options, chunkSize: chunkSize, to: sink)
    }

    /// One CSV row per sample under the header `transition,phase,target,property,t,v1,v2,v3,v4`:
    /// v1…v4 are x, y, width, height for a frame, and v1 alone (v2…v4 empty) for any other
    /// property. RFC 4180: CRLF after every record, fields with `,`, `"`, CR or LF quoted with
    /// `"` doubled. Numbers as in the JSON; a phase without tracks has no rows.
    public static func csv(_ timeline: Timeline) -> String {
        TimelineTable.csv(timeline)
    }
}
