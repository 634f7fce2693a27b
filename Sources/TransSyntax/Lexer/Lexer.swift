// Turns UTF-8 bytes into tokens, reporting every malformed piece and carrying on past it.

/// The lexer's result: tokens ending in `endOfFile`, the comments (for `--verify`,
/// formatting and editors), and diagnostics.
public struct LexedFile: Sendable {
    /// The tokens; the last one is always `endOfFile`.
    public var tokens: [Token]
    /// The range of every comment, in order.
    public var comments: [SourceRange]
    /// Lexical errors.
    public var diagnostics: [Diagnostic]
}

/// A single pass over a file's bytes. Every iteration consumes at least one byte.
public struct Lexer {
    private let bytes: [UInt8]
    private var index = 0
    private var tokens: [Token] = []
    private var comments: [SourceRange] = []
    private var diagnostics: [Diagnostic] = []

    /// Lexes `file` completely.
    public static func lex(_ file: SourceFile) -> LexedFile {
        var lexer = Lexer(bytes: file.bytes)
        lexer.run()
        return LexedFile(tokens: lexer.tokens, comments: lexer.comments, diagnostics: lexer.diagnostics)
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func run() {
        // A UTF-8 byte order mark, which some editors write first, is not part of the text.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        while index < bytes.count {
            let start = index
            lexOne()
            precondition(index > start, "the lexer must make progress")
        }
        tokens.append(Token(.endOfFile, .at(bytes.count)))
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func add(_ kind: TokenKind, from start: Int) {
        tokens.append(Token(kind, SourceRange(start: start, end: index)))
    }

    /// A line break, merged into the `newline` token before it when only blanks lie between:
    /// a run of empty lines is one token, so a file of newlines costs a few bytes a line.
    private mutating func addLineBreak(from start: Int) {
        if let last = tokens.last, last.kind == .newline, (comments.last?.start ?? -1) < last.range.start {
            tokens[tokens.count - 1].range.end = index
        } else {
            add(.newline, from: start)
        }
    }

    private mutating func lexOne() {
        let start = index
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0C:
            index += 1
        case UInt8(ascii: "\n"):
            index += 1
            addLineBreak(from: start)
        case UInt8(ascii: "\r"):
            index += 1
            if peek() == UInt8(ascii: "\n") { index += 1 }
            addLineBreak(from: start)
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
            lexLineComment()
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
            lexBlockComment()
        case UInt8(ascii: "\""):
            lexString()
        case UInt8(ascii: "#"):
            lexHexColor()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            lexIdentifier()
        case UInt8(ascii: ".") where Self.isDigit(peek(1)) && !(tokens.last?.kind.endsOperand ?? false):
            lexLeadingDotNumber()
        case UInt8(ascii: "-") where peek(1) == UInt8(ascii: ">"):
            index += 2
            add(.arrow, from: start)
        case UInt8(ascii: "=") where peek(1) == UInt8(ascii: ">"):
            // Another language's arrow: said once, and read as the arrow it stands for.
            index += 2
            let range = SourceRange(start: start, end: index)
            diagnostics.append(
                LexerMessages.lookalike("'=>'", isNot: "an arrow", write: "->", at: range, edits: [range]))
            add(.arrow, from: start)
        default:
            if let kind = Self.punctuation(byte) {
                index += 1
                add(kind, from: start)
            } else {
                lexUnexpected()
            }
        }
    }

    /// The one-byte token `byte` spells, by switch: a dictionary lookup per token cost more
    /// than lexing the token.
    private static func punctuation(_ byte: UInt8) -> TokenKind? {
        switch byte {
        case UInt8(ascii: "{"): .leftBrace
        case UInt8(ascii: "}"): .rightBrace
        case UInt8(ascii: "("): .leftParen
        case UInt8(ascii: ")"): .rightParen
        case UInt8(ascii: ":"): .colon
        case UInt8(ascii: ","): .comma
        case UInt8(ascii: "."): .dot
        case UInt8(ascii: "="): .equals
        case UInt8(ascii: "+"): .plus
        case UInt8(ascii: "-"): .minus
        case UInt8(ascii: "*"): .star
        case UInt8(ascii: "/"): .slash
        default: nil
        }
    }

