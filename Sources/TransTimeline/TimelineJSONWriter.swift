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
        writer.write(timeline)
        return writer.bytes
    }

    private mutating func write(_ timeline: Timeline) {
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
        list(timeline.transitions, indentation: 1) { writer, transition in
            writer.append("{\n      \"name\": ")
            writer.string(transition.name)
            if transition.passthrough { writer.append(",\n      \"passthrough\": true") }
            if let keyboard = transition.keyboard { writer.write(keyboard) }
            writer.append(",\n      \"phases\": ")
            writer.list(transition.phases, indentation: 3) { writer, phase in writer.write(phase) }
            writer.append("\n    }")
        }
        append("\n}\n")
    }

    /// A transition's `keyboard` member, on one line.
    private mutating func write(_ keyboard: KeyboardTimeline) {
        append(",\n      \"keyboard\": { \"avoidance\": ")
        string(keyboard.avoidance.rawValue)
        append(", \"height\": ")
        number(keyboard.height)
        append(", \"frame\": [")
        for (index, value) in keyboard.frame.components.enumerated() {
            if index > 0 { append(", ") }
            number(value)
        }
        append("] }")
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
            writer.list(track.samples, indentation: 7) { writer, sample in
                writer.append("[")
                writer.number(sample.time)
                for value in sample.values {
                    writer.append(", ")
                    writer.number(value)
                }
                writer.append("]")
            }
            writer.append("\n            }")
        }
        append("\n        }")
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
