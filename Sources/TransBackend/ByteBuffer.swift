// A growable run of bytes written through a pointer, for text of many millions of lines and numbers.

/// The bytes of a document being written: room is made once per piece (`reserve`), then the
/// piece is stored through a pointer. `[UInt8].append` checks capacity and uniqueness on every
/// call, which was most of the timeline JSON's cost (issue 13). Shared by every backend that
/// writes text (the timeline's JSON, `CodePrinter`); its hot members are inlinable so that
/// writing a piece costs a comparison and a copy in the caller's module too.
public final class ByteBuffer {
    // Unchecked: every access is a short read or write on one thread, and the dynamic
    // exclusivity check that class properties get when used from another module (inlined
    // into `CodePrinter`'s and the timeline writer's callers) cost more than the copy.
    @exclusivity(unchecked) @usableFromInline var start: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) @usableFromInline var capacity: Int
    /// How many bytes are written.
    @inlinable public var count: Int { storedCount }
    @exclusivity(unchecked) @usableFromInline var storedCount = 0

    /// An empty buffer with room for `capacity` bytes before it grows.
    public init(capacity: Int) {
        self.capacity = max(capacity, 64)
        start = .allocate(capacity: self.capacity)
    }

    deinit {
        start.deallocate()
    }

    /// The bytes written so far, valid until the next write.
    @inlinable
    public var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: start, count: storedCount)
    }

    /// The last byte written, if any.
    @inlinable
    public var last: UInt8? {
        storedCount == 0 ? nil : start[storedCount - 1]
    }

    /// Forgets the bytes, keeping the room.
    public func removeAll() {
        storedCount = 0
    }

    /// Forgets the last `count` bytes.
    @inlinable
    public func removeLast(_ count: Int) {
        precondition(count <= storedCount, "removing more bytes than were written")
        storedCount -= count
    }

    /// Makes room for `extra` more bytes, doubling the storage as needed.
    @inlinable @inline(__always)
    public func reserve(_ extra: Int) {
        if storedCount + extra > capacity { grow(to: storedCount + extra) }
    }

    @usableFromInline
    func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStart.update(from: start, count: storedCount)
        start.deallocate()
        start = newStart
        capacity = newCapacity
    }

    /// Appends `text`.
    @inlinable @inline(__always)
    public func append(_ text: StaticString) {
        let length = text.utf8CodeUnitCount
        reserve(length)
        (start + storedCount).update(from: text.utf8Start, count: length)
        storedCount += length
    }

    /// Appends `bytes`.
    @inlinable
    public func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        reserve(bytes.count)
        (start + storedCount).update(from: source, count: bytes.count)
        storedCount += bytes.count
    }

    /// Appends `byte`.
    @inlinable @inline(__always)
    public func append(_ byte: UInt8) {
        reserve(1)
        start[storedCount] = byte
        storedCount += 1
    }

    /// Appends `count` copies of `byte` (indentation).
    @inlinable
    public func append(repeating byte: UInt8, count: Int) {
        reserve(count)
        (start + storedCount).initialize(repeating: byte, count: count)
        storedCount += count
    }

    /// Appends the UTF-8 of `text`: one copy when the string is stored contiguously (native
    /// strings are), byte by byte otherwise.
    @inlinable
    public func append(_ text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
        if copied == nil {
            reserve(text.utf8.count)
            for byte in text.utf8 {
                start[storedCount] = byte
                storedCount += 1
            }
        }
    }

    /// Appends the UTF-8 of `text`.
    @inlinable
    public func append(_ text: Substring) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
        if copied == nil { append(String(text)) }
    }

    /// Lets `body` write at most `maximum` bytes at the end; it returns how many it wrote.
    @inlinable @inline(__always)
    public func write(maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        reserve(maximum)
        storedCount += body(start + storedCount)
    }
}