    /// A byte no token starts with: a NUL, invalid UTF-8, or a character the language lacks.
    private mutating func lexUnexpected() {
        let start = index
        if bytes[index] == 0 {
            index += 1
            diagnostics.append(LexerMessages.nulByte(at: SourceRange(start: start, end: index)))
            return
        }
        let length = UTF8Validation.sequenceLength(bytes, at: index)
        if length == 0 {
            while index < bytes.count, UTF8Validation.sequenceLength(bytes, at: index) == 0 { index += 1 }
            diagnostics.append(LexerMessages.invalidUTF8(at: SourceRange(start: start, end: index)))
            return
        }
        index += length
        let scalar = UTF8Validation.scalar(bytes, at: start, length: length)
        if lexLookalike(scalar, from: start) { return }
        let shown =
            scalar.properties.isWhitespace || scalar.value < 0x20 || scalar.properties.generalCategory == .format
            ? scalar.escaped(asASCII: true) : String(scalar)
        diagnostics.append(LexerMessages.unexpectedCharacter(shown, at: SourceRange(start: start, end: index)))
        tokens.append(Token(.invalid, SourceRange(start: start, end: index)))
    }

    /// A character pasted from a word processor, a web page or another language in place of an
    /// ASCII one: a non-breaking space is taken as a space, and `“text”`, `‘text’` or `'text'` as the
    /// string it stands for, each
    /// with a fix-it, so nothing else is reported because of it. False for any other character.
    private mutating func lexLookalike(_ scalar: Unicode.Scalar, from start: Int) -> Bool {
        let range = SourceRange(start: start, end: index)
        switch scalar.value {
        case 0x00A0, 0x2007, 0x202F:
            let name = "a non-breaking space (\(scalar.escaped(asASCII: true)))"
            diagnostics.append(LexerMessages.lookalike(name, isNot: "a space", write: " ", at: range, edits: [range]))
            return true
        case 0x201C: return lexQuotedLookalike("'“'", closing: [0xE2, 0x80, 0x9D], from: start)
        case 0x2018: return lexQuotedLookalike("'‘'", closing: [0xE2, 0x80, 0x99], from: start)
        case 0x27: return lexQuotedLookalike("a single quote", closing: [UInt8(ascii: "'")], from: start)
        default:
            return false
        }
    }

