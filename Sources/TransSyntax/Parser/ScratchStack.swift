// Where the parser collects a list's elements before it knows how many there are.

/// The elements of every list still open, innermost last: one stack per element type, reused
/// across the whole parse. A construct remembers `mark` when it opens, pushes its elements
/// (a nested construct pushes and moves its own out above them) and moves them to the end of
/// its tree's array of them (`moveAll`) when it closes, so each construct's elements are one
/// run of that array.
///
/// The storage is its own, not an `Array`, so that the elements move out: copying them out of
/// an array and then removing them retained and released every name and view inside them once
/// more, which cost more than the doubling saved.
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

    /// Moves the elements pushed since `start` to the end of `list`, in order.
    func moveAll(since start: Int, into list: inout TreeArray<Element>) {
        list.appendMoving(from: storage + start, count: mark - start)
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
