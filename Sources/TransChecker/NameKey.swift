// A name's length and first byte as one integer, to search a few names without spelling each.

/// A name's key, read through the UTF-8 view's subscript: the generic `first` cost about 23
/// instructions of 47 (and `EntryNames` used it for every entry a table read). Names that differ
/// in length or first byte differ in key, so a search compares keys and spells out only the
/// names whose key agrees. Inlined: called, its frame and call were about a third of a key
/// (some 90 000 keys, of every field read and every name and function looked up).
enum NameKey {
    @inline(__always)
    static func of(_ name: String) -> Int {
        let utf8 = name.utf8
        let count = utf8.count
        return count == 0 ? 0 : count << 8 | Int(utf8[utf8.startIndex])
    }

    /// Where a search for `key` starts among `count` slots, a power of two: the key's top bits
    /// after a multiplication that mixes its length and first byte into them.
    @inline(__always)
    static func slot(of key: Int, among count: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: key) &* 0x9E37_79B9_7F4A_7C15) >> 40) & (count - 1)
    }
}
