// The `trans-timeline/1` JSON written straight into bytes, sample by sample, without a tree.

import TransJSON

/// Writes the timeline's JSON in the layout `JSONText.pretty` gives its document (two-space
/// indentation, scalar-only arrays and objects on one line, `[]` when empty), one transition
/// after another into a byte buffer. Building a `JSONValue` per sample first took four times the
/// memory of the text and most of the time (issue 13); this writes each number once, in place.
struct TimelineJSONWriter {
    /// The format tag readers check first.
    static let format = "trans-timeline/1"

    private(set) var bytes: [UInt8] = []

    /// The whole document of `timeline`, ending with a newline.
    static func document(_ timeline: Timeline) -> [UInt8] {
        var writer = TimelineJSONWriter()
        writer.writeHead(timeline)
        for index in timeline.transitions.indices { writer.write(timeline.transitions[index], first: index == 0) }
        writer.writeTail(timeline)
        return writer.bytes
    }

    /// The document of `timeline` handed to `sink` in pieces of about `chunkSize` bytes or more,
    /// cut after whole transitions, so the text of a large timeline is never held at once.
    static func write(
        _ timeline: Timeline, chunkSize: Int, to sink: (UnsafeBufferPointer<UInt8>) throws -> Void
    ) rethrows {
        var writer = TimelineJSONWriter()
        writer.bytes.reserveCapacity(chunkSize + chunkSize / 2)
        writer.writeHead(timeline)
        for index in timeline.transitions.indices {
            writer.write(timeline.transitions[index], first: index == 0)
            if writer.bytes.count >= chunkSize { try writer.drain(to: sink) }
        }
        writer.writeTail(timeline)
        try writer.drain(to: sink)
    }

    /// Hands the bytes written so far to `sink` and forgets them, keeping the buffer.
    private mutating func drain(to sink: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
        try bytes.withUnsafeBufferPointer { try sink($0) }
        bytes.removeAll(keepingCapacity: true)
    }

    /// Everything before the first transition.
    private mutating func writeHead(_ timeline: Timeline) {
        append("{\n  \"format\": ")
        string(Self.format)
        append(",\n  \"source\": ")
        string(timeline.sourceName)
        append(",\n  \"container\": { \"width\": ")
        number(timeline.options.containerWidth)
        append(", \"height\": ")
        number(timeline.options.containerHeight)
        append(" },\n  \"fps\": ")
        number(Double(timeline.options.fps))
        append(",\n  \"transitions\": ")
        append(timeline.transitions.isEmpty ? "[]" : "[")
    }

    /// One element of `transitions`, at indentation level 2.
    private mutating func write(_ transition: TransitionTimeline, first: Bool) {
        append(first ? "\n    {\n      \"name\": " : ",\n    {\n      \"name\": ")
        string(transition.name)
        append(",\n      \"phases\": ")
        list(transition.phases, indentation: 3) { writer, phase in writer.write(phase) }
        append("\n    }")
    }

    /// Everything after the last transition.
    private mutating func writeTail(_ timeline: Timeline) {
        append(timeline.transitions.isEmpty ? "\n}\n" : "\n  ]\n}\n")
    }

    /// A phase at indentation level 4 (inside a transition's `phases`).
    private mutating func write(_ phase: PhaseTimeline) {
        append("{\n          \"phase\": ")
        string(phase.kind.rawValue)
        append(",\n          \"duration\": ")
        number(phase.duration)
        append(phase.isApproximate ? ",\n          \"approximate\": true" : ",\n          \"approximate\": false")
        append(",\n          \"tracks\": ")
        list(phase.tracks, indentation: 5) { writer, track in
            writer.append("{\n              \"target\": ")
            writer.string(track.target.name)
            writer.append(",\n              \"property\": ")
            writer.string(track.property.rawValue)
            writer.append(",\n              \"samples\": ")
            writer.samples(track)
            writer.append("\n            }")
        }
        append("\n        }")
    }

    /// The track's samples at indentation level 7, one `[t, value…]` per line, as `list` lays
    /// out an array of arrays.
    private mutating func samples(_ track: TrackTimeline) {
        guard !track.times.isEmpty else { return append("[]") }
        let width = track.width
        track.values.withUnsafeBufferPointer { values in
            for (index, time) in track.times.enumerated() {
                append(index == 0 ? "[\n                [" : ",\n                [")
                number(time)
                for value in values[index * width..<(index + 1) * width] {
                    append(", ")
                    number(value)
                }
                append("]")
            }
        }
        append("\n              ]")
    }

    /// `elements` as a JSON array whose elements are not scalars: `[]` when empty, otherwise
    /// one element per line at `indentation + 1` levels, the `]` at `indentation` levels.
    private mutating func list<Element>(
        _ elements: [Element], indentation: Int, _ element: (inout TimelineJSONWriter, Element) -> Void
    ) {
        guard !elements.isEmpty else { return append("[]") }
        append("[")
        for (index, value) in elements.enumerated() {
            append(index == 0 ? "\n" : ",\n")
            indent(indentation + 1)
            element(&self, value)
        }
        append("\n")
        indent(indentation)
        append("]")
    }

    private mutating func indent(_ levels: Int) {
        for _ in 0..<levels { append("  ") }
    }

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    private mutating func string(_ text: String) {
        bytes.append(contentsOf: JSONText.quoted(text, escaping: .standard).utf8)
    }

    /// `value` in `DecimalFormat`; `null` for NaN and the infinities.
    private mutating func number(_ value: Double) {
        if !DecimalFormat.append(value, to: &bytes) { append("null") }
    }
}
