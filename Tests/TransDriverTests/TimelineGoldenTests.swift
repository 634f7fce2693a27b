// Every sample's timeline, pinned byte for byte; `TRANSC_UPDATE_GOLDENS=1 swift test` rewrites them.
import Foundation
import TransDriver
import TransSyntax
import XCTest

final class TimelineGoldenTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    private static let goldens = root.appendingPathComponent("Tests/Goldens/timeline")

    private func samples() throws -> [URL] {
        let folder = Self.root.appendingPathComponent("samples")
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "trans" }.sorted { $0.path < $1.path }
    }

    private func timeline(of sample: URL, format: TimelineFormat) throws -> String {
        var options = CompilerOptions()
        options.emit = .timeline
        options.timelineFormat = format
        let file = SourceFile(name: sample.lastPathComponent, bytes: Array(try Data(contentsOf: sample)))
        let result = Pipeline.compile(file, options: options)
        XCTAssertEqual(result.diagnostics, [], sample.lastPathComponent)
        return try XCTUnwrap(result.output, sample.lastPathComponent)
    }

    func testEverySampleMatchesItsGolden() throws {
        let update = ProcessInfo.processInfo.environment["TRANSC_UPDATE_GOLDENS"] == "1"
        let samples = try samples()
        XCTAssertEqual(samples.count, 8)
        for sample in samples {
            for format in TimelineFormat.allCases {
                let name = sample.deletingPathExtension().lastPathComponent + ".timeline." + format.rawValue
                let golden = Self.goldens.appendingPathComponent(name)
                let output = try timeline(of: sample, format: format)
                if update {
                    try output.write(to: golden, atomically: true, encoding: .utf8)
                } else {
                    XCTAssertEqual(
                        output, try String(contentsOf: golden, encoding: .utf8), "\(name) differs from its golden")
                }
            }
        }
    }

    func testTwoRunsGiveIdenticalBytes() throws {
        for sample in try samples() {
            XCTAssertEqual(try timeline(of: sample, format: .json), try timeline(of: sample, format: .json))
        }
    }
}
