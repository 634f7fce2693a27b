// The spec's samples through the real pipeline: these wait on the front end, checker and backends.
import Foundation
import TransDriver
import TransTestSupport
import XCTest

final class SpecSampleTests: XCTestCase {
    private func samples(in folder: String) throws -> [String] {
        let directory = PackagePaths.specSamples.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".trans") }.sorted().map { directory.appendingPathComponent($0).path }
    }

    /// `transc ARGUMENTS` with the real pipeline.
    private func real(_ arguments: String...) -> DriverResult {
        transc(arguments, compiler: .pipeline)
    }

    /// Clean: exit 0, no error or warning. The page flip has no `dismiss` and gets the one note,
    /// `sema.dismiss-by-default` (UIKit slides it out); the others print nothing.
    func testEverySampleChecksClean() throws {
        for path in try samples(in: "") {
            let result = real("check", "--diagnostics", "llvm", path)
            XCTAssertEqual(result.status, .success, path)
            let lines = result.standardError.split(separator: "\n")
            XCTAssertEqual(lines.filter { !$0.contains(": note: ") }, [], path)
            XCTAssertEqual(lines.count, path.hasSuffix("/page-flip.trans") ? 1 : 0, path)
        }
    }

    func testEveryErrorSamplePassesVerify() throws {
        for path in try samples(in: "errors") {
            XCTAssertEqual(real("check", "--verify", path), DriverResult(), path)
            XCTAssertFalse(real("check", path).standardError.isEmpty, path)
        }
    }

    func testEverySampleCompilesToSwiftAndToATimeline() throws {
        for path in try samples(in: "") {
            for emit in ["swift", "timeline"] {
                let result = real("compile", path, "--emit", emit)
                XCTAssertEqual(result.status, .success, "\(path) as \(emit)")
                XCTAssertFalse(result.standardOutput.isEmpty, "\(path) as \(emit)")
            }
        }
    }

    func testTheCLIMarkdownExample() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("sheet.trans").path
        try """
        // A presentation controller only runs under the custom presentation style.
        transition Sheet {
            style: fullScreen
            presentation {
                frame: bottom(height: 300)
            }
        }

        """.write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(
            real("check", path).standardError,
            """
            \(path):4:5: error: a presentation block requires 'style: custom'
             3 |     style: fullScreen
             4 |     presentation {
               |     ^~~~~~~~~~~~
               = fix-it: replace 'fullScreen' with 'custom'

            """)
    }

    func testCompilingTwiceGivesTheSameBytes() throws {
        let card = PackagePaths.specSamples.appendingPathComponent("card.trans").path
        let first = real("compile", card, "--emit", "timeline")
        XCTAssertEqual(first.status, .success)
        XCTAssertEqual(real("compile", card, "--emit", "timeline"), first)
    }
}
