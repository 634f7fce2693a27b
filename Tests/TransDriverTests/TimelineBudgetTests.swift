// A timeline too large to hold fails at once with a message instead of exhausting memory.
import XCTest

@testable import TransDriver

final class TimelineBudgetTests: XCTestCase {
    private func transitions(_ count: Int) -> String {
        (0..<count).map { index in
            """
            transition T\(index) {
                style: custom
                present {
                    duration: 1s
                    animate presented { alpha: 0 -> 1 }
                }
                dismiss: reverse
            }

            """
        }.joined()
    }

    func testTenThousandTransitionsAtAThousandFramesASecondAreRefusedClearly() {
        let result = transc(
            ["compile", "-", "--emit", "timeline", "--fps", "1000"], stdin: transitions(10_000), compiler: .pipeline)
        XCTAssertEqual(
            result,
            DriverResult(
                status: .usageOrIO,
                standardError:
                    "transc: error: the timeline of '<stdin>' at 1000 fps would hold more than 2000000 samples; lower '--fps' or split the file\n"
            ))
    }

    func testTheSameFileAtSixtyFramesASecondFits() {
        let result = transc(["compile", "-", "--emit", "timeline"], stdin: transitions(100), compiler: .pipeline)
        XCTAssertEqual(result.status, .success)
        XCTAssertTrue(result.standardOutput.contains("trans-timeline/1"))
    }
}
