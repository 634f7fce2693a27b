// The README's commands are pasted as they are: none may leave files in the checkout.
import Foundation
import TransTestSupport
import XCTest

final class ReadmeExampleTests: XCTestCase {
    func testEveryReadmeOutputPathIsAScratchPath() throws {
        let readme = try String(contentsOf: PackagePaths.url("README.md"), encoding: .utf8)
        let commands = readme.split(separator: "\n").filter { $0.hasPrefix("swift run transc ") }
        XCTAssertFalse(commands.isEmpty)
        var outputs: [Substring] = []
        for command in commands {
            let words = command.split(separator: " ")
            for (index, word) in words.enumerated() where word == "-o" && index + 1 < words.count {
                outputs.append(words[index + 1])
            }
        }
        XCTAssertFalse(outputs.isEmpty, "the README shows -o")
        for output in outputs {
            XCTAssertTrue(output.hasPrefix("/tmp/"), "'-o \(output)' would write into the checkout")
        }
    }
}
