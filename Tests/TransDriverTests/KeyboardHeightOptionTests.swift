// `--keyboard-height N`: the keyboard the timeline evaluates `keyboard:` avoidance at; refused
// when it is not a number of points, a warning with Swift output.
import TransTestSupport
import XCTest

@testable import TransDriver

final class KeyboardHeightOptionTests: XCTestCase {
    private var path = ""

    override func setUpWithError() throws {
        path = try scratchDirectory(for: self) + "/alert.trans"
        try write(
            """
            transition Alert {
                style: custom
                presentation { frame: center(width: 270, height: 180), keyboard: moveUp }
                present { duration: 0.3s, animate presented { alpha: 0 -> 1 } }
                dismiss: reverse
            }

            """, to: path)
    }

    private func real(_ arguments: String...) -> DriverResult {
        transc(arguments, compiler: .pipeline)
    }

    func testTheTimelineEvaluatesTheAvoidanceAtTheGivenHeight() {
        let standard = real("compile", path, "--emit", "timeline")
        XCTAssertTrue(
            standard.standardOutput.contains(
                "\"keyboard\": { \"avoidance\": \"moveUp\", \"height\": 336, \"frame\": [61.5, 316, 270, 180] }"),
            standard.standardOutput)
        let tall = real("compile", path, "--emit", "timeline", "--keyboard-height=400")
        XCTAssertTrue(
            tall.standardOutput.contains(
                "\"keyboard\": { \"avoidance\": \"moveUp\", \"height\": 400, \"frame\": [61.5, 252, 270, 180] }"),
            tall.standardOutput)
        let none = real("compile", path, "--emit", "timeline", "--keyboard-height", "0")
        XCTAssertTrue(none.standardOutput.contains("\"height\": 0, \"frame\": [61.5, 336, 270, 180] }"))
    }

    func testANonNumberIsAUsageError() {
        for bad in ["abc", "-5", "1e400", ""] {
            let result = real("compile", path, "--emit", "timeline", "--keyboard-height", bad)
            XCTAssertEqual(result.status, .usageOrIO, bad)
            XCTAssertTrue(result.standardError.contains("expected a number of points, 0 or more"), result.standardError)
        }
    }

    func testSwiftOutputWarnsThatItChangesNothing() {
        let result = real("compile", path, "--keyboard-height", "400")
        XCTAssertEqual(result.status, .success)
        XCTAssertEqual(
            result.standardError,
            "transc: warning: option '--keyboard-height' does not apply to Swift output; it shapes '--emit timeline'\n")
        XCTAssertEqual(result.standardOutput, real("compile", path).standardOutput)
    }
}
