// The storage of one of a syntax tree's arrays.

/// One of a `SyntaxTree`'s arrays: appended to by the parser, read by index, emptied for reuse,
/// freed with its tree. Not an `Array`: every append to an array tested that its buffer was not
/// shared (a runtime call) before writing, and emptying one went through `replaceSubrange`; a
/// tree's arrays are never shared, so here an append is a capacity test and a store, and
/// emptying an array of plain values sets its count. Noncopyable, so that no copy outlives the
/// storage it points to.
@usableFromInline
struct TreeArray<Element>: ~Copyable {
    @usableFromInline private(set) var base: UnsafeMutablePointer<Element>
    @usableFromInline private(set) var capacity: Int
    /// How many elements there are.
    @usableFromInline private(set) var count = 0

    /// An empty array with room for `capacity` elements before it grows; none allocates
    /// nothing (a tree made of entries has eight arrays it never appends to).
    init(capacity: Int = 0) {
        self.capacity = max(capacity, 0)
        base = capacity > 0 ? .allocate(capacity: capacity) : Self.unallocated
    }

    /// Where an array with no room points: aligned, never read or freed.
    private static var unallocated: UnsafeMutablePointer<Element> {
        UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment)!
    }

    /// The elements of `array`, in order.
    init(_ array: [Element]) {
        self.init(capacity: array.count)
        for element in array { append(element) }
    }

    /// Inlinable, as the subscript is: with `SyntaxTree.nodes` usable from inlinable code, the
    /// optimizer inlines the deinit into that property's setter, and crashed when it could not
    /// (swift 6.3.1: "Should never be inlining a resilient function into a fragile function").
    @inlinable deinit {
        destroyElements()
        if capacity > 0 { base.deallocate() }
    }

    /// Inlinable, for the views' accessors the checker calls across the module.
    @inlinable subscript(index: Int) -> Element {
        precondition(index >= 0 && index < count, "index out of range")
        return base[index]
    }

    /// The elements in `range`, valid while nothing is appended.
    subscript(range: Range<Int>) -> UnsafeBufferPointer<Element> {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range out of range")
        return UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
    }

    /// Adds `element` at the end and returns its index, as the tree keeps indices (`UInt32`).
    /// The count steps unchecked: it is below the capacity, an `Int`, once `grow` has run. Both
    /// checks of `UInt32(count - 1)` after the append, and the overflow test, cost more than the
    /// store.
    @inline(__always)
    @discardableResult
    mutating func append(_ element: consuming Element) -> UInt32 {
        if count == capacity { grow() }
        let index = count
        (base + index).initialize(to: element)
        count = index &+ 1
        return UInt32(index)
    }

    /// Moves the `moved` elements at `source` to the end, in order, leaving `source`
    /// uninitialised. One by one: most runs are a few elements, shorter than a `memmove` call.
    @inline(__always)
    mutating func appendMoving(from source: UnsafeMutablePointer<Element>, count moved: Int) {
        while count + moved > capacity { grow() }
        let end = base + count
        for index in 0..<moved { (end + index).initialize(to: (source + index).move()) }
        count += moved
    }

    /// Removes every element, keeping the room.
    mutating func removeAll() {
        destroyElements()
        count = 0
    }

    /// Ends the elements' lifetimes: nothing to do for plain values; one by one for the others
    /// (the names and strings), each release inlined, where `deinitialize(count:)` went through
    /// the runtime's generic `swift_arrayDestroy` and a witness call per element, three times
    /// the cost.
    @usableFromInline func destroyElements() {
        guard !_isPOD(Element.self) else { return }
        for index in 0..<count { _ = (base + index).move() }
    }

    /// Doubles the room (16 elements at first): a few times per tree, not per element.
    private mutating func grow() {
        let larger = max(capacity * 2, 16)
        let storage = UnsafeMutablePointer<Element>.allocate(capacity: larger)
        storage.moveInitialize(from: base, count: count)
        if capacity > 0 { base.deallocate() }
        base = storage
        capacity = larger
    }
}
