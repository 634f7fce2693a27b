// Outputs are written piece by piece as the backend makes them, and the write rules still hold:
// a backend that fails part way leaves an existing file as it was, and standard output gets
// each piece as it comes.
import Foundation
import TransBackend
import XCTest

@testable import TransDriver

final class StreamedOutputTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = try scratchDirectory(for: self)
    }

    /// A compiler whose artefact hands out `pieces` one at a time, then fails if `failure` is set.
    private func streaming(_ pieces: [String], failure: String? = nil) -> Compiler {
        Compiler(
            check: { _, _ in [] },
            compile: { _, _ in
                CompileResult(
                    diagnostics: [],
                    artefact: Artefact(fileExtension: "swift") { sink in
                        for piece in pieces { try Artefact.write(piece, to: sink) }
                        if let failure { throw BackendFailure(failure) }
                    })
            })
    }

    func testEveryPieceReachesTheFileInOrder() throws {
        try write("fine\n", to: "\(directory)/card.trans")
        let result = transc(
            ["compile", "\(directory)/card.trans", "-o", "\(directory)/card.swift"],
            compiler: streaming(["one\n", "two\n", "three\n"]))
        XCTAssertEqual(result, DriverResult())
        XCTAssertEqual(contents(of: "\(directory)/card.swift"), "one\ntwo\nthree\n")
        XCTAssertEqual(try listing(of: directory), ["card.swift", "card.trans"])
    }

    func testABackendFailingPartWayLeavesTheOldFileAndNoTemporaryFile() throws {
        try write("fine\n", to: "\(directory)/card.trans")
        try write("previous", to: "\(directory)/card.swift")
        let result = transc(
            ["compile", "\(directory)/card.trans", "-o", "\(directory)/card.swift"],
            compiler: streaming(["partial\n", "more\n"], failure: "the backend stopped"))
        XCTAssertEqual(result, DriverResult(status: .usageOrIO, standardError: "transc: error: the backend stopped\n"))
        XCTAssertEqual(contents(of: "\(directory)/card.swift"), "previous")
        XCTAssertEqual(try listing(of: directory), ["card.swift", "card.trans"])
    }

    func testABackendFailingPartWayLeavesAHardLinkedFileWhole() throws {
        try write("fine\n", to: "\(directory)/card.trans")
        try write("previous", to: "\(directory)/card.swift")
        try FileManager.default.linkItem(atPath: "\(directory)/card.swift", toPath: "\(directory)/other.swift")
        let result = transc(
            ["compile", "\(directory)/card.trans", "-o", "\(directory)/card.swift"],
            compiler: streaming(["partial\n"], failure: "the backend stopped"))
        XCTAssertEqual(result.status, .usageOrIO)
        XCTAssertEqual(contents(of: "\(directory)/card.swift"), "previous")
        XCTAssertEqual(contents(of: "\(directory)/other.swift"), "previous")
    }

    func testAFailingWriteStopsTheBackendAndKeepsTheOldFile() throws {
        try write("previous", to: "\(directory)/card.swift")
        var produced: [String] = []
        let full: WriteCall = { _, _, _ in
            errno = ENOSPC
            return -1
        }
        XCTAssertThrowsError(
            try FileIO.write(to: "\(directory)/card.swift", using: full) { sink in
                for piece in ["a", "b"] {
                    produced.append(piece)
                    try Artefact.write(piece, to: sink)
                }
            }
        ) { XCTAssertEqual("\($0)", "no space left on device") }
        XCTAssertEqual(produced, ["a"], "the first failed write ends the output")
        XCTAssertEqual(contents(of: "\(directory)/card.swift"), "previous")
        XCTAssertEqual(try listing(of: directory), ["card.swift"])
    }

    func testStandardOutputGetsEachPieceAsItIsMade() throws {
        try write("fine\n", to: "\(directory)/card.trans")
        let received = LockedPieces()
        let driver = Driver(
            environment: [:], standardErrorIsTerminal: false, readStandardInput: { [] },
            compiler: streaming(["one\n", "two\n"]), writeStandardOutput: { received.append(Array($0)) })
        let result = driver.run(["compile", "\(directory)/card.trans", "\(directory)/card.trans"])
        XCTAssertEqual(result, DriverResult())
        XCTAssertEqual(
            received.pieces.map { String(decoding: $0, as: UTF8.self) }, ["one\n", "two\n", "one\n", "two\n"])
    }

    func testAFailedStandardOutputIsReportedOnceAndEndsTheWriting() throws {
        try write("fine\n", to: "\(directory)/card.trans")
        let received = LockedPieces()
        let driver = Driver(
            environment: [:], standardErrorIsTerminal: false, readStandardInput: { [] },
            compiler: streaming(["one\n", "two\n"]),
            writeStandardOutput: { bytes in
                received.append(Array(bytes))
                throw FileError(code: EPIPE)
            })
        let result = driver.run(["compile", "\(directory)/card.trans", "\(directory)/card.trans"])
        XCTAssertEqual(
            result,
            DriverResult(
                status: .usageOrIO, standardError: "transc: error: cannot write to standard output: broken pipe\n"))
        XCTAssertEqual(received.pieces.count, 1)
    }

    func testABackendFailingPartWayOnStandardOutputIsItsOwnMessage() throws {
        try write("fine\n", to: "\(directory)/card.trans")
        let result = transc(
            ["compile", "\(directory)/card.trans"], compiler: streaming(["partial\n"], failure: "the backend stopped"))
        XCTAssertEqual(
            result,
            DriverResult(
                status: .usageOrIO, standardOutput: "partial\n", standardError: "transc: error: the backend stopped\n"))
    }
}

/// Pieces of output one closure hands a test.
private final class LockedPieces: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [[UInt8]] = []

    func append(_ piece: [UInt8]) { lock.withLock { stored.append(piece) } }
    var pieces: [[UInt8]] { lock.withLock { stored } }
}
