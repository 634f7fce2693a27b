// A source file as the compiler reads it: raw UTF-8 bytes, a name, and line starts.

/// A `.trans` source: its bytes exactly as read (possibly invalid UTF-8) and the name
/// diagnostics show for it (`card.trans`, `<stdin>`).
public struct SourceFile: Sendable {
    /// The name diagnostics print: the path as the user gave it, or `<stdin>`.
    public let name: String
    /// The file's bytes; offsets everywhere in the compiler index into this array.
    public let bytes: [UInt8]
    /// Built the first time a line is asked for (`lineStarts`).
    let lineTable: LineTable

    /// The byte offset where each line starts; line `n` (1-based) starts at `lineStarts[n - 1]`.
    /// Worked out on first use: read it once into a local where a loop needs it.
    public var lineStarts: [Int] { lineTable.starts(of: bytes) }

    /// Creates a source from raw bytes.
    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
        self.lineTable = LineTable()
    }

    /// A source of `text`'s UTF-8 bytes, for tests and editors that hold text.
    public init(name: String, text: String) {
        self.init(name: name, bytes: Array(text.utf8))
    }

    private init(name: String, bytes: [UInt8], lineStarts: [Int]) {
        self.name = name
        self.bytes = bytes
        self.lineTable = LineTable(starts: lineStarts)
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
        let lineStarts = lineStarts
        var starts = Array(lineStarts[...Self.lineIndex(of: windowStart - 1, in: lineStarts)])
        let windowEnd = range.start + replacement.count
        for offset in stride(from: windowStart, through: windowEnd, by: 1)
        where Self.lineStarts(at: offset, in: newBytes) {
            starts.append(offset)
        }
        starts += lineStarts[(Self.lineIndex(of: range.end, in: lineStarts) + 1)...].lazy.map { $0 + delta }
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

}
