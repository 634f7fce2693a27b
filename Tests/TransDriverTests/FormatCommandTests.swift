import Foundation
import TransTestSupport
import XCTest

// `transc fmt`: printing, `--check`, `--write`, standard input, syntax errors and usage errors.
@testable import TransDriver

final class FormatCommandTests: XCTestCase {
    private var directory = ""
    private let unformatted = "transition T{\n  style:custom,\n}\n"
    private let formatted = "transition T {\n    style: custom\n}\n"
    private let broken = "transition T {\n    style: custom,,\n}\n"

    override func setUpWithError() throws {
        directory = try scratchDirectory(for: self)
    }

    /// The inode of the file at `path`: a rewrite (a rename over it) changes it.
    private func inode(_ path: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
    }

    private func request(_ arguments: String...) throws -> FormatRequest? {
        guard case .fmt(let request) = try ArgumentParser.parse(arguments) else { return nil }
        return request
    }

    func testOneFileIsPrintedFormattedAndLeftAsItIs() throws {
        let path = "\(directory)/t.trans"
        try write(unformatted, to: path)
        XCTAssertEqual(transc("fmt", path), DriverResult(standardOutput: formatted))
        XCTAssertEqual(contents(of: path), unformatted)
    }

    func testStandardInputIsPrintedFormatted() {
        XCTAssertEqual(transc("fmt", "-", stdin: unformatted), DriverResult(standardOutput: formatted))
    }

    func testCheckNamesEachFileThatNeedsFormattingAndExitsOne() throws {
        try write(unformatted, to: "\(directory)/a.trans")
        try write(formatted, to: "\(directory)/b.trans")
        try write(unformatted, to: "\(directory)/c.trans")
        XCTAssertEqual(
            transc("fmt", "--check", "\(directory)/a.trans", "\(directory)/b.trans", "\(directory)/c.trans"),
            DriverResult(
                status: .inputErrors,
                standardError: "\(directory)/a.trans: needs formatting\n\(directory)/c.trans: needs formatting\n"))
        XCTAssertEqual(contents(of: "\(directory)/a.trans"), unformatted)
        XCTAssertEqual(try listing(of: directory), ["a.trans", "b.trans", "c.trans"])
    }

    func testCheckOfFormattedFilesIsSilentAndExitsZero() throws {
        try write(formatted, to: "\(directory)/a.trans")
        XCTAssertEqual(transc("fmt", "--check", "\(directory)/a.trans", "-", stdin: formatted), DriverResult())
    }

    func testCheckNamesStandardInputAsStdin() {
        XCTAssertEqual(
            transc("fmt", "-", "--check", stdin: unformatted),
            DriverResult(status: .inputErrors, standardError: "<stdin>: needs formatting\n"))
    }

    func testWriteRewritesOnlyTheFilesThatChange() throws {
        let changed = "\(directory)/a.trans"
        let unchanged = "\(directory)/b.trans"
        try write(unformatted, to: changed)
        try write(formatted, to: unchanged)
        let before = (try inode(changed), try inode(unchanged))
        XCTAssertEqual(transc("fmt", "--write", changed, unchanged), DriverResult())
        XCTAssertEqual(contents(of: changed), formatted)
        XCTAssertEqual(contents(of: unchanged), formatted)
        XCTAssertNotEqual(try inode(changed), before.0)
        XCTAssertEqual(try inode(unchanged), before.1)
        XCTAssertEqual(try listing(of: directory), ["a.trans", "b.trans"])
        XCTAssertEqual(transc("fmt", "--check", changed, unchanged), DriverResult())
    }

