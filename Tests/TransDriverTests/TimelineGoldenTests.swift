// Every sample's timeline, pinned byte for byte; `TRANSC_UPDATE_GOLDENS=1 swift test` rewrites them.
import Foundation
import TransDriver
import TransSyntax
import TransTestSupport
import XCTest

final class TimelineGoldenTests: XCTestCase {
    private func samples() throws -> [URL] {
        try PackagePaths.transFiles(in: PackagePaths.samples, recursive: false).map(\.url)
    }

    private func timeline(of sample: URL, format: TimelineFormat) throws -> String {
        var options = CompilerOptions()
        options.emit = .timeline
        options.timelineFormat = format
        let file = SourceFile(name: sample.lastPathComponent, bytes: Array(try Data(contentsOf: sample)))
        let result = Pipeline.compile(file, options: options)
        XCTAssertEqual(result.diagnostics.problems, [], sample.lastPathComponent)
        return try XCTUnwrap(result.output, sample.lastPathComponent)
    }

    /// The implicit dimming fade is a UIKit alongside animation (easeInOut over the phase):
    /// it never leaves 0…1 and moves one way, even when the phase runs on a spring.
    func testTheDimmingFadeStaysWithinZeroAndOneAndMovesOneWay() throws {
        var checked = 0
        for sample in try samples() {
            var previous: [String: Double] = [:]
            for row in try timeline(of: sample, format: .csv).split(whereSeparator: \.isNewline).dropFirst() {
                let fields = row.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                guard fields[2] == "dimming", fields[3] == "alpha", let alpha = Double(fields[5]) else { continue }
                XCTAssertTrue((0...1).contains(alpha), "\(sample.lastPathComponent): \(row)")
                let phase = fields[0] + "." + fields[1]
                if let before = previous[phase] {
                    XCTAssertEqual(
                        fields[1] == "present" ? alpha >= before : alpha <= before, true,
                        "\(sample.lastPathComponent): \(row)")
                }
                previous[phase] = alpha
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 100)
    }

    func testEverySampleMatchesItsGolden() throws {
        let samples = try samples()
        XCTAssertEqual(samples.count, 17)
        for sample in samples {
            for format in TimelineFormat.allCases {
                let name = sample.deletingPathExtension().lastPathComponent + ".timeline." + format.rawValue
                assertMatchesGolden(try timeline(of: sample, format: format), "timeline/\(name)")
            }
        }
    }

    func testTwoRunsGiveIdenticalBytes() throws {
        for sample in try samples() {
            XCTAssertEqual(try timeline(of: sample, format: .json), try timeline(of: sample, format: .json))
        }
    }
}
