// `RetiredTrees`: a transition's tree is reused only once the parser holds the only reference.
import XCTest

@testable import TransSyntax

final class RetiredTreesTests: XCTestCase {
    private func tree(withNodes count: Int) -> SyntaxTree {
        let tree = SyntaxTree(reservingNodes: 8, entries: 0, arguments: 0)
        for _ in 0..<count { _ = tree.append(.bool(true), .at(0)) }
        return tree
    }

    func testATreeStillReadElsewhereIsNotReused() {
        var retired = RetiredTrees()
        let reader = tree(withNodes: 3)
        retired.retire(reader)
        XCTAssertNil(retired.reuseOldest())
        XCTAssertEqual(reader.nodes.count, 3, "a tree still read is left as it was")
    }

    func testAFreeTreeIsReusedEmptied() {
        var retired = RetiredTrees()
        var reader: SyntaxTree? = tree(withNodes: 3)
        let identity = ObjectIdentifier(reader!)
        retired.retire(reader!)
        reader = nil
        let reused = retired.reuseOldest()
        XCTAssertEqual(reused.map(ObjectIdentifier.init), identity)
        XCTAssertEqual(reused?.nodes.count, 0)
        XCTAssertNil(retired.reuseOldest(), "each tree is handed out once")
    }

    /// Only the oldest is asked for: trees are dropped in the order they were retired.
    func testTheOldestIsReusedFirst() {
        var retired = RetiredTrees()
        let first = tree(withNodes: 1)
        retired.retire(first)
        retired.retire(tree(withNodes: 2))
        withExtendedLifetime(first) {
            XCTAssertNil(retired.reuseOldest(), "the oldest is still read; the free one behind it waits")
        }
    }

    /// Past its capacity the ring lets go of its oldest tree, so a tree read for ever holds
    /// up reuse for `capacity` trees at most.
    func testAFullRingDropsItsOldest() {
        var retired = RetiredTrees()
        let heldForEver = tree(withNodes: 1)
        retired.retire(heldForEver)
        for _ in 0..<RetiredTrees.capacity { retired.retire(tree(withNodes: 2)) }
        let reused = retired.reuseOldest()
        XCTAssertNotNil(reused)
        XCTAssertFalse(reused === heldForEver)
        XCTAssertEqual(heldForEver.nodes.count, 1)
    }
}
