// The one golden harness: every pinned output lives under `Tests/Goldens/KIND/`, and one
// switch, `TRANSC_UPDATE_GOLDENS=1`, re-records them all (then review the diff).
import Foundation
import XCTest

/// Byte-for-byte comparison of an output with its golden file.
public enum GoldenFile {
    /// The environment variable that re-records goldens instead of comparing with them.
    public static let updateSwitch = "TRANSC_UPDATE_GOLDENS"

    /// Whether this run re-records goldens (`TRANSC_UPDATE_GOLDENS=1`).
    public static var isUpdating: Bool { ProcessInfo.processInfo.environment[updateSwitch] == "1" }

    /// `Tests/Goldens/path`.
    public static func url(_ path: String) -> URL {
        PackagePaths.goldens.appendingPathComponent(path)
    }

    /// The golden files of folder `kind` (`swift`, `timeline`, `preview`), sorted by name.
    public static func names(in kind: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url(kind).path).sorted()
    }

    /// Whether `output` is `Tests/Goldens/path` byte for byte; when updating, the golden is
    /// written first. The message names the first line that differs and how to re-record.
    public static func mismatch(_ output: String, _ path: String) throws -> String? {
        let golden = url(path)
        if isUpdating {
            try FileManager.default.createDirectory(
                at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(output.utf8).write(to: golden, options: .atomic)
        }
        guard let expected = FileManager.default.contents(atPath: golden.path) else {
            return "no golden \(path); run with \(updateSwitch)=1 and review it"
        }
        let text = String(decoding: expected, as: UTF8.self)
        guard text != output else { return nil }
        return "\(path) differs from its golden at line \(firstDifferentLine(text, output)); "
            + "run with \(updateSwitch)=1 and review the diff"
    }

    private static func firstDifferentLine(_ a: String, _ b: String) -> Int {
        let left = a.split(separator: "\n", omittingEmptySubsequences: false)
        let right = b.split(separator: "\n", omittingEmptySubsequences: false)
        return
            (zip(left, right).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(left.count, right.count)) + 1
    }
}

/// Asserts `output` equals `Tests/Goldens/path` (re-recording it under `TRANSC_UPDATE_GOLDENS=1`).
public func assertMatchesGolden(
    _ output: String, _ path: String, file: StaticString = #filePath, line: UInt = #line
) {
    do {
        if let mismatch = try GoldenFile.mismatch(output, path) { XCTFail(mismatch, file: file, line: line) }
    } catch {
        XCTFail("\(path): \(error)", file: file, line: line)
    }
}
