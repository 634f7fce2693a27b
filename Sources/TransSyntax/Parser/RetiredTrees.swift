// The trees of transitions still read elsewhere when the parser moved on, reused once free.

/// Trees of transitions the parser handed over while another thread still read them (a
/// streamed check on several threads), held so that the parser can empty and reuse each once
/// it holds the only reference: such a parse then makes no tree, and grows no array, per
/// declaration. Transitions are checked and dropped in source order, so only the oldest is
/// asked for; a tree dropped by the ring (more than `capacity` held) is freed as any would be.
/// Constants' trees are not retired: the check keeps constants to the end.
struct RetiredTrees {
    /// More than the transitions a streamed check on eight threads has in flight.
    static let capacity = 256
    private var ring: [SyntaxTree?] = []
    private var oldest = 0
    private var count = 0

    /// Holds `tree`, dropping the oldest held if the ring is full.
    mutating func retire(_ tree: SyntaxTree) {
        if ring.isEmpty { ring = Array(repeating: nil, count: Self.capacity) }
        if count == Self.capacity {
            ring[oldest] = nil
            oldest = (oldest + 1) % Self.capacity
            count -= 1
        }
        ring[(oldest + count) % Self.capacity] = tree
        count += 1
    }

    /// The oldest tree held, emptied, if nothing else refers to it any more; nil otherwise.
    mutating func reuseOldest() -> SyntaxTree? {
        guard count > 0, isKnownUniquelyReferenced(&ring[oldest]), let tree = ring[oldest].take() else { return nil }
        oldest = (oldest + 1) % Self.capacity
        count -= 1
        tree.removeAll()
        return tree
    }
}
