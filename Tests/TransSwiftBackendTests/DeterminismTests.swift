// The same program always gives the same bytes.
import Foundation
import TransSwiftBackend
import TransTestSupport
import XCTest

final class DeterminismTests: XCTestCase {
    func testEveryEmissionIsIdentical() throws {
        for sample in try TestPaths.samples() {
            let source = try String(contentsOf: sample, encoding: .utf8)
            // Two independent checks: nothing may depend on hashing order or addresses.
            guard let first = checkedProgram(source, name: sample.lastPathComponent),
                let second = checkedProgram(source, name: sample.lastPathComponent)
            else { continue }
            XCTAssertEqual(SwiftEmitter.emit(first), SwiftEmitter.emit(second), sample.lastPathComponent)
            XCTAssertEqual(SwiftEmitter.emit(first), SwiftEmitter.emit(first), sample.lastPathComponent)
        }
    }

    func testNoTimestampOrPathInTheOutput() throws {
        let swift = emitted("transition A { style: custom }", name: "/tmp/x/y/card.trans")
        XCTAssertFalse(swift.contains("/tmp"))
        XCTAssertFalse(swift.contains(String(Calendar(identifier: .gregorian).component(.year, from: Date()))))
    }
}
