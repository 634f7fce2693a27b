// The tree's fast appends make the very nodes its general `append` makes.
import XCTest

@testable import TransSyntax

final class SyntaxTreeAppendTests: XCTestCase {
    /// Every leaf kind, `missing` included: `appendLeaf` takes depth 1 and "missing" from the
    /// kind alone, as `append` works them out.
    func testALeafIsAddedAsAppendAddsIt() {
        let leaves: [RawExpressionKind] = [
            .number(0.3, .seconds), .hexColor(0), .string(0), .bool(true), .name(0), .missing,
        ]
        for (offset, kind) in leaves.enumerated() {
            let tree = SyntaxTree(reservingNodes: 4, entries: 0, arguments: 0)
            let range = SourceRange(start: offset, end: offset + 3)
            let general = tree.append(kind, range)
            let leaf = tree.appendLeaf(kind, range)
            XCTAssertEqual(leaf.index, general.index + 1, "\(kind)")
            XCTAssertEqual(leaf.range, general.range, "\(kind)")
            XCTAssertEqual(leaf.depth, general.depth, "\(kind)")
            XCTAssertEqual(leaf.isMissing, general.isMissing, "\(kind)")
            let (made, expected) = (tree.nodes[Int(leaf.index)], tree.nodes[Int(general.index)])
            XCTAssertEqual(made.depth, expected.depth, "\(kind)")
            XCTAssertEqual(made.containsMissing, expected.containsMissing, "\(kind)")
            XCTAssertEqual(made.range.range, expected.range.range, "\(kind)")
        }
    }
}
