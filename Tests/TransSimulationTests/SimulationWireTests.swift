// The runner's and the host's copies of the wire shapes must not drift apart.
import Foundation
import TransTestSupport
import XCTest

final class SimulationWireTests: XCTestCase {
    func testHostAndRunnerDeclareTheSameShapes() throws {
        let tests = PackagePaths.url("Tests")
        let declarations = { (path: String) throws -> [String] in
            try String(contentsOf: tests.appendingPathComponent(path), encoding: .utf8)
                .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("//") && !$0.hasPrefix("import") }
        }
        XCTAssertEqual(
            try declarations("SimulationHarness/HarnessProtocol.swift"),
            try declarations("TransSimulation/SimulationWire.swift"))
    }
}
