// Over every sample and corpus file: the samples are the house style, and formatting keeps meaning.
import TransFormatter
import TransSyntax
import XCTest

final class CorpusFormattingTests: XCTestCase {
    func testEverySampleIsAlreadyFormatted() throws {
        let samples = try transFiles(under: "samples").filter { !$0.name.contains("/errors/") }
        XCTAssertGreaterThanOrEqual(samples.count, 8)
        for sample in samples {
            XCTAssertEqual(Formatter.format(sample), .formatted(sample.text), sample.name)
        }
    }

    func testFormattingEveryValidFileKeepsItsTreeAndCommentsAndIsIdempotent() throws {
        let valid = try corpusFiles().filter { !Parser.parse($0).diagnostics.hasErrors }
        XCTAssertGreaterThan(valid.count, 50)
        for file in valid {
            guard let output = formatted(file.text) else { continue }
            assertPreserved(file.text, output, file.name)
        }
    }

    func testFormattingIsDeterministic() throws {
        for file in try corpusFiles() {
            XCTAssertEqual(Formatter.format(file), Formatter.format(file), file.name)
        }
    }
}
