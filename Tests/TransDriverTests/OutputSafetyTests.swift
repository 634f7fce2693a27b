// Writing an output never damages what is at its path: modes are kept, links are written
// through, devices and FIFOs are written directly, and failures leave the old file whole.
import Foundation
import XCTest

@testable import TransDriver

final class OutputSafetyTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = try scratchDirectory(for: self)
    }

    /// Linux's `makedev` for small numbers (the macro is not imported into Swift).
    private func deviceNumber(major: UInt, minor: UInt) -> dev_t {
        dev_t((major << 8) | minor)
    }

    private func mode(of path: String) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
    }

    func testFormatWriteKeepsTheFileMode() throws {
        for permissions in [0o444, 0o600, 0o755] {
            let path = "\(directory)/m\(String(permissions, radix: 8)).trans"
            try write("let  a = 1\n", to: path)
            try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: path)
            XCTAssertEqual(transc(["fmt", "--write", path]).status, .success)
            XCTAssertEqual(contents(of: path), "let a = 1\n")
            XCTAssertEqual(try mode(of: path), permissions)
        }
    }

    func testASymbolicLinkIsWrittenThroughAndKept() throws {
        try write("old", to: "\(directory)/target.swift")
        try FileManager.default.createSymbolicLink(
            atPath: "\(directory)/link.swift", withDestinationPath: "target.swift")
        try FileIO.write(Array("new".utf8), to: "\(directory)/link.swift")
        XCTAssertEqual(contents(of: "\(directory)/target.swift"), "new")
        XCTAssertEqual(
            try FileManager.default.destinationOfSymbolicLink(atPath: "\(directory)/link.swift"), "target.swift")
        XCTAssertEqual(try listing(of: directory), ["link.swift", "target.swift"])
    }

    func testADanglingSymbolicLinkCreatesItsTarget() throws {
        try FileManager.default.createSymbolicLink(atPath: "\(directory)/link.swift", withDestinationPath: "made.swift")
        try FileIO.write(Array("new".utf8), to: "\(directory)/link.swift")
        XCTAssertEqual(contents(of: "\(directory)/made.swift"), "new")
    }

    func testAHardLinkedFileIsRewrittenInPlaceSoEveryLinkSeesIt() throws {
        try write("old text", to: "\(directory)/a.swift")
        try FileManager.default.linkItem(atPath: "\(directory)/a.swift", toPath: "\(directory)/b.swift")
        try FileIO.write(Array("new".utf8), to: "\(directory)/a.swift")
        XCTAssertEqual(contents(of: "\(directory)/a.swift"), "new")
        XCTAssertEqual(contents(of: "\(directory)/b.swift"), "new")
        XCTAssertTrue(FileIO.isSameFile("\(directory)/a.swift", "\(directory)/b.swift"))
    }

    func testACharacterDeviceIsWrittenAndNeverReplaced() throws {
        // A null device of our own, inside the scratch directory: never the machine's /dev/null.
        let device = "\(directory)/null"
        guard mknod(device, S_IFCHR | 0o666, deviceNumber(major: 1, minor: 3)) == 0 else {
            throw XCTSkip("mknod is not permitted here (errno \(errno)); the device case is untested")
        }
        try FileIO.write(Array("swift".utf8), to: device)
        var info = stat()
        XCTAssertEqual(lstat(device, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFCHR, "the device is still a device")
        XCTAssertEqual(try listing(of: directory), ["null"])
    }

    func testAFullDeviceIsAClearErrorAndStaysADevice() throws {
        let device = "\(directory)/full"
        guard mknod(device, S_IFCHR | 0o666, deviceNumber(major: 1, minor: 7)) == 0 else {
            throw XCTSkip("mknod is not permitted here (errno \(errno)); the device case is untested")
        }
        XCTAssertThrowsError(try FileIO.write(Array("swift".utf8), to: device)) { error in
            XCTAssertEqual("\(error)", "no space left on device")
        }
        var info = stat()
        XCTAssertEqual(lstat(device, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFCHR)
    }

    func testAFIFOIsWrittenDirectly() throws {
        let fifo = "\(directory)/pipe"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let received = LockedBytes()
        let reader = Thread {
            received.set((try? FileIO.contents(ofFile: fifo)) ?? [])
        }
        reader.start()
        try FileIO.write(Array("through the pipe".utf8), to: fifo)
        while !received.isSet { usleep(1000) }
        XCTAssertEqual(String(decoding: received.bytes, as: UTF8.self), "through the pipe")
        var info = stat()
        XCTAssertEqual(lstat(fifo, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO)
    }

    func testAFullDiskLeavesTheOldFileWholeAndNoTemporaryFile() throws {
        try write("previous", to: "\(directory)/card.swift")
        let full: WriteCall = { _, _, _ in
            errno = ENOSPC
            return -1
        }
        XCTAssertThrowsError(try FileIO.write(Array("new".utf8), to: "\(directory)/card.swift", using: full)) {
            XCTAssertEqual("\($0)", "no space left on device")
        }
        XCTAssertEqual(contents(of: "\(directory)/card.swift"), "previous")
        XCTAssertEqual(try listing(of: directory), ["card.swift"])
    }

    func testAFullDiskLeavesAHardLinkedFileWhole() throws {
        try write("previous", to: "\(directory)/a.swift")
        try FileManager.default.linkItem(atPath: "\(directory)/a.swift", toPath: "\(directory)/b.swift")
        let full: WriteCall = { _, _, _ in
            errno = ENOSPC
            return -1
        }
        XCTAssertThrowsError(try FileIO.write(Array("new".utf8), to: "\(directory)/a.swift", using: full))
        XCTAssertEqual(contents(of: "\(directory)/b.swift")?.hasPrefix("previous"), true)
    }

    func testAnUnwritableOutputIsExitTwoWithTheReason() throws {
        try write("fine\n", to: "\(directory)/card.trans")
        try write("a file", to: "\(directory)/plain")
        let output = "\(directory)/plain/card.swift"
        XCTAssertEqual(
            transc("compile", "\(directory)/card.trans", "-o", output),
            DriverResult(
                status: .usageOrIO, standardError: "transc: error: cannot write '\(output)': not a directory\n"))
    }

    func testOutputEqualToTheInputIsRefusedInAnySpelling() throws {
        let input = "\(directory)/card.trans"
        try write("fine\n", to: input)
        try FileManager.default.createSymbolicLink(atPath: "\(directory)/alias.swift", withDestinationPath: input)
        for output in [input, "\(directory)/./card.trans", "\(directory)/alias.swift"] {
            let result = transc("compile", input, "-o", output)
            XCTAssertEqual(result.status, .usageOrIO, output)
            XCTAssertTrue(result.standardError.contains("would overwrite an input"), result.standardError)
        }
        XCTAssertEqual(contents(of: input), "fine\n")
    }

    func testASignalRemovesTheTemporaryFileInProgress() throws {
        let temporary = "\(directory)/.card.swift.transc-1"
        try write("partial", to: temporary)
        TemporaryFiles.register(temporary)
        TemporaryFiles.removeRegistered()  // what the SIGINT/SIGTERM handler runs
        TemporaryFiles.unregister()
        XCTAssertEqual(try listing(of: directory), [])
    }
}

/// Bytes one thread hands to another.
final class LockedBytes: @unchecked Sendable {
    private let lock = NSLock()
    private var value: [UInt8]?

    func set(_ bytes: [UInt8]) { lock.withLock { value = bytes } }
    var isSet: Bool { lock.withLock { value != nil } }
    var bytes: [UInt8] { lock.withLock { value ?? [] } }
}
