// Golden files: the emitted Swift of every spec sample, compared byte for byte.
import Foundation
import TransSwiftBackend
import TransTestSupport
import XCTest

/// Compares `SwiftEmitter.emit` of each `samples/*.trans` with `Tests/Goldens/swift/<sample>.swift`.
/// `TRANSC_UPDATE_GOLDENS=1 swift test --filter GoldenTests` rewrites the goldens.
final class GoldenTests: XCTestCase {
    func testEverySampleMatchesItsGolden() throws {
        let samples = try TestPaths.samples()
        XCTAssertFalse(samples.isEmpty, "no samples in \(PackagePaths.samples.path)")
        for sample in samples {
            let name = sample.deletingPathExtension().lastPathComponent
            let source = try String(contentsOf: sample, encoding: .utf8)
            guard let program = checkedProgram(source, name: sample.lastPathComponent) else { continue }
            assertMatchesGolden(SwiftEmitter.emit(program), "swift/\(name).swift")
        }
    }

    func testEveryGoldenHasASample() throws {
        let samples = Set(try TestPaths.samples().map { $0.deletingPathExtension().lastPathComponent })
        let goldens = try GoldenFile.names(in: "swift").filter { $0.hasSuffix(".swift") }
            .map { String($0.dropLast(".swift".count)) }
        XCTAssertEqual(Set(goldens).subtracting(samples), [], "goldens without a sample")
    }
}
