// Byte ranges into a source file: what every token, node and diagnostic points at.

/// A half-open range of byte offsets `start..<end` in one `SourceFile`. An empty range
/// marks a position (an insertion point, or the end of input).
public struct SourceRange: Sendable, Hashable, Comparable {
    /// The offset of the first byte.
    public var start: Int
    /// The offset one past the last byte.
    public var end: Int

    /// Creates a range; `end` is clamped so it never precedes `start`.
    public init(start: Int, end: Int) {
        self.start = start
        self.end = max(start, end)
    }

    /// An empty range at `offset`.
    public static func at(_ offset: Int) -> SourceRange { SourceRange(start: offset, end: offset) }

    /// The smallest range covering both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }

    /// Whether the range covers no bytes.
    public var isEmpty: Bool { start == end }

    public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }
}
