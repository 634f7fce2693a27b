import TransModel
import TransSyntax
import XCTest

// Parsing every flag of `check` and `compile`, and every usage error with its message and hint.
@testable import TransDriver

final class ArgumentParserTests: XCTestCase {
    private func check(_ arguments: String...) throws -> CheckRequest {
        guard case .check(let request) = try ArgumentParser.parse(arguments) else { throw Unexpected() }
        return request
    }

    private func compile(_ arguments: String...) throws -> CompileRequest {
        guard case .compile(let request) = try ArgumentParser.parse(arguments) else { throw Unexpected() }
        return request
    }

    private func usageError(_ arguments: String...) -> UsageError? {
        usageError(arguments)
    }

    private func usageError(_ arguments: [String]) -> UsageError? {
        do {
            _ = try ArgumentParser.parse(arguments)
            return nil
        } catch {
            return error
        }
    }

    private struct Unexpected: Error {}

    func testCheckDefaults() throws {
        let request = try check("check", "a.trans")
        XCTAssertEqual(request.inputs.files, ["a.trans"])
        XCTAssertFalse(request.verify)
        XCTAssertEqual(request.inputs.diagnostics, .pretty)
        XCTAssertEqual(request.inputs.options.deploymentTarget, DeploymentTarget(major: 15, minor: 0))
    }

    func testCheckFlagsBeforeAndAfterFiles() throws {
        let request = try check(
            "check", "--verify", "a.trans", "--diagnostics", "json", "b.trans", "--deployment-target", "17.2")
        XCTAssertEqual(request.inputs.files, ["a.trans", "b.trans"])
        XCTAssertTrue(request.verify)
        XCTAssertEqual(request.inputs.diagnostics, .json)
        XCTAssertEqual(request.inputs.options.deploymentTarget, DeploymentTarget(major: 17, minor: 2))
    }

    func testLongOptionValuesMayFollowAnEqualsSignAndTheLastValueWins() throws {
        let request = try check(
            "check", "--diagnostics=llvm", "a.trans", "--deployment-target=16", "--diagnostics", "json")
        XCTAssertEqual(request.inputs.diagnostics, .json)
        XCTAssertEqual(request.inputs.options.deploymentTarget, DeploymentTarget(major: 16, minor: 0))
    }

    func testCompileDefaults() throws {
        let request = try compile("compile", "card.trans")
        let options = request.inputs.options
        XCTAssertNil(request.output)
        XCTAssertEqual(options.emit, .swift)
        XCTAssertEqual(options.timelineFormat, .json)
        XCTAssertEqual(options.fps, 60)
        XCTAssertEqual(options.containerWidth, 393)
        XCTAssertEqual(options.containerHeight, 852)
        XCTAssertEqual(options.deploymentTarget, DeploymentTarget(major: 15, minor: 0))
    }

    func testCompileFlags() throws {
        let request = try compile(
            "compile", "-o", "out", "card.trans", "--emit", "timeline", "--format", "csv", "--fps", "1000",
            "--container", "390.5x844", "--deployment-target", "17", "--diagnostics", "llvm", "sheet.trans")
        let options = request.inputs.options
        XCTAssertEqual(request.inputs.files, ["card.trans", "sheet.trans"])
        XCTAssertEqual(request.output, "out")
        XCTAssertEqual(options.emit, .timeline)
        XCTAssertEqual(options.timelineFormat, .csv)
        XCTAssertEqual(options.fps, 1000)
        XCTAssertEqual(options.containerWidth, 390.5)
        XCTAssertEqual(options.containerHeight, 844)
        XCTAssertEqual(options.deploymentTarget, DeploymentTarget(major: 17, minor: 0))
        XCTAssertEqual(request.inputs.diagnostics, .llvm)
    }

    func testDoubleDashEndsOptionsAndDashIsStandardInput() throws {
        XCTAssertEqual(
            try check("check", "-", "--", "--verify", "-x.trans").inputs.files, ["-", "--verify", "-x.trans"])
        XCTAssertFalse(try check("check", "--", "--verify").verify)
    }

    func testTopLevelCommands() throws {
        guard case .help(nil) = try ArgumentParser.parse(["--help"]),
            case .help(nil) = try ArgumentParser.parse(["-h"]),
            case .help(nil) = try ArgumentParser.parse(["help"]),
            case .help(.compile) = try ArgumentParser.parse(["help", "compile"]),
            case .help(.fmt) = try ArgumentParser.parse(["help", "fmt"]),
            case .help(.check) = try ArgumentParser.parse(["check", "a.trans", "--help"]),
            case .help(.compile) = try ArgumentParser.parse(["compile", "-h"]),
            case .version = try ArgumentParser.parse(["--version"]),
            case .lsp = try ArgumentParser.parse(["lsp"]),
            case .help(.lsp) = try ArgumentParser.parse(["lsp", "--help"]),
            case .help(.lsp) = try ArgumentParser.parse(["help", "lsp"])
        else { return XCTFail("a top-level command parsed wrongly") }
        XCTAssertTrue(Driver.isLanguageServer(["lsp"]))
        XCTAssertFalse(Driver.isLanguageServer(["lsp", "--help"]))
        XCTAssertFalse(Driver.isLanguageServer(["check", "lsp"]))
    }

