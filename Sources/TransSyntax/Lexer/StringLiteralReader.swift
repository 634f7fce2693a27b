// A string literal read from its bytes: by the lexer, which reports what is wrong with it, and
// by `LexedFile.string(of:)`, which decodes it again when the parser needs its value.

/// Reads one string on one line, with escapes `\"`, `\\`, `\n`, `\t`, `\u{…}`, from its
/// opening `"`; every malformed piece is recorded in `diagnostics` and skipped.
struct StringLiteralReader {
    let bytes: [UInt8]
    /// Where the lexer's pass ends (the end of the file, or of the lexed range).
    let limit: Int
    /// Just past what has been read.
    private(set) var index: Int
    private(set) var value = ""
    private(set) var diagnostics: [Diagnostic] = []

    /// Reads the string whose `"` is at `start`.
    init(_ bytes: [UInt8], from start: Int, limit: Int) {
        self.bytes = bytes
        self.limit = limit
        self.index = start
        read()
    }

    /// The value of the string whose `"` is at `start`, and the index past its closing quote,
    /// when it holds plain bytes alone (`isPlain`) up to that quote, as most strings do: read in
    /// one pass over a buffer pointer and made a `String` at once, where the reader cost about
    /// 1 300 instructions a string. Nil for any other string, which the reader reads.
    static func plainString(_ bytes: [UInt8], from start: Int, limit: Int) -> (value: String, end: Int)? {
        bytes.withUnsafeBufferPointer { buffer in
            var index = start + 1
            while index < limit, isPlain(buffer[index]) { index += 1 }
            guard index < limit, buffer[index] == UInt8(ascii: "\"") else { return nil }
            let value = String(decoding: UnsafeBufferPointer(rebasing: buffer[(start + 1)..<index]), as: UTF8.self)
            return (value, index + 1)
        }
    }

    private func peek() -> UInt8? { index < limit ? bytes[index] : nil }

    private mutating func read() {
        let start = index
        index += 1
        while let byte = peek(), byte != UInt8(ascii: "\"") {
            if Self.isPlain(byte) {
                readPlainRun()
                continue
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            if byte == UInt8(ascii: "\\") {
                readEscape()
                continue
            }
            let characterStart = index
            let length = skipCharacterChecked()
            let first = bytes[characterStart]
            if length > 1 || (first >= 0x20 && first != 0x7F) || first == UInt8(ascii: "\t") {
                value.unicodeScalars.append(UTF8Validation.scalar(bytes, at: characterStart, length: length))
            } else if first != 0, UTF8Validation.sequenceLength(bytes, at: characterStart) == 1 {
                // ESC, VT, FF and the other controls would vanish from the text: say so.
                diagnostics.append(
                    LexerMessages.controlCharacterInString(
                        first, at: SourceRange(start: characterStart, end: characterStart + 1)))
            }
        }
        if peek() == UInt8(ascii: "\"") {
            index += 1
        } else {
            diagnostics.append(
                LexerMessages.unterminatedString(at: .at(index), opening: SourceRange(start: start, end: start + 1)))
        }
    }

    /// Whether `byte` is printable ASCII or a tab that stands for itself: neither the closing
    /// quote nor an escape.
    private static func isPlain(_ byte: UInt8) -> Bool {
        (byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\"))
            || byte == UInt8(ascii: "\t")
    }

    /// Appends a run of plain bytes at once: most of a string is plain, and appending it one
    /// scalar at a time cost more than the rest of the lexer's work on the string.
    private mutating func readPlainRun() {
        let start = index
        while let byte = peek(), Self.isPlain(byte) { index += 1 }
        value += String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Skips one character, reporting a NUL or invalid UTF-8; returns its length (at least 1).
    private mutating func skipCharacterChecked() -> Int {
        let length = LiteralDecoding.checkedCharacterLength(bytes, at: index, diagnostics: &diagnostics)
        index += length
        return length
    }

    private mutating func readEscape() {
        let start = index
        index += 1
        guard let byte = peek(), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") else {
            diagnostics.append(LexerMessages.invalidEscape("\\", at: SourceRange(start: start, end: index)))
            return
        }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): value += "\""
        case UInt8(ascii: "\\"): value += "\\"
        case UInt8(ascii: "n"): value += "\n"
        case UInt8(ascii: "t"): value += "\t"
        case UInt8(ascii: "u") where peek() == UInt8(ascii: "{"):
            index += 1
            let digitsStart = index
            while let digit = peek(), digit != UInt8(ascii: "}"), LiteralDecoding.isIdentifierByte(digit) { index += 1 }
            let digits = String(decoding: bytes[digitsStart..<index], as: UTF8.self)
            let closed = peek() == UInt8(ascii: "}")
            if closed { index += 1 }
            if closed, (1...8).contains(digits.count), let code = UInt32(digits, radix: 16),
                let scalar = Unicode.Scalar(code), code != 0
            {
                value.unicodeScalars.append(scalar)
            } else {
                let text = String(decoding: bytes[start..<index], as: UTF8.self)
                diagnostics.append(LexerMessages.invalidEscape(text, at: SourceRange(start: start, end: index)))
            }
        default:
            index -= 1
            let length = skipCharacterChecked()
            let text = String(decoding: bytes[start..<(start + 1 + length)], as: UTF8.self)
            diagnostics.append(LexerMessages.invalidEscape(text, at: SourceRange(start: start, end: index)))
        }
    }
}
