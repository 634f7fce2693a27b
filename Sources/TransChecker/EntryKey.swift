// An entry name of one block kind with its slot found once, for the checkers' own lookups.

/// One entry name of a block kind, with its slot in that kind's `EntryNames` found once (a
/// `static let` beside the kind's names): a table reads the entry of a key by indexing its
/// slots, where reading it by name searches the kind's names again (about 120 instructions
/// a lookup, and the checkers look up some 40 entries by name per transition).
struct EntryKey {
    let name: String
    /// The kind the slot belongs to (its identity: a key holds no reference to count): a table
    /// of another kind searches for `name` instead.
    let kind: ObjectIdentifier
    /// The slot of `name` in `kind`; nil for a name the kind does not accept.
    let slot: Int?

    /// The key of `name` among `kind`'s entries.
    init(_ name: String, of kind: EntryNames) {
        self.name = name
        self.kind = ObjectIdentifier(kind)
        slot = kind.slot(of: name)
    }
}
