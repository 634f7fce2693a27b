// `WordCases.spelled` is `init(rawValue:)` found another way: the checker reads keyframe
// modes with it.
import TransCurves
import XCTest

@testable import TransChecker

final class WordCasesTests: XCTestCase {
    func testFindsWhatRawValueFinds() {
        let modes = WordCases<KeyframeMode>()
        for mode in KeyframeMode.allCases {
            XCTAssertEqual(modes.spelled(mode.rawValue), mode, mode.rawValue)
        }
        for word in ["", "Cubic", "cubic ", "cubix", "line", "linears", "pacey", "discrete2", "reverse"] {
            XCTAssertEqual(modes.spelled(word), KeyframeMode(rawValue: word), word)
        }
    }
}
