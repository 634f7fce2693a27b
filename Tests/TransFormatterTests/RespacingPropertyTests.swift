// Seeded random re-spacings of every valid sample and corpus file: the layout does not depend on them.
import TransFormatter
import TransSyntax
import TransTestSupport
import XCTest

final class RespacingPropertyTests: XCTestCase {
    private let seeds: ClosedRange<UInt64> = 1...12

    private func validFiles() throws -> [SourceFile] {
        try corpusFiles().filter { !Parser.parse($0).diagnostics.hasErrors }
    }

    func testWhitespaceTheLayoutDropsDoesNotChangeTheOutput() throws {
        for file in try validFiles() {
            guard let expected = formatted(file.text) else { continue }
            for seed in seeds {
                var respacer = Respacer(random: SeededRandom(seed: seed))
                let respaced = respacer.respace(file.text)
                XCTAssertEqual(formatted(respaced), expected, "\(file.name), seed \(seed)")
            }
        }
    }

    func testLineBreaksInsideParenthesesKeepTheTreeAndFormatIdempotently() throws {
        for file in try validFiles() {
            for seed in seeds {
                var respacer = Respacer(random: SeededRandom(seed: seed), breaksInsideParentheses: true)
                let respaced = respacer.respace(file.text)
                guard let output = formatted(respaced) else { continue }
                assertPreserved(file.text, output, "\(file.name), seed \(seed)")
            }
        }
    }
}
