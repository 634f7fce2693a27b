// The one converter from byte offsets to positions people and editors use.

/// A position for people: 1-based line, 1-based column counted in Unicode scalars.
public struct LineColumn: Sendable, Hashable, Comparable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in Unicode scalars (an invalid byte counts as one).
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: LineColumn, rhs: LineColumn) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// A position for editors (LSP): 0-based line, 0-based column in UTF-16 code units.
public struct UTF16Position: Sendable, Hashable {
    /// The 0-based line.
    public var line: Int
    /// The 0-based column, in UTF-16 code units.
    public var character: Int

    /// Creates a position.
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}

extension SourceFile {
    /// The 0-based index of the line holding `offset`.
    public func lineIndex(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The 1-based line and scalar column of `offset` (clamped to the file).
    public func lineColumn(of offset: Int) -> LineColumn {
        let clamped = min(max(0, offset), bytes.count)
        let index = lineIndex(of: clamped)
        let scalars = scalarLengths(from: lineStarts[index], to: clamped)
        return LineColumn(line: index + 1, column: scalars.scalars + 1)
    }

    /// The 0-based line and UTF-16 column of `offset`, as the Language Server Protocol counts.
    public func utf16Position(of offset: Int) -> UTF16Position {
        let clamped = min(max(0, offset), bytes.count)
        let index = lineIndex(of: clamped)
        let lengths = scalarLengths(from: lineStarts[index], to: clamped)
        return UTF16Position(line: index, character: lengths.utf16)
    }

    /// The text of the 1-based `line` without its line break, one scalar per column (an
    /// invalid byte becomes one U+FFFD), as `lineColumn(of:)` counts.
    public func lineText(_ line: Int) -> String {
        String(String.UnicodeScalarView(columnScalars(ofLine: line)))
    }

    /// The source text of `range`, with invalid bytes as U+FFFD.
    public func text(of range: SourceRange) -> String {
        let start = min(max(0, range.start), bytes.count)
        let end = min(max(start, range.end), bytes.count)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Counts scalars and UTF-16 units in `bytes[start..<end]`, one per invalid byte.
    private func scalarLengths(from start: Int, to end: Int) -> (scalars: Int, utf16: Int) {
        var scalars = 0
        var utf16 = 0
        var index = start
        while index < end {
            let width = UTF8Validation.sequenceLength(bytes, at: index)
            scalars += 1
            utf16 += width == 4 ? 2 : 1
            index += max(1, width)
        }
        return (scalars, utf16)
    }
}
