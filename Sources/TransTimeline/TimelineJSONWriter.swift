// The `trans-timeline/1` JSON written straight into bytes, sample by sample, without a tree.

import TransBackend
import TransJSON
import TransModel

/// Writes the timeline's JSON in the layout `JSONText.pretty` gives its document (two-space
/// indentation, scalar-only arrays and objects on one line, `[]` when empty), one transition
/// after another into a byte buffer. Building a `JSONValue` per sample first took four times the
/// memory of the text and most of the time (issue 13); this writes each number once, in place.
struct TimelineJSONWriter {
    /// The format tag readers check first.
    static let format = "trans-timeline/1"

    private let buffer: ByteBuffer
    /// The text of the sample times of the phase being written, each time's bytes at
    /// `timeText[timeEnds[k - 1]..<timeEnds[k]]`: every track of a phase shares its times, so
    /// each is formatted once per phase, then copied.
    private let timeText = ByteBuffer(capacity: 4096)
    private var timeEnds: [Int] = []
    /// The times `timeText` holds.
    private var formattedTimes: [Double] = []

    private init(capacity: Int) {
        buffer = ByteBuffer(capacity: capacity)
    }

    /// The whole document of `timeline`, ending with a newline.
    static func document(_ timeline: Timeline) -> [UInt8] {
        var writer = TimelineJSONWriter(capacity: 1 << 16)
        let isEmpty = timeline.transitions.isEmpty
        writer.writeHead(sourceName: timeline.sourceName, options: timeline.options, isEmpty: isEmpty)
        for index in timeline.transitions.indices { writer.write(timeline.transitions[index], first: index == 0) }
        writer.writeTail(isEmpty: isEmpty)
        return Array(writer.buffer.bytes)
    }

    /// The document of `timeline` handed to `sink` in pieces of about `chunkSize` bytes or more,
    /// cut after whole transitions, so the text of a large timeline is never held at once.
    static func write(
        _ timeline: Timeline, chunkSize: Int, to sink: (UnsafeBufferPointer<UInt8>) throws -> Void
    ) rethrows {
        var writer = TimelineJSONWriter(capacity: min(chunkSize, 1 << 24) * 2)
        let isEmpty = timeline.transitions.isEmpty
        writer.writeHead(sourceName: timeline.sourceName, options: timeline.options, isEmpty: isEmpty)
        for index in timeline.transitions.indices {
            try writer.write(timeline.transitions[index], first: index == 0, chunkSize: chunkSize, to: sink)
        }
        writer.writeTail(isEmpty: isEmpty)
        try writer.drain(to: sink)
    }

    /// The document of `program`'s timeline sampled with `options`, the same bytes in the same
    /// pieces as `write(_:chunkSize:to:)` of the evaluated timeline, but each transition
    /// evaluated just before it is written and dropped after: neither the timeline nor its text
    /// is ever held whole (issue 13).
    static func write(
        _ program: StreamedProgram, options: TimelineOptions, chunkSize: Int,
        to sink: (UnsafeBufferPointer<UInt8>) throws -> Void
    ) throws {
        var writer = TimelineJSONWriter(capacity: min(chunkSize, 1 << 24) * 2)
        let isEmpty = program.outlines.isEmpty
        writer.writeHead(sourceName: program.sourceFileName, options: options, isEmpty: isEmpty)
        var first = true
        try TimelineEvaluator.forEachTransition(of: program, options: options) { transition in
            try writer.write(transition, first: first, chunkSize: chunkSize, to: sink)
            first = false
        }
        writer.writeTail(isEmpty: isEmpty)
        try writer.drain(to: sink)
    }

    /// Writes `transition`, then hands the bytes so far to `sink` once they reach `chunkSize`.
    private mutating func write(
        _ transition: TransitionTimeline, first: Bool, chunkSize: Int,
        to sink: (UnsafeBufferPointer<UInt8>) throws -> Void
    ) rethrows {
        write(transition, first: first)
        if buffer.count >= chunkSize { try drain(to: sink) }
    }

    /// Hands the bytes written so far to `sink` and forgets them, keeping the buffer.
    private func drain(to sink: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
        try sink(buffer.bytes)
        buffer.removeAll()
    }

