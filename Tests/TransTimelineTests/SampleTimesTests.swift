// Sample times: k/fps while below the end less 1e-9, then the phase's end exactly once.

import TransModel
import XCTest

@testable import TransTimeline

final class SampleTimesTests: XCTestCase {
    func testSixtyFramesPerSecondEndsOnTheEndOnce() {
        let times = sampleTimes(end: 0.5, fps: 60)
        XCTAssertEqual(times.count, 31)
        XCTAssertEqual(times.first, 0)
        XCTAssertEqual(times[1], 1.0 / 60)
        XCTAssertEqual(times[29], 29.0 / 60)
        XCTAssertEqual(times.last, 0.5)
        XCTAssertEqual(times.filter { $0 == 0.5 }.count, 1)
    }

    func testOddFrameRateEndsOffTheGrid() {
        XCTAssertEqual(sampleTimes(end: 0.55, fps: 7), [0, 1.0 / 7, 2.0 / 7, 3.0 / 7, 0.55])
    }

    /// A grid time within 1e-9 below the end is not taken: the end stands in for it.
    func testGridTimeWithinToleranceOfTheEndIsNotRepeated() {
        let end = 0.5 + 5e-10
        let times = sampleTimes(end: end, fps: 60)
        XCTAssertEqual(times.suffix(2), [29.0 / 60, end])
    }

    /// Times come from k, not from adding 1/fps up: k = 300 at 60 fps is 5 exactly.
    func testTimesDoNotAccumulateRoundingError() {
        let times = sampleTimes(end: 10, fps: 60)
        XCTAssertEqual(times[300], 5)
        XCTAssertEqual(times.count, 601)
    }

    func testEveryTrackOfAPhaseSharesTheTimes() {
        let short = Fixtures.track(
            .alpha, Fixtures.number(0), Fixtures.number(1), timing: Fixtures.timing(.linear, duration: 0.2))
        let long = Fixtures.track(
            .scale, Fixtures.number(1), Fixtures.number(2), timing: Fixtures.timing(.linear, duration: 0.3, delay: 0.1))
        let tracks = Fixtures.presentTracks(Fixtures.program(presenting: [short, long]))
        XCTAssertEqual(tracks[0].samples.map(\.time), sampleTimes(end: 0.4, fps: 60))
        XCTAssertEqual(tracks[1].samples.map(\.time), tracks[0].samples.map(\.time))
    }

    func testTimesPrintRoundedToSixPlaces() {
        let track = Fixtures.track(
            .alpha, Fixtures.number(0), Fixtures.number(1), timing: Fixtures.timing(.linear, duration: 0.5))
        let options = TimelineOptions(fps: 7)
        let json = TimelineRenderer.json(
            TimelineEvaluator.evaluate(Fixtures.program(presenting: [track]), options: options))
        XCTAssertTrue(json.contains("[0.142857, "), json)
        XCTAssertTrue(json.contains("[0.285714, "), json)
        XCTAssertTrue(json.contains("[0.5, 1]"), json)
        XCTAssertTrue(json.contains("\"fps\": 7,"), json)
    }
}
