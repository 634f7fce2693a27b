// `TreeArray`: a syntax tree's own array keeps its elements through growth, moves runs in
// order, and releases what it holds when emptied or freed.
import XCTest

@testable import TransSyntax

final class TreeArrayTests: XCTestCase {
    /// Counts the instances alive, so a leak or a double release shows.
    private final class Tracked {
        nonisolated(unsafe) static var alive = 0
        let value: Int
        init(_ value: Int) {
            self.value = value
            Self.alive += 1
        }
        deinit { Self.alive -= 1 }
    }

    override func setUp() {
        Tracked.alive = 0
    }

    func testElementsSurviveGrowthFromNoRoom() {
        var array = TreeArray<Int>()
        // Each append returns the index the tree keeps for it, through every growth.
        for value in 0..<1000 { XCTAssertEqual(array.append(value * 3), UInt32(value)) }
        XCTAssertEqual(array.count, 1000)
        XCTAssertEqual((0..<1000).map { array[$0] }, (0..<1000).map { $0 * 3 })
        XCTAssertEqual(Array(array[10..<14]), [30, 33, 36, 39])
    }

    func testRemoveAllReleasesTheElementsAndKeepsWorking() {
        var array = TreeArray<Tracked>(capacity: 4)
        for value in 0..<40 { array.append(Tracked(value)) }
        XCTAssertEqual(Tracked.alive, 40)
        array.removeAll()
        XCTAssertEqual(array.count, 0)
        XCTAssertEqual(Tracked.alive, 0, "emptying releases every element")
        XCTAssertEqual(array.append(Tracked(7)), 0, "an emptied array indexes from 0 again")
        XCTAssertEqual(array[0].value, 7)
    }

    func testFreeingReleasesTheElements() {
        do {
            var array = TreeArray<Tracked>()
            for value in 0..<20 { array.append(Tracked(value)) }
            XCTAssertEqual(Tracked.alive, 20)
        }
        XCTAssertEqual(Tracked.alive, 0)
    }

    func testAppendMovingTakesARunInOrderPastTheRoom() {
        var array = TreeArray<Tracked>(capacity: 2)
        array.append(Tracked(-1))
        let source = UnsafeMutablePointer<Tracked>.allocate(capacity: 50)
        defer { source.deallocate() }
        for index in 0..<50 { (source + index).initialize(to: Tracked(index)) }
        array.appendMoving(from: source, count: 50)
        XCTAssertEqual(array.count, 51)
        XCTAssertEqual((0..<51).map { array[$0].value }, Array(-1..<50))
        XCTAssertEqual(Tracked.alive, 51, "moved, not copied")
    }

    /// The parser's stacks hand their runs over the same way, each construct's elements one run.
    func testAScratchStackMovesItsRunIntoTheArray() {
        let stack = ScratchStack<Tracked>()
        var array = TreeArray<Tracked>()
        stack.push(Tracked(0))
        let mark = stack.mark
        for value in 1...100 { stack.push(Tracked(value)) }
        stack.moveAll(since: mark, into: &array)
        XCTAssertEqual(stack.mark, mark)
        XCTAssertEqual((0..<100).map { array[$0].value }, Array(1...100))
        XCTAssertEqual(Tracked.alive, 101)
    }
}
