// Where the parser collects a list's elements before it knows how many there are.

/// The elements of every list still open, innermost last: one stack per element type, reused
/// across the whole parse. A construct remembers `mark` when it opens, pushes its elements
/// (a nested construct pushes and takes its own above them) and `take`s them when it closes,
/// so each node's array is made once at its exact size instead of grown by doubling.
///
/// The storage is its own, not an `Array`, so that `take` can move the elements out: copying
/// them out of an array and then removing them retained and released every name, box and
/// array inside them once more, which cost more than the doubling saved.
final class ScratchStack<Element> {
    private var storage: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// How many elements are on the stack; where the list being opened starts.
    private(set) var mark = 0

    init() {
        capacity = 64
        storage = .allocate(capacity: capacity)
    }

    deinit {
        storage.deinitialize(count: mark)
        storage.deallocate()
    }

    /// Adds an element to the innermost open list.
    func push(_ element: consuming Element) {
        if mark == capacity { grow() }
        (storage + mark).initialize(to: element)
        mark += 1
    }

    /// The elements pushed since `start` (an earlier `mark`), moved into an array of exactly
    /// their count; the stack keeps its storage for the next list.
    func take(from start: Int) -> [Element] {
        let count = mark - start
        guard count > 0 else { return [] }
        let list = [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.baseAddress!.moveInitialize(from: storage + start, count: count)
            initialized = count
        }
        mark = start
        return list
    }

    /// Moves the elements pushed since `start` to the end of `list`, in order.
    func moveAll(since start: Int, into list: inout [Element]) {
        for index in start..<mark { list.append((storage + index).move()) }
        mark = start
    }

    /// Removes and returns the innermost open list's last element.
    func popLast() -> Element {
        precondition(mark > 0, "popLast on an empty scratch stack")
        mark -= 1
        return (storage + mark).move()
    }

    /// Doubles the storage: the stack is as deep as the most elements open at once, so this
    /// happens a few times per parse, not per list.
    private func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: storage, count: mark)
        storage.deallocate()
        storage = larger
        capacity *= 2
    }
}
