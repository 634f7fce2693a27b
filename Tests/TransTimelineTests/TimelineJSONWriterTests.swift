// The timeline's JSON writer: the layout of the shared pretty printer, byte for byte, without
// building its tree; string escapes; non-finite numbers as null.

import TransJSON
import TransModel
import XCTest

@testable import TransTimeline

final class TimelineJSONWriterTests: XCTestCase {
    /// The document as a `JSONValue` tree printed by `JSONText.pretty`: what the timeline's JSON
    /// was before the writer, kept here as the oracle the writer must match.
    private func prettyDocument(_ timeline: Timeline) -> String {
        func number(_ value: Double) -> JSONValue { .number(value) }
        let transitions = timeline.transitions.map { transition -> JSONValue in
            let phases = transition.phases.map { phase -> JSONValue in
                let tracks = phase.tracks.map { track -> JSONValue in
                    .object([
                        ("target", .string(track.target.name)), ("property", .string(track.property.rawValue)),
                        ("samples", .array(track.samples.map { .array(([$0.time] + $0.values).map(number)) })),
                    ])
                }
                return .object([
                    ("phase", .string(phase.kind.rawValue)), ("duration", number(phase.duration)),
                    ("approximate", .bool(phase.isApproximate)), ("tracks", .array(tracks)),
                ])
            }
            return .object([("name", .string(transition.name)), ("phases", .array(phases))])
        }
        let document = JSONValue.object([
            ("format", .string("trans-timeline/1")), ("source", .string(timeline.sourceName)),
            (
                "container",
                .object([
                    ("width", number(timeline.options.containerWidth)),
                    ("height", number(timeline.options.containerHeight)),
                ])
            ),
            ("fps", number(Double(timeline.options.fps))), ("transitions", .array(transitions)),
        ])
        return JSONText.pretty(document, escaping: .standard, number: { DecimalFormat.string($0) ?? "null" }) + "\n"
    }

    func testMatchesThePrettyPrintedTreeOnEvaluatedPrograms() {
        for program in [JSONGoldenTests.program, Fixtures.card] {
            for fps in [1, 60, 240] {
                let timeline = TimelineEvaluator.evaluate(program, options: TimelineOptions(fps: fps))
                XCTAssertEqual(TimelineRenderer.json(timeline), prettyDocument(timeline), "fps \(fps)")
            }
        }
    }

    func testEmptyListsNonFiniteNumbersAndEscapesMatchThePrettyPrintedTree() {
        let odd = TrackTimeline(
            target: .presented, property: .alpha,
            samples: [Sample(time: 0, values: [.nan, 1, -1]), Sample(time: 0.5, values: [-0.0, .infinity, 1e21])])
        let timeline = Timeline(
            sourceName: "a\"b\\c\nd\te\r\u{01}é→.trans", options: TimelineOptions(),
            transitions: [
                TransitionTimeline(name: "Empty", phases: []),
                TransitionTimeline(
                    name: "Odd",
                    phases: [
                        PhaseTimeline(kind: .present, duration: 0.5, isApproximate: true, tracks: [odd]),
                        PhaseTimeline(kind: .dismiss, duration: 0, isApproximate: false, tracks: []),
                    ]),
            ])
        let json = TimelineRenderer.json(timeline)
        XCTAssertEqual(json, prettyDocument(timeline))
        XCTAssertTrue(json.contains(#""source": "a\"b\\c\nd\te\r\u0001é→.trans","#), json)
        XCTAssertTrue(json.contains("[0, null, 1, -1]"), json)
        XCTAssertTrue(json.contains("[0.5, 0, null, 1000000000000000000000]"), json)
        XCTAssertTrue(json.contains(#""phases": []"#) && json.contains(#""tracks": []"#), json)
        XCTAssertEqual(
            TimelineRenderer.json(Timeline(sourceName: "x", options: TimelineOptions(), transitions: [])),
            prettyDocument(Timeline(sourceName: "x", options: TimelineOptions(), transitions: [])))
    }

    func testSourceIsTheEscapedFileNameWithoutFolders() {
        var program = JSONGoldenTests.program
        program.sourceName = "dir/\"odd\".trans"
        XCTAssertTrue(
            TimelineRenderer.json(TimelineEvaluator.evaluate(program)).contains(#""source": "\"odd\".trans","#))
    }
}
