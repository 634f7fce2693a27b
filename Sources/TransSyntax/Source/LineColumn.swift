// The one converter from byte offsets to positions people and editors use, and back.

/// A position for people: 1-based line, 1-based column counted in Unicode scalars.
public struct LineColumn: Sendable, Hashable, Comparable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in Unicode scalars (an invalid byte counts as one).
    public var column: Int

    /// Line `line`, column `column`, both 1-based as people count them.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: LineColumn, rhs: LineColumn) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// What an editor counts a line's characters in (LSP 3.17's position encodings): the one
/// place an offset becomes a character index and back, whatever the unit.
public enum CharacterUnit: Sendable, CaseIterable {
    /// UTF-8 bytes.
    case utf8
    /// UTF-16 code units: a scalar outside the Basic Multilingual Plane counts two.
    case utf16
    /// Unicode scalars, as `LineColumn` counts columns.
    case scalar

    /// How many units a scalar of `byteLength` UTF-8 bytes takes; an invalid byte is one.
    public func units(ofScalarWithByteLength byteLength: Int) -> Int {
        switch self {
        case .utf8: max(1, byteLength)
        case .utf16: byteLength == 4 ? 2 : 1
        case .scalar: 1
        }
    }
}

extension SourceFile {
    /// The 0-based index of the line holding `offset`.
    public func lineIndex(of offset: Int) -> Int {
        Self.lineIndex(of: offset, in: lineStarts)
    }

    /// The 0-based index of the line holding `offset`, in a file whose lines start at `lineStarts`.
    static func lineIndex(of offset: Int, in lineStarts: [Int]) -> Int {
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
        let position = position(of: offset, counting: .scalar)
        return LineColumn(line: position.line + 1, column: position.character + 1)
    }

    /// The 0-based line and character of `offset` (clamped to the file), the character counted
    /// in `unit`: what editors exchange.
    public func position(of offset: Int, counting unit: CharacterUnit) -> (line: Int, character: Int) {
        let clamped = min(max(0, offset), bytes.count)
        let lineStarts = lineStarts
        let line = Self.lineIndex(of: clamped, in: lineStarts)
        var character = 0
        var index = lineStarts[line]
        while index < clamped {
            let width = max(1, UTF8Validation.sequenceLength(bytes, at: index))
            character += unit.units(ofScalarWithByteLength: width)
            index += width
        }
        return (line, character)
    }

    /// The offset of the 0-based `line`'s `character`, counted in `unit`. A character past the
    /// end of the line is the line's end (before its line break), as LSP 3.17 specifies; one
    /// inside a scalar (half a surrogate pair, a byte inside a UTF-8 sequence), or a line past
    /// the last, is nil.
    public func offset(line: Int, character: Int, counting unit: CharacterUnit) -> Int? {
        let lineStarts = lineStarts
        guard line >= 0, line < lineStarts.count else { return nil }
        let end = lineEnd(line)
        var index = lineStarts[line]
        var counted = 0
        while counted < character, index < end {
            let width = max(1, UTF8Validation.sequenceLength(bytes, at: index))
            counted += unit.units(ofScalarWithByteLength: width)
            index += width
        }
        return counted > character ? nil : index
    }

    /// The offset of the line break ending the 0-based `line`, or of the end of the file.
    public func lineEnd(_ line: Int) -> Int {
        let lineStarts = lineStarts
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        while end > lineStarts[line], bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return end
    }

    /// The source text of `range`, with invalid bytes as U+FFFD.
    public func text(of range: SourceRange) -> String {
        let start = min(max(0, range.start), bytes.count)
        let end = min(max(start, range.end), bytes.count)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

}
