// A growable run of bytes written through a pointer, for text of many millions of numbers.

/// The bytes of a document being written: room is made once per piece (`reserve`), then the
/// piece is stored through a pointer. `[UInt8].append` checks capacity and uniqueness on every
/// call, which was most of the timeline JSON's cost (issue 13).
final class ByteBuffer {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes are written.
    private(set) var count = 0

    /// An empty buffer with room for `capacity` bytes before it grows.
    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        start = .allocate(capacity: self.capacity)
    }

    deinit {
        start.deallocate()
    }

    /// The bytes written so far, valid until the next write.
    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: start, count: count)
    }

    /// Forgets the bytes, keeping the room.
    func removeAll() {
        count = 0
    }

    /// Makes room for `extra` more bytes, doubling the storage as needed.
    @inline(__always)
    func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStart.update(from: start, count: count)
        start.deallocate()
        start = newStart
        capacity = newCapacity
    }

    /// Appends `text`.
    @inline(__always)
    func append(_ text: StaticString) {
        let length = text.utf8CodeUnitCount
        reserve(length)
        (start + count).update(from: text.utf8Start, count: length)
        count += length
    }

    /// Appends `bytes`.
    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        reserve(bytes.count)
        (start + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Lets `body` write at most `maximum` bytes at the end; it returns how many it wrote.
    @inline(__always)
    func write(maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        reserve(maximum)
        count += body(start + count)
    }
}
