// The built `transc` against a standard output nobody reads: exit 2 and a message, not SIGPIPE.
import Foundation
import TransTestSupport
import XCTest

final class ProcessStreamTests: XCTestCase {
    func testAClosedStandardOutputIsExitTwoWithAMessage() throws {
        let directory = try scratchDirectory(for: self)
        let input = "\(directory)/card.trans"
        try write(
            "transition Card {\n    style: custom\n    present {\n        duration: 0.3s\n"
                + "        animate presented { alpha: 0 -> 1 }\n    }\n    dismiss: reverse\n}\n", to: input)
        let process = Process()
        process.executableURL = try builtTranscExecutable()
        process.arguments = ["compile", input]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try output.fileHandleForReading.close()  // nobody will read: writes get EPIPE
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .exit, "not killed by SIGPIPE")
        XCTAssertEqual(process.terminationStatus, 2)
        XCTAssertEqual(
            String(decoding: message, as: UTF8.self), "transc: error: cannot write to standard output: broken pipe\n")
    }
}
