// A comment's text as printed: as written, with LF line breaks and no whitespace ending a line.
import TransSyntax

/// Comment text, verbatim but for line breaks and trailing whitespace.
enum CommentText {
    /// The text of the comment at `range` in `file`; a block comment's inner lines keep their
    /// indentation.
    static func normalized(_ range: SourceRange, in file: SourceFile) -> String {
        var lines: [ArraySlice<UInt8>] = []
        var bytes = file.bytes[range.start..<range.end]
        while let breakIndex = bytes.firstIndex(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) {
            lines.append(bytes[..<breakIndex])
            let crlf =
                bytes[breakIndex] == UInt8(ascii: "\r") && bytes.index(after: breakIndex) < bytes.endIndex
                && bytes[bytes.index(after: breakIndex)] == UInt8(ascii: "\n")
            bytes = bytes[(breakIndex + (crlf ? 2 : 1))...]
        }
        lines.append(bytes)
        return lines.map { String(decoding: trimmingTrailingWhitespace($0), as: UTF8.self) }.joined(separator: "\n")
    }

    private static func trimmingTrailingWhitespace(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let whitespace: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0C]
        guard let last = line.lastIndex(where: { !whitespace.contains($0) }) else { return line.prefix(0) }
        return line[...last]
    }
}
