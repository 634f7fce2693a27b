// The spec samples' emitted Swift, with a consumer using their API, type-checks in Swift 6.
import Foundation
import TransSwiftBackend
import TransTestSupport
import XCTest

final class SampleTypecheckTests: XCTestCase {
    /// Every sample's emission and `Reference/GoldenConsumer.swift`, in one module, with no
    /// error and no warning.
    func testSamplesAndTheirConsumerTypecheckInSwift6() throws {
        var sources = try EmittedSources()
        defer { sources.remove() }
        for sample in try TestPaths.samples() {
            let source = try String(contentsOf: sample, encoding: .utf8)
            guard let program = checkedProgram(source, name: sample.lastPathComponent) else { continue }
            try sources.add(sample.deletingPathExtension().lastPathComponent + ".swift", SwiftEmitter.emit(program))
        }
        let consumer = TestPaths.referenceDirectory.appendingPathComponent("GoldenConsumer.swift")
        let result = try typecheck(sources.files + [consumer])
        assertTypechecksClean(result, "the samples with GoldenConsumer.swift")
        print(
            "type-checked \(sources.files.count) samples and their consumer in \(String(format: "%.2f", result.duration))s"
        )
    }

    /// Each emitted file stands alone: it needs nothing from another generated file.
    func testEachSampleTypechecksOnItsOwn() throws {
        for sample in try TestPaths.samples() {
            var sources = try EmittedSources()
            defer { sources.remove() }
            let source = try String(contentsOf: sample, encoding: .utf8)
            guard let program = checkedProgram(source, name: sample.lastPathComponent) else { continue }
            try sources.add("Emitted.swift", SwiftEmitter.emit(program))
            assertTypechecksClean(try typecheck(sources.files), sample.lastPathComponent)
        }
    }
}
