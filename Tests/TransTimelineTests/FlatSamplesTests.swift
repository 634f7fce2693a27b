// The timeline's flat sample storage and its streamed JSON: samples come back as they went in,
// tracks of one phase share their times, and the JSON handed out in pieces is the document.

import TransModel
import XCTest

@testable import TransTimeline

final class FlatSamplesTests: XCTestCase {
    func testSamplesRoundTripThroughTheFlatValues() {
        let samples = [Sample(time: 0, values: [1, 2, 3, 4]), Sample(time: 0.5, values: [5, 6, 7, 8])]
        let track = TrackTimeline(target: .presented, property: .frame, samples: samples)
        XCTAssertEqual(track.width, 4)
        XCTAssertEqual(track.times, [0, 0.5])
        XCTAssertEqual(track.values, [1, 2, 3, 4, 5, 6, 7, 8])
        XCTAssertEqual(track.samples, samples)
        XCTAssertEqual(TrackTimeline(target: .presented, property: .alpha, samples: []).samples, [])
    }

    func testTracksOfAPhaseShareTheirTimesAndEndAtThePhaseEnd() {
        let timeline = TimelineEvaluator.evaluate(Fixtures.card, options: TimelineOptions(fps: 60))
        for phase in timeline.transitions.flatMap(\.phases) where !phase.tracks.isEmpty {
            let times = phase.tracks[0].times
            XCTAssertEqual(times.last, phase.duration)
            for track in phase.tracks {
                XCTAssertEqual(track.times, times)
                XCTAssertEqual(track.values.count, times.count * track.width)
                XCTAssertEqual(track.width, track.property == .frame ? 4 : 1)
            }
        }
    }

    func testStreamedJSONIsTheDocumentForAnyChunkSize() {
        for program in [JSONGoldenTests.program, Fixtures.card] {
            let timeline = TimelineEvaluator.evaluate(program, options: TimelineOptions(fps: 60))
            let document = Array(TimelineRenderer.json(timeline).utf8)
            for chunkSize in [1, 100, 1 << 20] {
                var streamed: [UInt8] = []
                var pieces = 0
                TimelineRenderer.writeJSON(timeline, chunkSize: chunkSize) { chunk in
                    streamed.append(contentsOf: chunk)
                    pieces += 1
                }
                XCTAssertEqual(streamed, document, "chunk size \(chunkSize)")
                // One piece per transition plus the tail at 1 byte; the whole document at once at 1 MiB.
                if chunkSize != 100 {
                    XCTAssertEqual(pieces, chunkSize == 1 ? timeline.transitions.count + 1 : 1, "chunk \(chunkSize)")
                }
            }
        }
    }

    func testStreamedJSONOfNoTransitionsIsTheDocument() {
        let timeline = Timeline(sourceName: "empty.trans", options: TimelineOptions(), transitions: [])
        var streamed: [UInt8] = []
        TimelineRenderer.writeJSON(timeline, chunkSize: 1) { streamed.append(contentsOf: $0) }
        XCTAssertEqual(String(decoding: streamed, as: UTF8.self), TimelineRenderer.json(timeline))
    }
}
