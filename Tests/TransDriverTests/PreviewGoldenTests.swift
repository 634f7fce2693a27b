// Every sample previews; card.trans's page and the card and page-flip storyboards are pinned byte for byte
// (`TRANSC_UPDATE_GOLDENS=1` rewrites them).
import Foundation
import TransDriver
import TransSyntax
import TransTestSupport
import XCTest

final class PreviewGoldenTests: XCTestCase {
    private func preview(_ sample: String, format: PreviewFormat = .html) throws -> String {
        let url = PackagePaths.samples.appendingPathComponent("\(sample).trans")
        let file = SourceFile(name: url.lastPathComponent, bytes: Array(try Data(contentsOf: url)))
        let result = Pipeline.preview(file, options: CompilerOptions(), format: format)
        XCTAssertEqual(result.diagnostics.problems, [], sample)
        return try XCTUnwrap(result.output, sample)
    }

    func testCardMatchesItsGolden() throws {
        assertMatchesGolden(try preview("card"), "preview/card.preview.html")
    }

    /// The appearance's shadow, rounded top corners and their curve in the page's scene.
    func testShadowCardMatchesItsGolden() throws {
        assertMatchesGolden(try preview("shadow-card"), "preview/shadow-card.preview.html")
    }

    func testTheStoryboardsOfCardAndPageFlipMatchTheirGoldens() throws {
        for sample in ["card", "page-flip"] {
            let storyboard = try preview(sample, format: .svg)
            XCTAssertEqual(try preview(sample, format: .svg), storyboard)
            assertMatchesGolden(storyboard, "preview/\(sample).preview.svg")
        }
    }

    /// Each sample's page has a section per transition and embeds exactly its timeline golden.
    func testEverySampleRendersWithItsTimeline() throws {
        let samples = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.samples.path)
            .filter { $0.hasSuffix(".trans") }.map { String($0.dropLast(".trans".count)) }.sorted()
        XCTAssertEqual(samples.count, 17)
        for sample in samples {
            let page = try preview(sample)
            XCTAssertEqual(try preview(sample), page, sample)
            let timeline = try String(
                contentsOf: GoldenFile.url("timeline/\(sample).timeline.json"),
                encoding: .utf8)
            XCTAssertTrue(
                page.contains("<script type=\"application/json\" id=\"trans-timeline\">\n\(timeline)</script>\n"),
                sample)
            let names = timeline.components(separatedBy: "\n").filter { $0.hasPrefix("      \"name\": ") }
            XCTAssertEqual(page.components(separatedBy: "<section class=\"transition\"").count - 1, names.count, sample)
        }
    }
}
