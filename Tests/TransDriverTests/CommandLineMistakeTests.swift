// The command-line mistakes a new user makes, each answered with what to type instead.
import TransDriver
import XCTest

final class CommandLineMistakeTests: XCTestCase {
    private func usageError(_ arguments: String...) -> String {
        let result = transc(arguments)
        XCTAssertEqual(result.status, .usageOrIO, "\(arguments)")
        return result.standardError
    }

    func testMisspelledCommandsAndOptionsGetADidYouMean() {
        XCTAssertEqual(
            usageError("compil", "a.trans"),
            "transc: error: unknown command 'compil'; did you mean 'compile'?\nsee 'transc --help'\n")
        XCTAssertEqual(
            usageError("help", "previw"),
            "transc: error: unknown command 'previw'; did you mean 'preview'?\nsee 'transc --help'\n")
        XCTAssertEqual(
            usageError("compile", "a.trans", "--emitt", "timeline"),
            "transc: error: unknown option '--emitt'; did you mean '--emit'?\nsee 'transc help compile'\n")
        XCTAssertEqual(
            usageError("--verison"),
            "transc: error: unknown option '--verison'; did you mean '--version'?\nsee 'transc --help'\n")
        XCTAssertEqual(
            usageError("build"), "transc: error: unknown command 'build'\nsee 'transc --help'\n",
            "nothing close, nothing suggested")
    }

    func testHelpHelpShowsTheOverview() {
        XCTAssertEqual(transc("help", "help"), transc("--help"))
    }

    func testEveryHelpPageEndsWithANewline() {
        for command in ["compile", "check", "fmt", "preview", "lsp", "help"] {
            let page = transc("help", command).standardOutput
            XCTAssertTrue(page.hasSuffix("\n"), command)
            XCTAssertFalse(page.hasSuffix("\n\n"), command)
        }
    }

    func testADeploymentTargetBelowIOS15IsRefused() {
        XCTAssertEqual(
            usageError("compile", "a.trans", "--deployment-target", "8"),
            "transc: error: invalid value '8' for '--deployment-target': the oldest supported iOS is 15.0\n"
                + "see 'transc help compile'\n")
        XCTAssertEqual(
            usageError("check", "a.trans", "--deployment-target", "14.9"),
            "transc: error: invalid value '14.9' for '--deployment-target': the oldest supported iOS is 15.0\n"
                + "see 'transc help check'\n")
    }

    func testSamplingOptionsWarnThatSwiftOutputIgnoresThem() throws {
        let directory = try scratchDirectory(for: self)
        try write("fine", to: "\(directory)/card.trans")
        let swift = transc("compile", "\(directory)/card.trans", "--fps", "30", "--container", "320x568")
        XCTAssertEqual(swift.status, .success)
        XCTAssertEqual(
            swift.standardError,
            """
            transc: warning: option '--fps' does not apply to Swift output; it shapes '--emit timeline' and 'preview'
            transc: warning: option '--container' does not apply to Swift output; it shapes '--emit timeline' and 'preview'

            """)
        let timeline = transc("compile", "\(directory)/card.trans", "--emit", "timeline", "--fps", "30")
        XCTAssertEqual(timeline.standardError, "")
    }
}
