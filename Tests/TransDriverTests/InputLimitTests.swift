// Inputs are read up to a limit and no further; what cannot be read is a clear error.
import Foundation
import XCTest

@testable import TransDriver

final class InputLimitTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = try scratchDirectory(for: self)
    }

    private func check(_ path: String) -> DriverResult {
        transc(["check", path], compiler: .pipeline)
    }

    func testAHundredMegabyteFileIsRefusedAtTheLimitWithoutReadingIt() throws {
        // A sparse file: 100 MB long, no disk used.
        let path = "\(directory)/big.trans"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 100_000_000)
        try handle.close()
        let start = Date()
        XCTAssertEqual(
            check(path),
            DriverResult(
                status: .usageOrIO,
                standardError: "transc: error: cannot read '\(path)': larger than the 16 MiB input limit\n"))
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    }

    func testAnEndlessFIFOStopsAtTheLimit() throws {
        let fifo = "\(directory)/endless"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        signal(SIGPIPE, SIG_IGN)
        let writer = Thread {
            let descriptor = open(fifo, O_WRONLY)
            let chunk = [UInt8](repeating: UInt8(ascii: "\n"), count: 1 << 16)
            while chunk.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) > 0 {}
            close(descriptor)
        }
        writer.start()
        XCTAssertThrowsError(try FileIO.contents(ofFile: fifo, limit: 1 << 20)) { error in
            XCTAssertEqual("\(error)", "larger than the 1 MiB input limit")
        }
    }

    func testAFileAtTheLimitIsRead() throws {
        let path = "\(directory)/exact.trans"
        try Data(repeating: UInt8(ascii: "\n"), count: 4096).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(try FileIO.contents(ofFile: path, limit: 4096).count, 4096)
        XCTAssertThrowsError(try FileIO.contents(ofFile: path, limit: 4095))
    }

    /// A regular file is read straight into an array of its size: the bytes are the file's
    /// whether the size expected is right, short (the file grew since `fstat`) or long.
    func testAFileIsReadWholeWhateverSizeWasExpected() throws {
        let path = "\(directory)/sized.trans"
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(try FileIO.contents(ofFile: path), bytes)
        for expected in [1, 4096, 199_999, 200_000, 200_001, 1 << 20] {
            let descriptor = open(path, O_RDONLY)
            defer { close(descriptor) }
            XCTAssertEqual(try FileIO.contents(ofDescriptor: descriptor, expectedSize: expected), bytes, "\(expected)")
        }
        for (limit, expected) in [(199_999, 200_000), (199_999, 100), (200_000, 200_000), (200_000, 5)] {
            let descriptor = open(path, O_RDONLY)
            defer { close(descriptor) }
            let read = try? FileIO.contents(ofDescriptor: descriptor, limit: limit, expectedSize: expected)
            XCTAssertEqual(read, limit < bytes.count ? nil : bytes, "\(limit), \(expected)")
        }
    }

    func testAMissingFileADirectoryAndAFIFOInput() throws {
        XCTAssertEqual(
            check("\(directory)/missing.trans").standardError,
            "transc: error: cannot read '\(directory)/missing.trans': no such file or directory\n")
        XCTAssertEqual(
            check(directory).standardError, "transc: error: cannot read '\(directory)': is a directory\n")
        let fifo = "\(directory)/source"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let writer = Thread {
            let descriptor = open(fifo, O_WRONLY)
            let text = Array("let a = zz\n".utf8)
            _ = text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        }
        writer.start()
        let result = check(fifo)
        XCTAssertEqual(result.status, .inputErrors)
        XCTAssertTrue(result.standardError.hasPrefix("\(fifo):1:9: error: unknown name 'zz'"), result.standardError)
    }

    func testAMissingFileWhoseNameHoldsALineBreakIsOneEscapedLine() {
        XCTAssertEqual(
            check("\(directory)/a\ntransc: error: forged.trans").standardError,
            "transc: error: cannot read '\(directory)/a\\u{A}transc: error: forged.trans': no such file or directory\n")
    }

    /// A name that is UTF-8 throughout is the string it spells, and turns back into its bytes;
    /// one with a bad byte in the middle keeps the valid parts around it as they are.
    func testNamesDecodeToTheStringTheySpell() {
        for name in ["samples/card.trans", "été/日本 🎬.trans", ""] {
            XCTAssertEqual(SystemPath.decode(Array(name.utf8)), name)
            XCTAssertEqual(SystemPath.bytes(of: name), name.utf8.map { CChar(bitPattern: $0) } + [0])
        }
        let mixed = SystemPath.decode(Array("é/".utf8) + [0xC3] + Array("日.trans".utf8))
        XCTAssertTrue(mixed.hasPrefix("é/") && mixed.hasSuffix("日.trans"), mixed)
        XCTAssertEqual(mixed.unicodeScalars.count, "é/".unicodeScalars.count + 1 + "日.trans".unicodeScalars.count)
    }

    func testAFileNameThatIsNotUTF8Opens() throws {
        let raw: [UInt8] = Array("\(directory)/".utf8) + [0xFF, 0xFE] + Array(".trans".utf8)
        let descriptor = open(raw.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT, 0o644)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        let text = Array("let a = zz\n".utf8)
        _ = text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        let name = SystemPath.decode(raw)
        XCTAssertEqual(SystemPath.bytes(of: name), raw.map { CChar(bitPattern: $0) } + [0])
        let result = check(name)
        XCTAssertEqual(result.status, .inputErrors)
        XCTAssertTrue(
            result.standardError.hasPrefix("\(directory)/\\xFF\\xFE.trans:1:9: error: unknown name 'zz'"),
            result.standardError)
    }
}
