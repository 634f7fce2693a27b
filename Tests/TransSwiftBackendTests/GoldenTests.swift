// Golden files: the emitted Swift of every spec sample, compared byte for byte.
import Foundation
import TransSwiftBackend
import XCTest

/// Compares `SwiftEmitter.emit` of each `samples/*.trans` with `Golden/<sample>.swift`.
/// `TRANSC_UPDATE_GOLDENS=1 swift test --filter GoldenTests` rewrites the goldens.
final class GoldenTests: XCTestCase {
    private var updating: Bool { ProcessInfo.processInfo.environment["TRANSC_UPDATE_GOLDENS"] == "1" }

    func testEverySampleMatchesItsGolden() throws {
        let samples = try TestPaths.samples()
        XCTAssertFalse(samples.isEmpty, "no samples in \(TestPaths.samplesDirectory.path)")
        for sample in samples {
            let name = sample.deletingPathExtension().lastPathComponent
            let source = try String(contentsOf: sample, encoding: .utf8)
            guard let program = checkedProgram(source, name: sample.lastPathComponent) else { continue }
            let emitted = SwiftEmitter.emit(program)
            let golden = TestPaths.goldenDirectory.appendingPathComponent("\(name).swift")
            if updating {
                try emitted.write(to: golden, atomically: true, encoding: .utf8)
                continue
            }
            let expected = try? String(contentsOf: golden, encoding: .utf8)
            XCTAssertNotNil(expected, "no golden for \(name); run with TRANSC_UPDATE_GOLDENS=1")
            if let expected, expected != emitted {
                XCTFail(
                    "\(name).swift differs from its golden at line \(firstDifferentLine(expected, emitted)); "
                        + "run with TRANSC_UPDATE_GOLDENS=1 and review the diff")
            }
        }
    }

    func testEveryGoldenHasASample() throws {
        let samples = Set(try TestPaths.samples().map { $0.deletingPathExtension().lastPathComponent })
        let goldens = try FileManager.default.contentsOfDirectory(atPath: TestPaths.goldenDirectory.path)
            .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }
        XCTAssertEqual(Set(goldens).subtracting(samples), [], "goldens without a sample")
    }

    private func firstDifferentLine(_ a: String, _ b: String) -> Int {
        let left = a.split(separator: "\n", omittingEmptySubsequences: false)
        let right = b.split(separator: "\n", omittingEmptySubsequences: false)
        return
            (zip(left, right).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(left.count, right.count)) + 1
    }
}
