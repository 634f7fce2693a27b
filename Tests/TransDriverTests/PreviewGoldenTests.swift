// Every sample previews; card.trans's page is pinned byte for byte (`TRANSC_UPDATE_GOLDENS=1` rewrites it).
import Foundation
import TransDriver
import TransSyntax
import XCTest

final class PreviewGoldenTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private func preview(_ sample: String) throws -> String {
        let url = Self.root.appendingPathComponent("samples/\(sample).trans")
        let file = SourceFile(name: url.lastPathComponent, bytes: Array(try Data(contentsOf: url)))
        let result = Pipeline.preview(file, options: CompilerOptions())
        XCTAssertEqual(result.diagnostics, [], sample)
        return try XCTUnwrap(result.output, sample)
    }

    func testCardMatchesItsGolden() throws {
        let golden = Self.root.appendingPathComponent("Tests/Goldens/preview/card.preview.html")
        let page = try preview("card")
        if ProcessInfo.processInfo.environment["TRANSC_UPDATE_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(
                at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try page.write(to: golden, atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(
            page, try String(contentsOf: golden, encoding: .utf8),
            "card.preview.html differs from its golden; run with TRANSC_UPDATE_GOLDENS=1 and review the diff")
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