    /// Everything before the first transition.
    private mutating func writeHead(sourceName: String, options: TimelineOptions, isEmpty: Bool) {
        append("{\n  \"format\": ")
        string(Self.format)
        append(",\n  \"source\": ")
        string(sourceName)
        append(",\n  \"container\": { \"width\": ")
        number(options.containerWidth)
        append(", \"height\": ")
        number(options.containerHeight)
        append(" },\n  \"fps\": ")
        number(Double(options.fps))
        if options.reduceMotion { append(",\n  \"reduceMotion\": true") }
        append(",\n  \"transitions\": ")
        append(isEmpty ? "[]" : "[")
    }

    /// One element of `transitions`, at indentation level 2.
    private mutating func write(_ transition: TransitionTimeline, first: Bool) {
        append(first ? "\n    {\n      \"name\": " : ",\n    {\n      \"name\": ")
        string(transition.name)
        if transition.passthrough { append(",\n      \"passthrough\": true") }
        if let blur = transition.blur {
            append(",\n      \"blur\": ")
            string(blur.rawValue)
        }
        if let keyboard = transition.keyboard { write(keyboard) }
        if let rests = transition.rests { write(rests) }
        if let appearance = transition.appearance { write(appearance) }
        append(",\n      \"phases\": ")
        list(transition.phases, indentation: 3) { writer, phase in writer.write(phase) }
        append("\n    }")
    }

    /// Everything after the last transition.
    private mutating func writeTail(isEmpty: Bool) {
        append(isEmpty ? "\n}\n" : "\n  ]\n}\n")
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

    /// A transition's `appearance` member, on one line: what is written, with Core Animation's
    /// defaults filled in; colors as `[red, green, blue, alpha]`.
    private mutating func write(_ appearance: Appearance) {
        append(",\n      \"appearance\": {")
        var first = true
        if let shadow = appearance.shadow {
            openMember("shadow", first: &first)
            append(" \"color\": ")
            color(shadow.color)
            append(", \"opacity\": ")
            number(shadow.opacity)
            append(", \"radius\": ")
            number(shadow.radius)
            append(", \"offset\": [")
            number(shadow.offsetX)
            append(", ")
            number(shadow.offsetY)
            append("] }")
        }
        if let border = appearance.border {
            openMember("border", first: &first)
            append(" \"width\": ")
            number(border.width)
            append(", \"color\": ")
            color(border.color)
            append(" }")
        }
        if let corners = appearance.corners {
            openMember("corners", first: &first)
            append(" \"radius\": ")
            number(corners.radius)
            append(", \"only\": [")
            for (index, corner) in corners.rounded.enumerated() {
                if index > 0 { append(", ") }
                string(corner.rawValue)
            }
            append("], \"curve\": ")
            string(corners.curve.rawValue)
            append(" }")
        }
        append(" }")
    }

    /// Opens `"name": {` as a member of a one-line object, after a comma unless it is the first.
    private func openMember(_ name: StaticString, first: inout Bool) {
        append(first ? " \"" : ", \"")
        append(name)
        append("\": {")
        first = false
    }

    /// A shade track's `gradient` member, on one line: colors, stops, and the unit points of the
    /// first and the last color.
    private mutating func write(_ gradient: ShadeGradient) {
        append(",\n              \"gradient\": { \"colors\": [")
        for (index, value) in gradient.colors.enumerated() {
            if index > 0 { append(", ") }
            color(value)
        }
        append("], \"stops\": [")
        for (index, value) in gradient.stops.enumerated() {
            if index > 0 { append(", ") }
            number(value)
        }
        append("], \"start\": [")
        number(gradient.start.x)
        append(", ")
        number(gradient.start.y)
        append("], \"end\": [")
        number(gradient.end.x)
        append(", ")
        number(gradient.end.y)
        append("] }")
    }

    private func color(_ color: Color) {
        append("[")
        for (index, value) in [color.red, color.green, color.blue, color.alpha].enumerated() {
            if index > 0 { append(", ") }
            number(value)
        }
        append("]")
    }

    /// A transition's `rests` member: its settings on one line, then a line per position.
    private mutating func write(_ rests: RestsTimeline) {
        append(",\n      \"rests\": {\n        \"initial\": ")
        string(rests.initial)
        if let undimmed = rests.largestUndimmed {
            append(", \"largestUndimmed\": ")
            string(undimmed)
        }
        append(rests.dismissible ? ", \"dismissible\": true" : ", \"dismissible\": false")
        append(",\n        \"positions\": [")
        for (index, position) in rests.positions.enumerated() {
            append(index == 0 ? "\n          { \"name\": " : ",\n          { \"name\": ")
            string(position.name)
            append(", \"top\": ")
            number(position.frame.y)
            append(", \"frame\": [")
            for (component, value) in position.frame.components.enumerated() {
                if component > 0 { append(", ") }
                number(value)
            }
            append("] }")
        }
        append("\n        ]\n      }")
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
            if let gradient = track.shadeGradient { writer.write(gradient) }
            writer.append(",\n              \"samples\": ")
            writer.samples(track)
            writer.append("\n            }")
        }
        append("\n        }")
    }

