// `--help`, `-h`, `help COMMAND`, `--version`, and what usage errors print.
import TransDriver
import XCTest

final class HelpTests: XCTestCase {
    func testVersion() {
        XCTAssertEqual(transc("--version"), DriverResult(standardOutput: "transc 0.1.0\n"))
    }

    func testOverviewListsEveryCommandAndMarksTheUnavailableOnes() {
        let result = transc("--help")
        XCTAssertEqual(result.exitCode, 0)
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(transc("-h"), result)
        XCTAssertEqual(transc("help"), result)
        for command in ["compile", "check", "fmt", "preview", "help"] {
            XCTAssertTrue(result.standardOutput.contains("\n  \(command) "), command)
        }
        let listed = "\n  lsp +\\(not yet available\\)\n"
        XCTAssertNotNil(result.standardOutput.range(of: listed, options: .regularExpression))
    }

    func testCommandHelpNamesEveryOption() {
        let check = transc("help", "check")
        XCTAssertEqual(transc("check", "--help"), check)
        XCTAssertEqual(transc("check", "x.trans", "-h"), check)
        for option in ["--verify", "--diagnostics", "--deployment-target", "pretty|llvm|json"] {
            XCTAssertTrue(check.standardOutput.contains(option), option)
        }
        let compile = transc("help", "compile")
        for option in ["--emit", "--format", "-o PATH", "--fps", "--container", "--deployment-target", "--diagnostics"]
        {
            XCTAssertTrue(compile.standardOutput.contains(option), option)
        }
        XCTAssertTrue(compile.standardOutput.hasPrefix("usage: transc compile FILE…"))
    }

    func testTheUnavailableCommandHasHelpButDoesNotRun() {
        let help = transc("help", "lsp")
        XCTAssertEqual(help.exitCode, 0)
        XCTAssertTrue(help.standardOutput.contains("not yet available"))
        XCTAssertEqual(
            transc("lsp"),
            DriverResult(
                status: .usageOrIO, standardError: "transc: error: 'lsp' is not yet available\nsee 'transc --help'\n"))
    }

    func testUsageErrorsPrintTheErrorAndAHintToStandardErrorAndExitTwo() {
        XCTAssertEqual(
            transc("check", "--foo", "a.trans"),
            DriverResult(
                status: .usageOrIO, standardError: "transc: error: unknown option '--foo'\nsee 'transc help check'\n"))
        XCTAssertEqual(
            transc(),
            DriverResult(status: .usageOrIO, standardError: "transc: error: missing command\nsee 'transc --help'\n"))
    }
}