    /// `“text”` or `'text'` on one line, opened by `written` and ended by the bytes `closing`:
    /// read as the string it stands for, with a fix-it that writes straight double quotes.
    /// False, consuming nothing more, when the line holds no closing quote.
    private mutating func lexQuotedLookalike(_ written: String, closing: [UInt8], from start: Int) -> Bool {
        let range = SourceRange(start: start, end: index)
        var end = index
        while end + closing.count <= bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r"),
            !bytes[end..<end + closing.count].elementsEqual(closing)
        {
            end += 1
        }
        guard end + closing.count <= bytes.count, bytes[end..<end + closing.count].elementsEqual(closing) else {
            return false
        }
        let text = String(decoding: bytes[index..<end], as: UTF8.self)
        // Read as written, the text keeps its '\' and '"': straight quotes need them escaped.
        let escapes = (index..<end).filter { bytes[$0] == UInt8(ascii: "\\") || bytes[$0] == UInt8(ascii: "\"") }
            .map { TextEdit(range: SourceRange(start: $0, end: $0), replacement: "\\") }
        index = end + closing.count
        let edits = [range, SourceRange(start: end, end: index)]
        diagnostics.append(
            LexerMessages.lookalike(
                written, isNot: "a string quote", write: "\"", at: range, edits: edits, escapes: escapes))
        add(.string(text), from: start)
        return true
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default: false
        }
    }

    private static func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func lexIdentifier() {
        let start = index
        while let byte = peek(), Self.isIdentifierByte(byte) { index += 1 }
        if let keyword = Self.keyword(bytes[start..<index]) {
            add(.keyword(keyword), from: start)
        } else {
            add(.identifier(String(decoding: bytes[start..<index], as: UTF8.self)), from: start)
        }
    }

    /// The keyword `word` spells, decided on its length and bytes: no string is built for a word.
    private static func keyword(_ word: ArraySlice<UInt8>) -> Keyword? {
        let candidate: Keyword
        switch (word.count, word.first) {
        case (3, UInt8(ascii: "l")): candidate = .let
        case (4, UInt8(ascii: "t")): candidate = .true
        case (5, UInt8(ascii: "f")): candidate = .false
        case (7, UInt8(ascii: "a")): candidate = .animate
        case (10, UInt8(ascii: "t")): candidate = .transition
        default: return nil
        }
        return word.elementsEqual(candidate.rawValue.utf8) ? candidate : nil
    }

    /// Validates comment or string content byte by byte, reporting NULs and invalid UTF-8.
    /// Returns the length of the character at `index` (at least 1).
    private mutating func skipCharacterChecked() -> Int {
        let start = index
        if bytes[index] == 0 {
            index += 1
            diagnostics.append(LexerMessages.nulByte(at: SourceRange(start: start, end: index)))
            return 1
        }
        let length = UTF8Validation.sequenceLength(bytes, at: index)
        if length == 0 {
            index += 1
            diagnostics.append(LexerMessages.invalidUTF8(at: SourceRange(start: start, end: index)))
            return 1
        }
        index += length
        return length
    }

    private mutating func lexLineComment() {
        let start = index
        while let byte = peek(), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") {
            _ = skipCharacterChecked()
        }
        comments.append(SourceRange(start: start, end: index))
    }

    /// A block comment; comments nest, so `/* a /* b */ c */` is one comment.
    private mutating func lexBlockComment() {
        let start = index
        index += 2
        var depth = 1
        while depth > 0, index < bytes.count {
            if peek() == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if peek() == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
            } else {
                _ = skipCharacterChecked()
            }
        }
        if depth > 0 {
            diagnostics.append(LexerMessages.unterminatedComment(at: SourceRange(start: start, end: start + 2)))
        }
        comments.append(SourceRange(start: start, end: index))
    }

    /// A string on one line, with escapes `\"`, `\\`, `\n`, `\t`, `\u{…}`.
    private mutating func lexString() {
        let start = index
        index += 1
        var value = ""
        while let byte = peek(), byte != UInt8(ascii: "\"") {
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            if byte == UInt8(ascii: "\\") {
                lexEscape(into: &value)
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
        add(.string(value), from: start)
    }

    private mutating func lexEscape(into value: inout String) {
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
            while let digit = peek(), digit != UInt8(ascii: "}"), Self.isIdentifierByte(digit) { index += 1 }
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

    /// `#RRGGBB` or `#RRGGBBAA`; anything else after `#` is one malformed-color error.
    private mutating func lexHexColor() {
        let start = index
        index += 1
        while let byte = peek(), Self.isIdentifierByte(byte) { index += 1 }
        let digits = Array(bytes[(start + 1)..<index])
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        let components = Self.hexComponents(digits)
        guard let components, digits.count == 6 || digits.count == 8 else {
            diagnostics.append(LexerMessages.malformedColor(text, at: SourceRange(start: start, end: index)))
            add(.invalid, from: start)
            return
        }
        let alpha = components.count == 4 ? components[3] : 1
        add(.hexColor(red: components[0], green: components[1], blue: components[2], alpha: alpha), from: start)
    }

    private static func hexComponents(_ digits: [UInt8]) -> [Double]? {
        guard digits.count % 2 == 0 else { return nil }
        var components: [Double] = []
        for pair in stride(from: 0, to: digits.count, by: 2) {
            guard let value = UInt8(String(decoding: digits[pair...(pair + 1)], as: UTF8.self), radix: 16) else {
                return nil
            }
            components.append(Double(value) / 255)
        }
        return components
    }

    /// `.5`: reported with a fix-it adding the zero, so no "expected a value" follows.
    private mutating func lexLeadingDotNumber() {
        let start = index
        index += 1
        while let byte = peek(), Self.isIdentifierByte(byte) || byte == UInt8(ascii: "%") { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        diagnostics.append(
            LexerMessages.malformedNumber(text, at: SourceRange(start: start, end: index), leadingDot: start))
        add(.invalid, from: start)
    }

    /// Digits, an optional fraction and exponent, then an optional unit written right after.
    private mutating func lexNumber() {
        let start = index
        while Self.isDigit(peek()) { index += 1 }
        if peek() == UInt8(ascii: "."), Self.isDigit(peek(1)) {
            index += 1
            while Self.isDigit(peek()) { index += 1 }
        }
        var malformed = false
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            let signed = peek(1) == UInt8(ascii: "+") || peek(1) == UInt8(ascii: "-")
            if Self.isDigit(peek(signed ? 2 : 1)) {
                index += signed ? 2 : 1
                while Self.isDigit(peek()) { index += 1 }
            } else {
                malformed = true
            }
        }
        let numberEnd = index
        if peek() == UInt8(ascii: "."), Self.isDigit(peek(1)) { malformed = true }
        if malformed {
            while let byte = peek(), Self.isIdentifierByte(byte) || byte == UInt8(ascii: ".") { index += 1 }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            diagnostics.append(LexerMessages.malformedNumber(text, at: SourceRange(start: start, end: index)))
            add(.invalid, from: start)
            return
        }
        let value =
            exactDecimal(from: start, to: numberEnd)
            ?? Double(String(decoding: bytes[start..<numberEnd], as: UTF8.self)) ?? .infinity
        guard value.isFinite else {
            _ = lexUnit()
            let text = String(decoding: bytes[start..<numberEnd], as: UTF8.self)
            diagnostics.append(LexerMessages.numberTooLarge(text, at: SourceRange(start: start, end: numberEnd)))
            add(.invalid, from: start)
            return
        }
        let unit = lexUnit()
        if let unit {
            add(.number(value, unit), from: start)
        } else if index == numberEnd {
            add(.number(value, nil), from: start)
        } else {
            add(.invalid, from: start)
        }
    }

    /// The value of the plain decimal `bytes[start..<end]` (digits, maybe a point and more digits)
    /// computed without text when it is exact that way: at most 15 digits make an integer
    /// below 2⁵³ and 10^k is exact up to 10²², so one correctly rounded division gives the
    /// nearest double, as parsing the text would (Clinger's fast path). Nil otherwise.
    private func exactDecimal(from start: Int, to end: Int) -> Double? {
        guard end - start <= 16 else { return nil }
        var integer: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var inFraction = false
        for byte in bytes[start..<end] {
            if byte == UInt8(ascii: ".") {
                inFraction = true
                continue
            }
            guard Self.isDigit(byte), digits < 15 else { return nil }
            digits += 1
            integer = integer * 10 + UInt64(byte - UInt8(ascii: "0"))
            if inFraction { fractionDigits += 1 }
        }
        return Double(integer) / Self.powersOfTen[fractionDigits]
    }

    /// 10⁰ through 10¹⁵, each exact.
    private static let powersOfTen: [Double] = (0...15).map { power in
        (0..<power).reduce(1.0) { product, _ in product * 10 }
    }

    private func isUnitStartByte(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return Self.isIdentifierByte(byte) && !Self.isDigit(byte)
    }

    /// A unit right after a number; an unknown one is reported and consumed.
    private mutating func lexUnit() -> NumberUnit? {
        if peek() == UInt8(ascii: "%") {
            index += 1
            return .percent
        }
        guard isUnitStartByte(peek()) else { return nil }
        let start = index
        while let byte = peek(), Self.isIdentifierByte(byte) { index += 1 }
        let word = bytes[start..<index]
        if let unit = NumberUnit.allCases.first(where: { word.elementsEqual($0.rawValue.utf8) }) { return unit }
        let text = String(decoding: word, as: UTF8.self)
        diagnostics.append(LexerMessages.unknownUnit(text, at: SourceRange(start: start, end: index)))
        return nil
    }
}
