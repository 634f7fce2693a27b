import XCTest

// Output files are written whole or not at all: failures leave existing outputs untouched.
@testable import TransDriver

final class AtomicOutputTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = try scratchDirectory(for: self)
    }

    func testAFailedCompileLeavesAnExistingOutputUntouchedAndWritesNothing() throws {
        try write("bad\n", to: "\(directory)/card.trans")
        try write("previous", to: "\(directory)/card.swift")
        XCTAssertEqual(
            transc("compile", "\(directory)/card.trans", "-o", "\(directory)/card.swift").status, .inputErrors)
        XCTAssertEqual(contents(of: "\(directory)/card.swift"), "previous")
        XCTAssertEqual(try listing(of: directory), ["card.swift", "card.trans"])
    }

    func testInADirectoryOnlyTheFailedInputIsSkipped() throws {
        try write("bad\n", to: "\(directory)/bad.trans")
        try write("fine\n", to: "\(directory)/good.trans")
        let output = "\(directory)/out"
        let result = transc("compile", "\(directory)/bad.trans", "\(directory)/good.trans", "-o", output)
        XCTAssertEqual(result.status, .inputErrors)
        XCTAssertEqual(try listing(of: output), ["good.swift"])
    }

    func testASuccessfulCompileReplacesTheOutputAndLeavesNoTemporaryFile() throws {
        try write("fine\n", to: "\(directory)/card.trans")
        try write("previous", to: "\(directory)/card.swift")
        XCTAssertEqual(transc("compile", "\(directory)/card.trans", "-o", "\(directory)/card.swift"), DriverResult())
        XCTAssertEqual(contents(of: "\(directory)/card.swift")?.hasPrefix("\(directory)/card.trans: emit=swift"), true)
        XCTAssertEqual(try listing(of: directory), ["card.swift", "card.trans"])
    }

    func testAnUnwritableOutputIsTwoAndLeavesNothingBehind() throws {
        try write("fine\n", to: "\(directory)/card.trans")
        let output = "\(directory)/missing/dir/card.swift"
        XCTAssertEqual(
            transc("compile", "\(directory)/card.trans", "-o", output),
            DriverResult(
                status: .usageOrIO,
                standardError: "transc: error: cannot write '\(output)': no such file or directory\n"))
        XCTAssertEqual(try listing(of: directory), ["card.trans"])
    }

    func testWritingOverADirectoryFailsAndKeepsIt() throws {
        try FileManager.default.createDirectory(atPath: "\(directory)/taken", withIntermediateDirectories: false)
        try write("inside", to: "\(directory)/taken/keep")
        XCTAssertThrowsError(try FileIO.write(Array("new".utf8), to: "\(directory)/taken")) { error in
            XCTAssertEqual("\(error)", "is a directory")
        }
        XCTAssertEqual(try listing(of: directory), ["taken"])
        XCTAssertEqual(contents(of: "\(directory)/taken/keep"), "inside")
    }
}
