// Declarations' ranges by name, hashed once each: a streamed check records every transition.
import TransSyntax

/// Names and the range of each one's declaration: `[String: SourceRange]` without its hashing.
/// A dictionary hashed each name with SipHash when inserting it and again at each doubling,
/// some 1 100 instructions a transition of a generated file (`DeclarationLog`). Here a name is
/// hashed once, and a doubling moves the hashes it stored. The hash is the standard library's,
/// seeded per process, so a file cannot pick names that collide and make every search long.
struct RangesByName {
    private struct Entry {
        let hash: Int
        let name: String
        let range: SourceRange
    }

    /// In insertion order.
    private var entries: [Entry] = []
    /// Open addressing with linear probing over `entries`: 0 for an empty slot, else 1 + the
    /// entry's index. Plain integers, so a doubling rebuilds them from the stored hashes
    /// without touching a name. The count a power of two, at most half used.
    private var slots = [Int](repeating: 0, count: 16)

    var count: Int { entries.count }

    /// The range recorded for `name`.
    subscript(name: String) -> SourceRange? {
        switch find(name, hash: Self.hash(name)) {
        case .found(let entry): entries[entry].range
        case .vacant: nil
        }
    }

    /// Records `range` for `name`, unless a range is recorded for it already: then that one is
    /// kept and returned.
    mutating func insert(_ range: SourceRange, for name: String) -> SourceRange? {
        let hash = Self.hash(name)
        switch find(name, hash: hash) {
        case .found(let entry): return entries[entry].range
        case .vacant(let slot):
            entries.append(Entry(hash: hash, name: name, range: range))
            slots[slot] = entries.count
            if entries.count * 2 > slots.count { grow() }
            return nil
        }
    }

    /// Every name recorded, in no particular order.
    var names: [String] { entries.map(\.name) }

    private enum Place {
        case found(entry: Int)
        case vacant(slot: Int)
    }

    private func find(_ name: String, hash: Int) -> Place {
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 {
            let entry = slots[slot] - 1
            if entries[entry].hash == hash, entries[entry].name == name { return .found(entry: entry) }
            slot = (slot + 1) & mask
        }
        return .vacant(slot: slot)
    }

    private mutating func grow() {
        var larger = [Int](repeating: 0, count: slots.count * 2)
        let mask = larger.count - 1
        for entry in entries.indices {
            var slot = entries[entry].hash & mask
            while larger[slot] != 0 { slot = (slot + 1) & mask }
            larger[slot] = entry + 1
        }
        slots = larger
    }

    /// The name's seeded hash (SipHash): names chosen to collide in an unseeded hash would make
    /// every insertion probe past all the others, quadratic in a hostile file.
    private static func hash(_ name: String) -> Int { name.hashValue }
}
