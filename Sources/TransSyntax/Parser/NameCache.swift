// The names the parser reads, made into strings once per spelling rather than once per use.

/// The `String` of each name the parser reads, kept by spelling: a file writes the same few
/// dozen names over and over (`duration`, `curve`, `presented`), and making a `String` of a
/// name's bytes cost about 170 instructions where finding the one made before costs a few
/// dozen (`docs/performance.md`, "Eleventh round: the parser"). Direct-mapped and of a fixed
/// size: a name whose slot another holds is made anew and takes the slot, so the cache never
/// grows with the file, and what it returns is what the bytes spell either way. A class of its
/// own storage, as `ScratchStack` is: no uniqueness or bounds check at a lookup.
final class NameCache {
    /// A name's bytes in the source, and its first eight bytes (zeros past its end) as a word.
    private struct Slot {
        var start: Int
        /// Zero while unused: a name is never empty, so an unused slot matches none.
        var count: Int
        var prefix: UInt64
        var name: String
    }

    private let slots: UnsafeMutablePointer<Slot>
    /// The number of slots, a power of two.
    private let slotCount: Int

    /// A cache for a source of `sourceLength` bytes: 16 slots for a small file (a few cost less
    /// to fill than the names they would save), up to 1 024 for 64 KB and more.
    init(sourceLength: Int) {
        var count = 16
        while count < 1024, count * 64 < sourceLength { count *= 2 }
        slotCount = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: Slot(start: 0, count: 0, prefix: 0, name: ""), count: count)
    }

    deinit {
        slots.deinitialize(count: slotCount)
        slots.deallocate()
    }

    /// The name written in `bytes[start..<end]`, a name's bytes (at least one).
    func name(in bytes: [UInt8], from start: Int, to end: Int) -> String {
        precondition(0 <= start && start < end && end <= bytes.count, "a name outside its source")
        return bytes.withUnsafeBufferPointer { buffer in
            // Unchecked reads: the name lies inside `buffer` (the precondition above), and so
            // does the earlier name a slot holds before its bytes are compared (tested there:
            // the parser passes the same bytes at every call, but nothing else depends on it).
            let base = UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped)
            let count = end &- start
            let prefix = Self.prefix(base, at: start, count: count, limit: buffer.count)
            let hash = (prefix ^ UInt64(truncatingIfNeeded: count)) &* 0x9E37_79B9_7F4A_7C15
            // The top bits of the product, masked to a slot: below `slotCount` by construction.
            let slot = slots + (Int(truncatingIfNeeded: hash >> 40) & (slotCount &- 1))
            if slot.pointee.count == count, slot.pointee.prefix == prefix,
                count <= 8
                    || (slot.pointee.start + count <= buffer.count
                        && Self.bytesEqual(base, slot.pointee.start, start, count: count))
            {
                return slot.pointee.name
            }
            return Self.fill(slot, with: UnsafeBufferPointer(rebasing: buffer[start..<end]), at: start, prefix: prefix)
        }
    }

    /// The name `bytes` at `start`, made a string and kept in `slot`. Out of line: the few misses
    /// made every lookup save the registers they use.
    @inline(never)
    private static func fill(
        _ slot: UnsafeMutablePointer<Slot>, with bytes: UnsafeBufferPointer<UInt8>, at start: Int, prefix: UInt64
    ) -> String {
        let name = String(decoding: bytes, as: UTF8.self)
        slot.pointee = Slot(start: start, count: bytes.count, prefix: prefix, name: name)
        return name
    }

    /// The first eight of the `count` bytes at `start` (fewer when the name is shorter), as a
    /// little-endian word with zeros past the name: one load where eight bytes follow `start`
    /// before `limit`, the end of the bytes. Inlined: called, it cost as much as the lookup.
    @inline(__always)
    private static func prefix(_ base: UnsafeRawPointer, at start: Int, count: Int, limit: Int) -> UInt64 {
        if start + 8 <= limit {
            let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: start, as: UInt64.self))
            return count >= 8 ? word : word & ((1 << (UInt64(count) * 8)) - 1)
        }
        var word: UInt64 = 0
        for offset in 0..<min(count, 8) {
            word |= UInt64(base.load(fromByteOffset: start + offset, as: UInt8.self)) << (UInt64(offset) * 8)
        }
        return word
    }

    /// Whether the `count` bytes at `first` and at `second`, more than eight and the first eight
    /// known to be the same, are the same: eight at a time, the last eight overlapping the ones
    /// before when `count` is not a multiple of eight (names of 9 to 16 bytes: one comparison).
    private static func bytesEqual(_ base: UnsafeRawPointer, _ first: Int, _ second: Int, count: Int) -> Bool {
        func word(_ offset: Int) -> UInt64 { base.loadUnaligned(fromByteOffset: offset, as: UInt64.self) }
        var offset = 8
        while offset + 8 < count {
            if word(first + offset) != word(second + offset) { return false }
            offset += 8
        }
        return word(first + count - 8) == word(second + count - 8)
    }
}
