// A closed pipe or a full disk on standard output or error is exit 2, never an abort.
import Foundation
import XCTest

@testable import TransDriver

final class StandardStreamTests: XCTestCase {
    private func failing(_ code: Int32, on failingDescriptor: Int32) -> (WriteCall, LockedBytes) {
        let written = LockedBytes()
        let call: WriteCall = { descriptor, buffer, count in
            if descriptor == failingDescriptor {
                errno = code
                return -1
            }
            written.set(written.bytes + Array(UnsafeRawBufferPointer(start: buffer, count: count)))
            return count
        }
        return (call, written)
    }

    func testAFullStandardOutputIsExitTwoWithAMessage() {
        let (call, written) = failing(ENOSPC, on: STDOUT_FILENO)
        let result = DriverResult(standardOutput: "swift", standardError: "warning\n")
        XCTAssertEqual(result.write(using: call), 2)
        XCTAssertEqual(
            String(decoding: written.bytes, as: UTF8.self),
            "warning\ntransc: error: cannot write to standard output: no space left on device\n")
    }

    func testAClosedStandardErrorIsExitTwo() {
        let (call, _) = failing(EPIPE, on: STDERR_FILENO)
        XCTAssertEqual(DriverResult(status: .inputErrors, standardError: "error\n").write(using: call), 2)
    }

    func testASuccessfulWriteKeepsTheStatus() {
        let (call, written) = failing(EPIPE, on: 99)
        XCTAssertEqual(
            DriverResult(status: .inputErrors, standardOutput: "a", standardError: "b").write(using: call), 1)
        XCTAssertEqual(String(decoding: written.bytes, as: UTF8.self), "ab")
    }

    func testARealClosedPipeIsEPIPENotSIGPIPE() throws {
        signal(SIGPIPE, SIG_IGN)
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        close(ends[0])
        defer { close(ends[1]) }
        XCTAssertThrowsError(try FileIO.writeAll(Array("lost".utf8), to: ends[1])) { error in
            XCTAssertEqual("\(error)", "broken pipe")
        }
    }
}