    func testAFileWithSyntaxErrorsIsReportedAndLeftUntouchedInEveryMode() throws {
        let bad = "\(directory)/bad.trans"
        let good = "\(directory)/good.trans"
        try write(broken, to: bad)
        try write(unformatted, to: good)
        let diagnostic = "\(bad):2:19: error: unexpected ','\n"
        for arguments in [["fmt", bad], ["fmt", "--check", bad], ["fmt", "--write", bad, good]] {
            let result = transc(arguments)
            XCTAssertEqual(result.status, .inputErrors, "\(arguments)")
            XCTAssertEqual(result.standardOutput, "", "\(arguments)")
            XCTAssertTrue(result.standardError.hasPrefix(diagnostic), result.standardError)
            XCTAssertEqual(contents(of: bad), broken)
        }
        XCTAssertEqual(contents(of: good), formatted)
    }

    func testAnUnreadableFileIsTwoAndTheOthersAreStillFormatted() throws {
        let good = "\(directory)/good.trans"
        try write(unformatted, to: good)
        let missing = "\(directory)/missing.trans"
        XCTAssertEqual(
            transc("fmt", "--write", missing, good),
            DriverResult(
                status: .usageOrIO,
                standardError: "transc: error: cannot read '\(missing)': no such file or directory\n"))
        XCTAssertEqual(contents(of: good), formatted)
    }

    func testTheModes() throws {
        XCTAssertEqual(try request("fmt", "a.trans")?.mode, .print)
        XCTAssertEqual(try request("fmt", "-")?.mode, .print)
        XCTAssertEqual(try request("fmt", "--check", "a.trans", "b.trans")?.mode, .check)
        XCTAssertEqual(try request("fmt", "a.trans", "-", "--check")?.files, ["a.trans", "-"])
        XCTAssertEqual(try request("fmt", "a.trans", "b.trans", "--write")?.mode, .write)
        XCTAssertEqual(try request("fmt", "a.trans", "--help"), nil)
    }

    func testUsageErrors() {
        let cases: [([String], String)] = [
            (["fmt"], "no input files"),
            (["fmt", "a.trans", "b.trans"], "formatting several files needs '--check' or '--write'"),
            (["fmt", "--check", "--write", "a.trans"], "'--check' and '--write' cannot be combined"),
            (["fmt", "--write", "-"], "'--write' cannot rewrite standard input"),
            (["fmt", "--check=yes", "a.trans"], "option '--check' takes no value"),
            (["fmt", "--emit", "swift", "a.trans"], "unknown option '--emit'"),
            (["fmt", "-", "-", "--check"], "standard input ('-') can be read only once"),
        ]
        for (arguments, message) in cases {
            XCTAssertEqual(
                transc(arguments),
                DriverResult(
                    status: .usageOrIO, standardError: "transc: error: \(message)\nsee 'transc help fmt'\n"),
                "\(arguments)")
        }
        for command in ["check", "compile"] {
            XCTAssertEqual(transc(command, "--write", "a.trans").status, .usageOrIO)
            XCTAssertEqual(transc(command, "--check", "a.trans").status, .usageOrIO)
        }
    }

    func testEverySpecSampleIsAlreadyFormatted() throws {
        let samples = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.specSamples.path)
            .filter { $0.hasSuffix(".trans") }.sorted().map { PackagePaths.specSamples.appendingPathComponent($0).path }
        XCTAssertGreaterThanOrEqual(samples.count, 8)
        XCTAssertEqual(transc(["fmt", "--check"] + samples), DriverResult())
    }

    func testFormattingIsDeterministic() throws {
        let path = PackagePaths.specSamples.appendingPathComponent("card.trans").path
        let first = transc("fmt", path)
        XCTAssertEqual(first.status, .success)
        XCTAssertEqual(transc("fmt", path), first)
        XCTAssertEqual(first.standardOutput, contents(of: path))
    }

    func testHelp() {
        let help = transc("help", "fmt")
        XCTAssertEqual(transc("fmt", "--help"), help)
        XCTAssertTrue(help.standardOutput.hasPrefix("usage: transc fmt FILE… [--check | --write]"))
        for option in ["--check", "--write", "needs formatting"] {
            XCTAssertTrue(help.standardOutput.contains(option), option)
        }
    }
}
