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

    /// The position one past the last byte, where end-of-input errors are reported.
    public var endOffset: Int { bytes.count }

    private static func computeLineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\r"), index < bytes.count, bytes[index] == UInt8(ascii: "\n") {
                index += 1
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                starts.append(index)
            }
        }
        return starts
    }
}
