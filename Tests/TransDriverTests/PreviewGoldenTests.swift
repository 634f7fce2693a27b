// Every sample previews; card.trans's page and the card and page-flip storyboards are pinned byte for byte
// (`TRANSC_UPDATE_GOLDENS=1` rewrites them).
import Foundation
import TransDriver
import TransSyntax
import XCTest

final class PreviewGoldenTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private func preview(_ sample: String, format: PreviewFormat = .html) throws -> String {
        let url = Self.root.appendingPathComponent("samples/\(sample).trans")
        let file = SourceFile(name: url.lastPathComponent, bytes: Array(try Data(contentsOf: url)))
        let result = Pipeline.preview(file, options: CompilerOptions(), format: format)
        XCTAssertEqual(result.diagnostics, [], sample)
        return try XCTUnwrap(result.output, sample)
    }

    /// Compares `output` with `Tests/Goldens/preview/NAME`, rewriting it first when asked to.
    private func assertMatchesGolden(_ output: String, _ name: String) throws {
        let golden = Self.root.appendingPathComponent("Tests/Goldens/preview/\(name)")
        if ProcessInfo.processInfo.environment["TRANSC_UPDATE_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(
                at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try output.write(to: golden, atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(
            output, try String(contentsOf: golden, encoding: .utf8),
            "\(name) differs from its golden; run with TRANSC_UPDATE_GOLDENS=1 and review the diff")
    }

    func testCardMatchesItsGolden() throws {
        try assertMatchesGolden(try preview("card"), "card.preview.html")
    }

    func testTheStoryboardsOfCardAndPageFlipMatchTheirGoldens() throws {
        for sample in ["card", "page-flip"] {
            let storyboard = try preview(sample, format: .svg)
            XCTAssertEqual(try preview(sample, format: .svg), storyboard)
            try assertMatchesGolden(storyboard, "\(sample).preview.svg")
        }
    }

    /// Each sample's page has a section per transition and embeds exactly its timeline golden.
    func testEverySampleRendersWithItsTimeline() throws {
        let folder = Self.root.appendingPathComponent("samples")
        let samples = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".trans") }.map { String($0.dropLast(".trans".count)) }.sorted()
        XCTAssertEqual(samples.count, 8)
        for sample in samples {
            let page = try preview(sample)
            XCTAssertEqual(try preview(sample), page, sample)
            let timeline = try String(
                contentsOf: Self.root.appendingPathComponent("Tests/Goldens/timeline/\(sample).timeline.json"),
                encoding: .utf8)
            XCTAssertTrue(
                page.contains("<script type=\"application/json\" id=\"trans-timeline\">\n\(timeline)</script>\n"),
                sample)
            let names = timeline.components(separatedBy: "\n").filter { $0.hasPrefix("      \"name\": ") }
            XCTAssertEqual(page.components(separatedBy: "<section class=\"transition\"").count - 1, names.count, sample)
        }
    }
}
