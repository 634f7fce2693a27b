// Every fix-it the corpus provokes, applied one at a time: the fixed source must no longer
// report the diagnostic it fixes and must report no error the original did not.
import Foundation
import TransSyntax
import TransTestSupport
import XCTest

final class CorpusFixItTests: XCTestCase {
    /// Every corpus file and every erroneous sample of the spec.
    private func sources() throws -> [(name: String, text: String)] {
        let folders = [("Tests/Corpus", PackagePaths.corpus), ("spec errors", PackagePaths.specErrorSamples)]
        return try folders.flatMap { label, directory in
            try PackagePaths.transFiles(in: directory).map { name, url in
                ("\(label)/\(name)", String(decoding: try Data(contentsOf: url), as: UTF8.self))
            }
        }
    }

    func testEveryFixItOfEveryCorpusDiagnosticFixesItAndAddsNoError() throws {
        var applied = 0
        var ids: Set<String> = []
        for (name, text) in try sources() {
            let diagnostics = check(text).diagnostics
            for diagnostic in diagnostics {
                for fixIt in diagnostic.fixIts {
                    applied += 1
                    ids.insert(diagnostic.id.rawValue)
                    let context =
                        "\(name): \(diagnostic.id.rawValue) '\(diagnostic.message)', fix-it '\(fixIt.message)'"
                    switch FixItCheck.applying([fixIt], to: text) {
                    case .failure(let error):
                        XCTFail("\(context): \(error)")
                    case .success(let fixed):
                        let problems = FixItCheck.problems(fixed: fixed, fixing: [diagnostic], before: diagnostics)
                        XCTAssertEqual(problems, [], context)
                    }
                }
            }
        }
        // The sweep is only worth something if the corpus provokes many kinds of fix-it.
        XCTAssertGreaterThan(applied, 40)
        XCTAssertGreaterThan(ids.count, 15, "\(ids.sorted())")
    }
}