    /// Formats a phase's sample times once into `timeText`.
    private mutating func formatTimes(_ times: [Double]) {
        formattedTimes = times
        timeText.removeAll()
        timeEnds.removeAll(keepingCapacity: true)
        for time in times {
            if !DecimalFormat.append(time, to: timeText) { timeText.append("null") }
            timeEnds.append(timeText.count)
        }
    }

    /// The track's samples at indentation level 7, one `[t, value…]` per line, as `list` lays
    /// out an array of arrays. The times are formatted once for all the tracks that share them
    /// (the same array compares equal at once).
    private mutating func samples(_ track: TrackTimeline) {
        guard !track.times.isEmpty else { return append("[]") }
        if track.times != formattedTimes { formatTimes(track.times) }
        let width = track.width
        let times = timeText.bytes
        track.values.withUnsafeBufferPointer { values in
            var timeStart = 0
            for index in track.times.indices {
                let timeEnd = timeEnds[index]
                let time = UnsafeBufferPointer(rebasing: times[timeStart..<timeEnd])
                timeStart = timeEnd
                append(index == 0 ? "[\n                [" : ",\n                [")
                buffer.append(time)
                numbers(UnsafeBufferPointer(rebasing: values[index * width..<(index + 1) * width]))
                append("]")
            }
        }
        append("\n              ]")
    }

    /// `, v` for each of `values`: runs of numbers the binary path formats are written with one
    /// capacity check for the run; any other number goes through `number`.
    private func numbers(_ values: UnsafeBufferPointer<Double>) {
        var next = 0
        while next < values.count {
            buffer.write(maximum: (values.count - next) * (2 + DecimalFormat.maximumMillionthsLength)) { output in
                var written = 0
                while next < values.count, let millionths = DecimalFormat.roundedMillionths(values[next].magnitude) {
                    output[written] = UInt8(ascii: ",")
                    output[written + 1] = UInt8(ascii: " ")
                    written += 2
                    written += DecimalFormat.writeMillionths(
                        millionths, negative: values[next] < 0, to: output + written)
                    next += 1
                }
                return written
            }
            if next < values.count {
                append(", ")
                number(values[next])
                next += 1
            }
        }
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

    private func append(_ text: StaticString) {
        buffer.append(text)
    }

    /// `text` as a JSON string: printable ASCII without `"` or `\` (every name the checker
    /// accepts) is copied between quotes; anything else goes through `JSONText.quoted`.
    private mutating func string(_ text: String) {
        var text = text
        let copied = text.withUTF8 { utf8 -> Bool in
            guard utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") })
            else { return false }
            append("\"")
            buffer.append(utf8)
            append("\"")
            return true
        }
        guard !copied else { return }
        var quoted = JSONText.quoted(text, escaping: .standard)
        quoted.withUTF8 { buffer.append($0) }
    }

    /// `value` in `DecimalFormat`; `null` for NaN and the infinities.
    private func number(_ value: Double) {
        if !DecimalFormat.append(value, to: buffer) { append("null") }
    }
}
