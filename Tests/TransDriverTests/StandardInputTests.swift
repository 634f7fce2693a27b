import XCTest

// `-` reads standard input, named `<stdin>` in diagnostics, and only when asked for.
@testable import TransDriver

final class StandardInputTests: XCTestCase {
    func testDashReadsStandardInputNamedStdin() {
        XCTAssertEqual(
            transc("check", "--diagnostics", "llvm", "-", stdin: "\nbad\n"),
            DriverResult(status: .inputErrors, standardError: "<stdin>:2:1: error: bad word\n"))
    }

    func testCompileFromStandardInputToStandardOutput() {
        XCTAssertEqual(
            transc("compile", "-", stdin: "fine"),
            DriverResult(standardOutput: "<stdin>: emit=swift format=json fps=60 container=393.0x852.0 target=15.0\n"))
    }

    func testStandardInputIsReadOnlyForDash() throws {
        let path = try scratchDirectory(for: self) + "/a.trans"
        try write("fine", to: path)
        let driver = Driver(
            environment: [:], standardErrorIsTerminal: false,
            readStandardInput: {
                XCTFail("read standard input"); return []
            }, compiler: stubCompiler)
        XCTAssertEqual(driver.run(["check", path]).status, .success)
    }

    func testAnUnreadableStandardInputIsAnError() {
        let driver = Driver(
            environment: [:], standardErrorIsTerminal: false,
            readStandardInput: { throw FileError(description: "bad file descriptor") }, compiler: stubCompiler)
        XCTAssertEqual(
            driver.run(["check", "-"]),
            DriverResult(
                status: .usageOrIO, standardError: "transc: error: cannot read '<stdin>': bad file descriptor\n"))
    }

    func testStandardInputToAFileButNotIntoADirectory() throws {
        let directory = try scratchDirectory(for: self)
        XCTAssertEqual(transc("compile", "-", "-o", "\(directory)/out.swift", stdin: "fine").status, .success)
        XCTAssertEqual(contents(of: "\(directory)/out.swift")?.hasPrefix("<stdin>: emit=swift"), true)
        XCTAssertEqual(
            transc("compile", "-", "-o", directory, stdin: "fine"),
            DriverResult(
                status: .usageOrIO,
                standardError: "transc: error: the output of standard input needs a file name; use '-o FILE'\n"
                    + "see 'transc help compile'\n"))
    }
}
