// What the checker tests share: finding a transition, reading corpus files, comparing numbers.
import Foundation
import TransChecker
import TransModel
import TransSyntax
import TransTestSupport
import XCTest

/// The transition `name` of `source`, which must check clean: no error or warning (a note may remain).
func transition(
    _ name: String, in source: String, deploymentTarget: DeploymentTarget = iOS15,
    file: StaticString = #filePath, line: UInt = #line
) throws -> Transition {
    let checked = check(source, deploymentTarget: deploymentTarget)
    XCTAssertEqual(checked.diagnostics.problems.map(\.message), [], file: file, line: line)
    return try XCTUnwrap(checked.program.transitions.first { $0.name == name }, file: file, line: line)
}

/// The source of a corpus file, e.g. `spec/valid/card.trans`.
func corpusSource(_ path: String) throws -> String {
    try String(contentsOf: PackagePaths.corpus.appendingPathComponent(path), encoding: .utf8)
}

/// The ids of `diagnostics`, in order.
func ids(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map(\.id.rawValue)
}

/// A geometry with the timeline's default container, 393 × 852, for evaluating expressions.
func geometry(_ transition: Transition) -> Geometry {
    Geometry(containerWidth: 393, containerHeight: 852, finalFrame: transition.finalFrame)
}

extension Phase {
    /// The track of `property` on `target`.
    func track(_ target: Target, _ property: Property) -> Track? {
        targets.first { $0.target == target }?.tracks.first { $0.property == property }
    }
}

/// Asserts two lists of numbers are equal to within `accuracy`, element by element.
func assertClose(
    _ actual: [Double], _ expected: [Double], accuracy: Double = 1e-9, file: StaticString = #filePath,
    line: UInt = #line
) {
    XCTAssertEqual(actual.count, expected.count, "\(actual) vs \(expected)", file: file, line: line)
    for (a, e) in zip(actual, expected) {
        XCTAssertEqual(a, e, accuracy: accuracy, "\(actual) vs \(expected)", file: file, line: line)
    }
}

/// FROM and TO of a `FROM -> TO` track of constant scalars, or nil.
func constantEnds(_ track: Track?) -> [Double]? {
    guard case .fromTo(.scalar(.constant(let from)), .scalar(.constant(let to)))? = track?.animation else { return nil }
    return [from, to]
}
