// `--reduce-motion`: a flag of `compile --emit timeline` and `preview` that shows the variant
// run with Reduce Motion on; it takes no value, and with Swift output it is a warning.
import TransTestSupport
import XCTest

@testable import TransDriver

final class ReduceMotionOptionTests: XCTestCase {
    private var path = ""

    override func setUpWithError() throws {
        path = try scratchDirectory(for: self) + "/sheet.trans"
        try write(
            """
            transition Sheet {
                style: custom
                presentation { frame: bottom(height: 300) }
                present { duration: 0.4s, animate presented { frame: offscreen(bottom) -> final } }
                dismiss: reverse
            }

            """, to: path)
    }

    private func real(_ arguments: String...) -> DriverResult {
        transc(arguments, compiler: .pipeline)
    }

    func testTheTimelineSaysSoAndHoldsTheFrame() {
        let reduced = real("compile", path, "--emit", "timeline", "--reduce-motion")
        XCTAssertEqual(reduced.status, .success)
        XCTAssertTrue(
            reduced.standardOutput.contains("\"fps\": 60,\n  \"reduceMotion\": true,\n"), reduced.standardOutput)
        XCTAssertFalse(reduced.standardOutput.contains(", 852, 393, 300]"), "the frame never starts off screen")
        let csv = real("compile", path, "--emit", "timeline", "--format", "csv", "--reduce-motion")
        XCTAssertTrue(csv.standardOutput.contains("Sheet,present,presented,alpha,0,0,,,"), csv.standardOutput)
        let written = real("compile", path, "--emit", "timeline")
        XCTAssertFalse(written.standardOutput.contains("reduceMotion"))
        XCTAssertTrue(written.standardOutput.contains(", 852, 393, 300]"))
    }

    func testThePreviewPlaysTheReducedVariant() {
        let reduced = real("preview", path, "--reduce-motion")
        XCTAssertEqual(reduced.status, .success)
        XCTAssertTrue(reduced.standardOutput.contains("\"reduceMotion\": true"), "its embedded timeline says so")
        XCTAssertNotEqual(reduced.standardOutput, real("preview", path).standardOutput)
        XCTAssertEqual(real("preview", path, "--reduce-motion", "--format", "svg").status, .success)
    }

    func testItTakesNoValueAndWarnsWithSwiftOutput() {
        let valued = real("compile", path, "--emit", "timeline", "--reduce-motion=yes")
        XCTAssertEqual(valued.status, .usageOrIO)
        XCTAssertTrue(valued.standardError.contains("option '--reduce-motion' takes no value"), valued.standardError)
        let swift = real("compile", path, "--reduce-motion")
        XCTAssertEqual(swift.status, .success)
        XCTAssertEqual(
            swift.standardError,
            "transc: warning: option '--reduce-motion' does not apply to Swift output, which reads "
                + "'UIAccessibility.isReduceMotionEnabled' at run time; it shapes '--emit timeline' and 'preview'\n")
        XCTAssertEqual(swift.standardOutput, real("compile", path).standardOutput)
        XCTAssertEqual(real("check", path, "--reduce-motion").status, .usageOrIO)
    }
}
