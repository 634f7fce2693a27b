// How long Swift takes to type-check emitted code: 100 transitions in one file.
import Foundation
import TransModel
import TransSwiftBackend
import TransTestSupport
import XCTest

/// Measures and prints the type-check time of one emitted file with 100 transitions (no
/// timing assertion: the machine's load varies; the number goes in the report).
final class CompileCostTests: XCTestCase {
    func testTypecheckOneHundredTransitions() throws {
        var generator = RandomValidProgram(seed: 100, prefix: "Cost", transitions: 100...100)
        let source = generator.source()
        let program = try XCTUnwrap(
            checkedProgram(source, name: "cost.trans", deploymentTarget: DeploymentTarget(major: 17, minor: 0)))
        XCTAssertEqual(program.transitions.count, 100)
        let emitted = SwiftEmitter.emit(program)
        var sources = try EmittedSources()
        defer { sources.remove() }
        try sources.add("cost.swift", emitted)
        let result = try typecheck(sources.files)
        assertTypechecksClean(result, "100 transitions")
        let lines = emitted.split(separator: "\n").count
        print("type-checked 100 transitions (\(lines) lines of Swift) in \(String(format: "%.2f", result.duration))s")
    }
}
