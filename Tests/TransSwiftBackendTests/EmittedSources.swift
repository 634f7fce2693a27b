// Test helper: emitted Swift written to disk and type-checked against the stub SDK.
import Foundation
import XCTest

/// A scratch directory of emitted Swift files, removed by `remove()`.
struct EmittedSources {
    let directory: URL
    private(set) var files: [URL] = []

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("transc-emitted-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// Writes `text` as `name` (e.g. `card.swift`) and returns its URL.
    @discardableResult
    mutating func add(_ name: String, _ text: String) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        files.append(url)
        return url
    }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }
}

/// Fails unless `result` type-checked with no error and no warning.
func assertTypechecksClean(
    _ result: TypecheckResult, _ what: String, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertTrue(
        result.succeeded, "\(what) failed to type-check (exit \(result.exitCode)):\n\(result.output.prefix(20_000))",
        file: file, line: line)
    XCTAssertEqual(
        result.warnings, [], "\(what) has warnings:\n\(result.output.prefix(20_000))", file: file, line: line)
}
