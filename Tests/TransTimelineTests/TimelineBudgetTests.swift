// The timeline's size is known before it is built, exactly.
import TransModel
import XCTest

@testable import TransTimeline

final class TimelineBudgetTests: XCTestCase {
    func testTheSampleCountMatchesTheSampleTimes() {
        for fps in [1, 24, 30, 60, 120, 1000] {
            for end: Double in [0, 1e-10, 0.001, 0.25, 0.3, 0.5, 1 / 3, 0.55, 1, 2.7, 10, 59.999, 60] {
                XCTAssertEqual(
                    sampleTimeCount(end: end, fps: fps), sampleTimes(end: end, fps: fps).count, "\(end) at \(fps)")
            }
        }
    }
}
