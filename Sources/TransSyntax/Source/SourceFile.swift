// A source file as the compiler reads it: raw UTF-8 bytes, a name, and line starts.

/// A `.trans` source: its bytes exactly as read (possibly invalid UTF-8) and the name
/// diagnostics show for it (`card.trans`, `<stdin>`).
public struct SourceFile: Sendable {
    /// The name diagnostics print: the path as the user gave it, or `<stdin>`.
    public let name: String
    /// The file's bytes; offsets everywhere in the compiler index into this array.
    public let bytes: [UInt8]
    /// The byte offset where each line starts; line `n` (1-based) starts at `lineStarts[n - 1]`.
    public let lineStarts: [Int]

    /// Creates a source from raw bytes.
    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
        self.lineStarts = Self.computeLineStarts(bytes)
    }

    /// A source of `text`'s UTF-8 bytes, for tests and editors that hold text.
    public init(name: String, text: String) {
        self.init(name: name, bytes: Array(text.utf8))
    }

    private init(name: String, bytes: [UInt8], lineStarts: [Int]) {
        self.name = name
        self.bytes = bytes
        self.lineStarts = lineStarts
    }

    /// This source with `range` replaced by `replacement`, the line table rescanned only around
    /// the edit: an editor's keystroke in a large file should not cost a scan of all of it.
    /// Whether a line starts at `offset` depends only on the bytes at `offset - 1` and `offset`
    /// (`\r\n` is one break), so the starts before the edit are kept, those after it shifted.
    public func replacing(_ range: SourceRange, with replacement: [UInt8]) -> SourceFile {
        var newBytes = bytes
        newBytes.replaceSubrange(range.start..<range.end, with: replacement)
        let delta = replacement.count - (range.end - range.start)
        let windowStart = max(range.start, 1)
        var starts = Array(lineStarts[...lineIndex(of: windowStart - 1)])
        let windowEnd = range.start + replacement.count
        for offset in stride(from: windowStart, through: windowEnd, by: 1)
        where Self.lineStarts(at: offset, in: newBytes) {
            starts.append(offset)
        }
        starts += lineStarts[(lineIndex(of: range.end) + 1)...].lazy.map { $0 + delta }
        return SourceFile(name: name, bytes: newBytes, lineStarts: starts)
    }

    /// Whether a line starts at `offset` (> 0) of `bytes`: after `\n`, or after a `\r` that
    /// no `\n` follows.
    private static func lineStarts(at offset: Int, in bytes: [UInt8]) -> Bool {
        let previous = bytes[offset - 1]
        if previous == UInt8(ascii: "\n") { return true }
        return previous == UInt8(ascii: "\r") && (offset == bytes.count || bytes[offset] != UInt8(ascii: "\n"))
    }

    /// The position one past the last byte, where end-of-input errors are reported.
    public var endOffset: Int { bytes.count }

    /// Every file read builds this table, so it is one tight pass over the buffer: a byte above
    /// `\r` (almost every byte) is passed over with a single comparison.
    private static func computeLineStarts(_ bytes: [UInt8]) -> [Int] {
        bytes.withUnsafeBufferPointer { buffer in
            var starts = [0]
            var index = 0
            while index < buffer.count {
                let byte = buffer[index]
                index += 1
                if byte > UInt8(ascii: "\r") { continue }
                if byte == UInt8(ascii: "\r") {
                    if index < buffer.count, buffer[index] == UInt8(ascii: "\n") { index += 1 }
                    starts.append(index)
                } else if byte == UInt8(ascii: "\n") {
                    starts.append(index)
                }
            }
            return starts
        }
    }
}
