// `--help`, `-h`, `help COMMAND`, `--version`, and what usage errors print.
import TransDriver
import XCTest

final class HelpTests: XCTestCase {
    func testVersion() {
        XCTAssertEqual(transc("--version"), DriverResult(standardOutput: "transc 0.1.0\n"))
    }

    func testOverviewListsEveryCommand() {
        let result = transc("--help")
        XCTAssertEqual(result.exitCode, 0)
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(transc("-h"), result)
        XCTAssertEqual(transc("help"), result)
        for command in ["compile", "check", "fmt", "preview", "lsp", "help"] {
            XCTAssertTrue(result.standardOutput.contains("\n  \(command) "), command)
        }
        XCTAssertFalse(result.standardOutput.contains("not yet available"))
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

    func testLanguageServerHasHelpAndServesStandardInput() {
        let help = transc("help", "lsp")
        XCTAssertEqual(help.exitCode, 0)
        XCTAssertTrue(help.standardOutput.hasPrefix("usage: transc lsp\n"))
        XCTAssertEqual(transc("lsp", "--help"), help)
        let messages = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#,
            #"{"jsonrpc":"2.0","method":"exit"}"#,
        ]
        let served = transc("lsp", stdin: messages.map { "Content-Length: \($0.utf8.count)\r\n\r\n\($0)" }.joined())
        XCTAssertEqual(served.status, .success)
        XCTAssertEqual(served.standardError, "")
        XCTAssertTrue(served.standardOutput.hasPrefix("Content-Length: "))
        XCTAssertTrue(served.standardOutput.hasSuffix(#"{"id":2,"jsonrpc":"2.0","result":null}"#))
        XCTAssertEqual(transc("lsp", stdin: ""), DriverResult(status: .inputErrors))
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