    func testUsageErrors() {
        let cases: [([String], String, String)] = [
            ([], "missing command", "see 'transc --help'"),
            (["build"], "unknown command 'build'", "see 'transc --help'"),
            (["--foo"], "unknown option '--foo'", "see 'transc --help'"),
            (["help", "build"], "unknown command 'build'", "see 'transc --help'"),
            (["help", "check", "x"], "unexpected argument 'x'", "see 'transc --help'"),
            (["--version", "x"], "unexpected argument 'x'", "see 'transc --help'"),
            (["lsp", "x.trans"], "unexpected argument 'x.trans'", "see 'transc help lsp'"),
            (["lsp", "--stdio"], "unexpected argument '--stdio'", "see 'transc help lsp'"),
            (["check", "--foo", "a.trans"], "unknown option '--foo'", "see 'transc help check'"),
            (["check", "--foo=1", "a.trans"], "unknown option '--foo'", "see 'transc help check'"),
            (["check", "--fps", "30", "a.trans"], "unknown option '--fps'", "see 'transc help check'"),
            (["check", "-o", "x", "a.trans"], "unknown option '-o'", "see 'transc help check'"),
            (["compile", "--verify", "a.trans"], "unknown option '--verify'", "see 'transc help compile'"),
            (["check"], "no input files", "see 'transc help check'"),
            (["compile", "--emit", "swift"], "no input files", "see 'transc help compile'"),
            (["check", "-", "a.trans", "-"], "standard input ('-') can be read only once", "see 'transc help check'"),
            (["check", "a.trans", "--diagnostics"], "option '--diagnostics' needs a value", "see 'transc help check'"),
            (["compile", "a.trans", "-o"], "option '-o' needs a value", "see 'transc help compile'"),
            (["check", "--verify=yes", "a.trans"], "option '--verify' takes no value", "see 'transc help check'"),
            (
                ["check", "--diagnostics", "xml", "a.trans"],
                "invalid value 'xml' for '--diagnostics': expected 'pretty', 'llvm' or 'json'",
                "see 'transc help check'"
            ),
            (
                ["compile", "--emit", "kotlin", "a.trans"],
                "invalid value 'kotlin' for '--emit': expected 'swift' or 'timeline'", "see 'transc help compile'"
            ),
            (
                ["compile", "--emit", "timeline", "--format", "xml", "a.trans"],
                "invalid value 'xml' for '--format': expected 'json' or 'csv'", "see 'transc help compile'"
            ),
            (
                ["compile", "--format", "csv", "a.trans"],
                "option '--format' applies only to '--emit timeline'", "see 'transc help compile'"
            ),
            (
                ["compile", "--uikit", "catalyst", "a.trans"],
                "invalid value 'catalyst' for '--uikit': expected 'apple' or 'model'", "see 'transc help compile'"
            ),
            (
                ["compile", "--emit", "timeline", "--uikit", "model", "a.trans"],
                "option '--uikit' applies only to Swift output", "see 'transc help compile'"
            ),
            (["check", "--uikit", "model", "a.trans"], "unknown option '--uikit'", "see 'transc help check'"),
        ]
        for (arguments, message, hint) in cases {
            let error = usageError(arguments)
            XCTAssertEqual(error?.message, message, "\(arguments)")
            XCTAssertEqual(error?.hint, hint, "\(arguments)")
        }
    }

    func testUIKitChoosesTheUIKitModelOrApplesWhichIsTheDefault() throws {
        XCTAssertEqual(try compile("compile", "a.trans").inputs.options.uikit, .apple)
        XCTAssertEqual(try compile("compile", "--uikit", "model", "a.trans").inputs.options.uikit, .model)
        XCTAssertEqual(try compile("compile", "--uikit=apple", "a.trans").inputs.options.uikit, .apple)
    }

    func testFPSMustBeAWholeNumberFromOneToAThousand() throws {
        XCTAssertEqual(try compile("compile", "--fps", "1", "a.trans").inputs.options.fps, 1)
        for bad in ["0", "1001", "-5", "+5", "30.0", "1e2", "thirty", "", "٣"] {
            XCTAssertEqual(
                usageError("compile", "--fps", bad, "a.trans")?.message,
                "invalid value '\(bad)' for '--fps': expected a whole number from 1 to 1000")
        }
    }

    func testContainerIsTwoPositiveDecimals() throws {
        let options = try compile("compile", "--container", "1x0.5", "a.trans").inputs.options
        XCTAssertEqual(options.containerWidth, 1)
        XCTAssertEqual(options.containerHeight, 0.5)
        for bad in [
            "393", "393x", "x852", "0x852", "393x0", "-1x2", "1x2x3", "1.x2", ".5x2", "1e3x2", "0x10x2", "393X852",
            "infxnan",
        ] {
            XCTAssertEqual(
                usageError("compile", "--container", bad, "a.trans")?.message,
                "invalid value '\(bad)' for '--container': expected WIDTHxHEIGHT in points, such as 393x852")
        }
    }

    func testDeploymentTarget() throws {
        XCTAssertEqual(
            try check("check", "--deployment-target", "15.0", "a.trans").inputs.options.deploymentTarget,
            DeploymentTarget(major: 15, minor: 0))
        for bad in ["15.0.1", "ios15", "15.", ".5", "+15", "", "fifteen"] {
            XCTAssertEqual(
                usageError("check", "--deployment-target", bad, "a.trans")?.message,
                "invalid value '\(bad)' for '--deployment-target': expected an iOS version such as 15.0")
        }
    }
}
