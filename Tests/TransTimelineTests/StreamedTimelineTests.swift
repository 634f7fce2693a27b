// `compile --emit timeline` evaluates and writes one transition at a time: its JSON and CSV are
// the bytes of the whole evaluated timeline's, in the same pieces.

import TransModel
import XCTest

@testable import TransTimeline

final class StreamedTimelineTests: XCTestCase {
    /// Programs with keyframes of every mode, shared and distinct tracks, a reversed and a
    /// system phase, dimming, and none at all.
    static let programs = [
        JSONGoldenTests.program, Fixtures.card, SharedSamplesTests.program,
        Fixtures.program([], sourceName: "empty.trans"),
    ]

    static let options: [TimelineOptions] = {
        var reduced = TimelineOptions()
        reduced.reduceMotion = true
        return [TimelineOptions(), reduced, TimelineOptions(fps: 7)]
    }()

    func testStreamedJSONIsTheWholeTimelinesInTheSamePieces() throws {
        for program in Self.programs {
            for options in Self.options {
                let timeline = TimelineEvaluator.evaluate(program, options: options)
                for chunkSize in [1, 100, 1 << 20] {
                    var whole: [[UInt8]] = []
                    TimelineRenderer.writeJSON(timeline, chunkSize: chunkSize) { whole.append(Array($0)) }
                    var streamed: [[UInt8]] = []
                    try TimelineRenderer.writeJSON(StreamedProgram(program), options: options, chunkSize: chunkSize) {
                        streamed.append(Array($0))
                    }
                    XCTAssertEqual(streamed, whole, "\(program.sourceName), \(options), chunk \(chunkSize)")
                }
            }
        }
    }

    func testStreamedCSVIsTheWholeTimelines() throws {
        for program in Self.programs {
            for options in Self.options {
                let csv = TimelineRenderer.csv(TimelineEvaluator.evaluate(program, options: options))
                for chunkSize in [1, 1 << 20] {
                    var streamed: [UInt8] = []
                    var pieces = 0
                    try TimelineRenderer.writeCSV(StreamedProgram(program), options: options, chunkSize: chunkSize) {
                        streamed.append(contentsOf: $0)
                        pieces += 1
                    }
                    XCTAssertEqual(String(decoding: streamed, as: UTF8.self), csv, "\(program.sourceName)")
                    // At 1 byte, the header with the first transition, then one piece per transition.
                    let expected = chunkSize == 1 ? max(program.transitions.count, 1) : 1
                    XCTAssertEqual(pieces, expected, "\(program.sourceName), chunk \(chunkSize)")
                }
            }
        }
    }

    func testTheBackendWritesTheWholeTimelinesBytes() throws {
        for program in Self.programs {
            let options = TimelineOptions(fps: 30)
            let timeline = TimelineEvaluator.evaluate(program, options: options)
            let json = TimelineBackend(options: options, format: .json).emit(program).artefacts.first?.text
            XCTAssertEqual(json, TimelineRenderer.json(timeline), program.sourceName)
            let csv = TimelineBackend(options: options, format: .csv).emit(program).artefacts.first?.text
            XCTAssertEqual(csv, TimelineRenderer.csv(timeline), program.sourceName)
        }
    }
}
