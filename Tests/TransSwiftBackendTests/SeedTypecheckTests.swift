// The seed gallery's emitted Swift (samples/seeds/, docs/seeds.md) type-checks in Swift 6,
// all seeds in one module (their transitions are named apart from the samples' and each
// other's) with no error and no warning.
import Foundation
import TransSwiftBackend
import TransTestSupport
import XCTest

final class SeedTypecheckTests: XCTestCase {
    func testSeedsTypecheckInSwift6() throws {
        var sources = try EmittedSources()
        defer { sources.remove() }
        let seeds = try TestPaths.seeds()
        XCTAssertEqual(seeds.count, 7)
        for seed in seeds {
            let source = try String(contentsOf: seed, encoding: .utf8)
            let program = try XCTUnwrap(checkedProgram(source, name: seed.lastPathComponent), seed.lastPathComponent)
            try sources.add(seed.deletingPathExtension().lastPathComponent + ".swift", SwiftEmitter.emit(program))
        }
        assertTypechecksClean(try typecheck(sources.files), "the seeds")
    }
}
