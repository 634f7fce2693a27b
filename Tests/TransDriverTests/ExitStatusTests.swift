// Exit statuses of `check` and `compile`: 0 with warnings, 1 for errors, 2 for usage and I/O.
import TransDriver
import XCTest

final class ExitStatusTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = try scratchDirectory(for: self)
        try write("clean\n", to: "\(directory)/clean.trans")
        try write("odd\n", to: "\(directory)/odd.trans")
        try write("bad\n", to: "\(directory)/bad.trans")
    }

    func testCheck() {
        XCTAssertEqual(transc("check", "\(directory)/clean.trans"), DriverResult())
        XCTAssertEqual(transc("check", "\(directory)/odd.trans").status, .success)
        XCTAssertEqual(transc("check", "\(directory)/bad.trans").status, .inputErrors)
        XCTAssertEqual(transc("check", "\(directory)/clean.trans", "\(directory)/bad.trans").status, .inputErrors)
    }

    func testCompile() {
        XCTAssertEqual(transc("compile", "\(directory)/clean.trans").status, .success)
        XCTAssertEqual(transc("compile", "\(directory)/odd.trans").status, .success)
        XCTAssertEqual(transc("compile", "\(directory)/bad.trans").status, .inputErrors)
    }

    func testUnreadableInputIsTwoAndTheOtherInputsStillRun() {
        let result = transc("check", "\(directory)/bad.trans", "\(directory)/missing.trans", "\(directory)/odd.trans")
        XCTAssertEqual(result.status, .usageOrIO)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(
            result.standardError.contains(
                "transc: error: cannot read '\(directory)/missing.trans': no such file or directory\n"))
        XCTAssertTrue(result.standardError.contains("bad.trans:1:1: error: bad word"))
        XCTAssertTrue(result.standardError.contains("odd.trans:1:1: warning: odd word"))
    }

    func testADirectoryIsNotReadable() {
        XCTAssertEqual(
            transc("check", directory),
            DriverResult(
                status: .usageOrIO, standardError: "transc: error: cannot read '\(directory)': is a directory\n"))
    }

    func testVerifyFailsOnAnyMismatchAndPassesSilently() throws {
        try write("bad // expected-error {{word}}\nodd // expected-warning {{word}}\n", to: "\(directory)/met.trans")
        try write("bad\n// expected-error@-1 {{word}}\nbad\n", to: "\(directory)/unmet.trans")
        try write("clean // expected-warning {{word}}\n", to: "\(directory)/missing.trans")
        XCTAssertEqual(transc("check", "--verify", "\(directory)/met.trans"), DriverResult())
        XCTAssertEqual(transc("check", "--verify", "\(directory)/unmet.trans").status, .inputErrors)
        XCTAssertEqual(transc("check", "--verify", "\(directory)/missing.trans").status, .inputErrors)
        XCTAssertEqual(transc("check", "--verify", "\(directory)/clean.trans"), DriverResult())
        XCTAssertEqual(transc("check", "--verify", "\(directory)/odd.trans").status, .inputErrors)
    }
}
