// Turns UTF-8 bytes into tokens, reporting every malformed piece and carrying on past it.

/// A single pass over a file's bytes that hands out one token at a time (`next()`), so the
/// parser holds only the few tokens it looks at, not the file's (`docs/performance.md`,
/// seventh round); `lex` collects them all for the formatter and editors. Every iteration
/// consumes at least one byte.
public struct Lexer: TokenText {
    /// The bytes being lexed, which the tokens' ranges index.
    public let bytes: [UInt8]
    /// Where lexing stops: the end of the file, or of the range being lexed.
    private let end: Int
    private var index: Int
    /// The kind of the last token handed out, nil before the first: the lexer reads `.5` by
    /// whether it ends an operand.
    private var lastKind: TokenKind?
    /// Whether `next()` has handed out `endOfFile`; it hands it out again ever after.
    private var isFinished = false
    /// Every token handed out, for a caller that keeps them (`lex`, `Parser.parseKeepingTokens`).
    private var recorded: [Token]?
    /// The range of every comment lexed so far, in order.
    public private(set) var comments: [SourceRange] = []
    /// The lexical errors found so far.
    public private(set) var diagnostics: [Diagnostic] = []
    /// The values of the last two numbers lexed: the parser asks for a number's value
    /// (`lexedNumber(of:)`) while the lexer is at most two tokens past it, so the bytes need not
    /// be read again. Two stored values, not an array: no copy, no check, nothing to count.
    private var lastNumber = LexedNumber(start: -1, value: 0, unit: nil)
    private var numberBeforeLast = LexedNumber(start: -1, value: 0, unit: nil)
    /// The value of the last string lexed and where it starts, for `lexedString(of:)`.
    private var lastString: (start: Int, value: String)?

    /// Lexes `file` completely.
    public static func lex(_ file: SourceFile) -> LexedFile {
        lex(file, in: SourceRange(start: 0, end: file.bytes.count))
    }

    /// Lexes the bytes of `range` alone, as if they were a file of their own, with every range
    /// in `file`'s offsets: the language server re-lexes one edited declaration this way.
    public static func lex(_ file: SourceFile, in range: SourceRange) -> LexedFile {
        var lexer = Lexer(file, in: range, recordingTokens: true)
        while lexer.next().kind != .endOfFile {}
        return lexer.lexedFile
    }

    /// A lexer at the start of `range` of `file` (the whole file when nil); one that records
    /// its tokens keeps every token it hands out, for `lexedFile`.
    public init(_ file: SourceFile, in range: SourceRange? = nil, recordingTokens: Bool) {
        // Token offsets are 32-bit (`Token`); the driver and the server limit inputs far below.
        precondition(file.bytes.count <= Int(UInt32.max), "a source of 4 GiB or more cannot be lexed")
        let range = range ?? SourceRange(start: 0, end: file.bytes.count)
        // Names, blanks and numbers are read through a buffer pointer, unchecked, up to `end`.
        precondition(range.start >= 0 && range.end <= file.bytes.count, "a range outside the file cannot be lexed")
        self.bytes = file.bytes
        self.index = range.start
        self.end = range.end
        if recordingTokens {
            // About one token per four bytes; reserving spares the buffer's regrowth copies.
            recorded = []
            recorded?.reserveCapacity((range.end - range.start) / 4 + 1)
        }
        // A UTF-8 byte order mark, which some editors write first, is not part of the text.
        if end - index >= 3, bytes[index] == 0xEF, bytes[index + 1] == 0xBB, bytes[index + 2] == 0xBF { index += 3 }
    }

    /// The tokens handed out (all of them once `next()` has returned `endOfFile`, and none
    /// unless recording), the comments and the diagnostics.
    public var lexedFile: LexedFile {
        LexedFile(tokens: recorded ?? [], comments: comments, diagnostics: diagnostics, bytes: bytes)
    }

    /// The next token; `endOfFile` at the end, and again at every call after it. A token is
    /// handed out as soon as it is lexed: a line break takes in the blank lines after it at once
    /// (`lexLineBreaks`), so no token waits for the next to be lexed. Inlined into the parser's
    /// step: its call and its saved registers cost more than its loop. Recording and the end of
    /// file are out of line (`record`, `endOfFile`): inlined, their array appends made every
    /// step save four registers.
    @inline(__always)
    public mutating func next() -> Token {
        while index < end {
            let start = index
            let token = lexOne()
            precondition(index > start, "the lexer must make progress")
            if let token {
                lastKind = token.kind
                if recorded != nil { record(token) }
                return token
            }
        }
        return endOfFile()
    }

    /// Keeps `token` for `lexedFile`, in a lexer that records its tokens.
    @inline(never)
    private mutating func record(_ token: Token) {
        recorded?.append(token)
    }

    /// The `endOfFile` token, recorded the first time it is handed out.
    @inline(never)
    private mutating func endOfFile() -> Token {
        let token = Token(.endOfFile, .at(end))
        if !isFinished {
            isFinished = true
            recorded?.append(token)
        }
        return token
    }

    /// A `number` token's value and unit, as `number(of:)` reads them: kept from lexing for the
    /// last two numbers lexed, read from the bytes again for any other.
    /// Inlined: called, the lexer was copied for it (a `memcpy` per number).
    @inline(__always)
    func lexedNumber(of token: Token) -> (value: Double, unit: NumberUnit?) {
        let start = token.range.start
        if lastNumber.start == start { return (lastNumber.value, lastNumber.unit) }
        if numberBeforeLast.start == start { return (numberBeforeLast.value, numberBeforeLast.unit) }
        return Self.number(of: token, in: bytes)
    }

    /// `number(of:)` given the bytes alone, for `lexedNumber`: given the lexer, the call made the
    /// parser copy the whole lexer (128 bytes) for every number, whichever path it took.
    @inline(never)
    private static func number(of token: Token, in bytes: [UInt8]) -> (value: Double, unit: NumberUnit?) {
        LexedFile(tokens: [], comments: [], diagnostics: [], bytes: bytes).number(of: token)
    }

    /// A `string` token's value, as `string(of:)` reads it: kept from lexing for the last string
    /// lexed, decoded from the bytes again for any other.
    @inline(__always)
    func lexedString(of token: Token) -> String {
        if let lastString, lastString.start == token.range.start { return lastString.value }
        return string(of: token)
    }

    /// Hands over the comments lexed so far that start before `offset`, and forgets them, so that
    /// a caller taking the file a piece at a time (the formatter) holds one piece's comments, not
    /// the file's. Forgetting changes no token: a line break's token is whole when it is handed
    /// out.
    public mutating func takeComments(before offset: Int) -> [SourceRange] {
        let count = comments.prefix { $0.start < offset }.count
        let taken = Array(comments[..<count])
        comments.removeFirst(count)
        return taken
    }

    /// The diagnostic the lexer will have reported last once the whole file is lexed: the rest
    /// is lexed on a copy, and this lexer stays where it is.
    func lastDiagnosticOfFile() -> Diagnostic? {
        var rest = self
        rest.recorded = nil
        while rest.next().kind != .endOfFile {}
        return rest.diagnostics.last
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < end ? bytes[index + offset] : nil
    }

    /// The token of `kind` lexed from `start` to `index`.
    private func token(_ kind: TokenKind, from start: Int) -> Token {
        Token(kind, lexedFrom: start, to: index)
    }

    /// Lexes the text at `index`, after the blanks before it if any, and returns its token: nil
    /// for a comment, for text that makes none (`lexTokenlessText`) and for blanks that end the
    /// range. Dispatches on the first byte's class (`ByteClass`).
    private mutating func lexOne() -> Token? {
        var byteClass = ByteClass.of(byteInRange(at: index))
        if byteClass == .blank {
            // Skipped in the same step as the token after them: blanks (mostly indentation) were a
            // third of all the steps on a typical file.
            skipBlanks()
            guard index < end else { return nil }
            byteClass = ByteClass.of(byteInRange(at: index))
        }
        switch byteClass {
        case .letter: return lexIdentifier()
        case .digit: return lexNumber()
        case .leftBrace: return lexByte(.leftBrace)
        case .rightBrace: return lexByte(.rightBrace)
        case .leftParen: return lexByte(.leftParen)
        case .rightParen: return lexByte(.rightParen)
        case .colon: return lexByte(.colon)
        case .comma: return lexByte(.comma)
        case .plus: return lexByte(.plus)
        case .star: return lexByte(.star)
        case .symbol: return lexSymbol()
        case .lineBreak: return lexLineBreaks()
        case .quote: return lexString()
        case .hash: return lexHexColor()
        case .other: return lexUnexpected()
        case .blank: preconditionFailure("blanks are skipped before the switch")
        }
    }

    /// The byte at `offset`, which is below `end`, read without the array's bounds checks:
    /// `lexOne`, which reads every token's first byte through this, runs only where `next()` or
    /// its own test has just found `index < end`, and `end` is within the bytes (`init`). The
    /// checks, two tests and their branches, cost about four instructions a token.
    @inline(__always)
    private func byteInRange(at offset: Int) -> UInt8 {
        bytes.withUnsafeBufferPointer { $0[offset] }
    }

    /// The token of `kind`, one byte long, at `index`.
    private mutating func lexByte(_ kind: TokenKind) -> Token {
        index += 1
        return Token(kind, lexedFrom: index - 1, to: index)
    }

    /// Moves past the run of blanks at `index`. Inlined: called, it cost as much as the run.
    @inline(__always)
    private mutating func skipBlanks() {
        index = bytes.withUnsafeBufferPointer { Self.blanksEnd(in: $0, from: index + 1, limit: end) }
    }

    /// A run of line breaks with nothing but blanks and text that makes no token between them,
    /// as one `newline` token ending at its last line break: a run of empty lines is one token,
    /// so a file of newlines costs a few bytes a line. A comment ends the run. The blanks after
    /// the run are skipped too. Line breaks and blanks are read in one loop over the buffer
    /// (`lineBreaksEnd`); text that makes no token, which is rare, out of line.
    private mutating func lexLineBreaks() -> Token {
        let start = index
        let limit = end
        let run = bytes.withUnsafeBufferPointer { Self.lineBreaksEnd(in: $0, from: start, limit: limit) }
        index = run.end
        guard run.endsAtOther else { return Token(.newline, lexedFrom: start, to: run.lastBreakEnd) }
        return lexLineBreaks(from: start, pastTokenlessText: run.lastBreakEnd)
    }

    /// The run of line breaks from `start` that `lexLineBreaks` read up to its last line break
    /// at `lastBreakEnd` and to an `other` byte at `index`: text that makes no token there, and
    /// the line breaks, blanks and such text after it, go on with the run.
    private mutating func lexLineBreaks(from start: Int, pastTokenlessText lastBreakEnd: Int) -> Token {
        var runEnd = lastBreakEnd
        while lexTokenlessText() {
            skipBlanksAndTokenlessText()
            guard index < end, ByteClass.of(bytes[index]) == .lineBreak else { break }
            let (from, limit) = (index, end)
            let run = bytes.withUnsafeBufferPointer { Self.lineBreaksEnd(in: $0, from: from, limit: limit) }
            (index, runEnd) = (run.end, run.lastBreakEnd)
            guard run.endsAtOther else { break }
        }
        return Token(.newline, lexedFrom: start, to: runEnd)
    }

    /// From the line break at `index`: the end of the line breaks and blanks that follow one
    /// another there, the end of the last line break among them (`\r\n` is one), and whether
    /// an `other` byte follows them (which may be text that makes no token).
    @inline(__always)
    private static func lineBreaksEnd(
        in bytes: UnsafeBufferPointer<UInt8>, from index: Int, limit: Int
    ) -> (end: Int, lastBreakEnd: Int, endsAtOther: Bool) {
        var index = index
        var lastBreakEnd: Int
        repeat {
            let isCRLF =
                bytes[index] == UInt8(ascii: "\r") && index + 1 < limit && bytes[index + 1] == UInt8(ascii: "\n")
            index += isCRLF ? 2 : 1
            lastBreakEnd = index
            index = indentationEnd(in: bytes, from: index, limit: limit)
            while index < limit, ByteClass.of(bytes[index]) == .blank { index += 1 }
        } while index < limit && ByteClass.of(bytes[index]) == .lineBreak
        return (index, lastBreakEnd, index < limit && ByteClass.of(bytes[index]) == .other)
    }

    /// The end of the spaces from `index`, read eight at a time while eight bytes are left: the
    /// indentation after a line break, 4 to 12 spaces, took a step a byte. The first byte that is
    /// not a space is the lowest that differs from a word of spaces.
    @inline(__always)
    private static func indentationEnd(in bytes: UnsafeBufferPointer<UInt8>, from index: Int, limit: Int) -> Int {
        let spaces: UInt64 = 0x2020_2020_2020_2020
        let base = UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped)
        var index = index
        while index + 8 <= limit {
            let differing = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self)) ^ spaces
            if differing != 0 { return index + differing.trailingZeroBitCount / 8 }
            index += 8
        }
        return index
    }

    /// Moves past blanks and text that makes no token (`lexTokenlessText`), reporting the latter.
    private mutating func skipBlanksAndTokenlessText() {
        while index < end {
            switch ByteClass.of(bytes[index]) {
            case .blank: skipBlanks()
            case .other: guard lexTokenlessText() else { return }
            default: return
            }
        }
    }

    /// A token that begins with a `symbol` byte: a comment (nil), `.5`, an arrow, or a one-byte
    /// token.
    private mutating func lexSymbol() -> Token? {
        let start = index
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
            lexLineComment()
            return nil
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
            lexBlockComment()
            return nil
        case UInt8(ascii: ".") where Self.isDigit(peek(1)) && !(lastKind?.endsOperand ?? false):
            return lexLeadingDotNumber()
        case UInt8(ascii: "-") where peek(1) == UInt8(ascii: ">"):
            index += 2
            return token(.arrow, from: start)
        case UInt8(ascii: "=") where peek(1) == UInt8(ascii: ">"):
            // Another language's arrow: said once, and read as the arrow it stands for.
            index += 2
            let range = SourceRange(start: start, end: index)
            diagnostics.append(
                LexerMessages.lookalike("'=>'", isNot: "an arrow", write: "->", at: range, edits: [range]))
            return token(.arrow, from: start)
        default:
            index += 1
            return token(Self.symbol(byte), from: start)
        }
    }

    /// The end of the run of blanks (spaces, tabs, form feeds) from `index`.
    private static func blanksEnd(in bytes: UnsafeBufferPointer<UInt8>, from index: Int, limit: Int) -> Int {
        var index = index
        while index < limit, ByteClass.of(bytes[index]) == .blank { index += 1 }
        return index
    }

    /// The one-byte token the `symbol` byte `byte` spells, by switch: a dictionary lookup per
    /// token cost more than lexing the token. Inlined: the call cost as much as the switch.
    @inline(__always)
    private static func symbol(_ byte: UInt8) -> TokenKind {
        switch byte {
        case UInt8(ascii: "."): .dot
        case UInt8(ascii: "="): .equals
        case UInt8(ascii: "-"): .minus
        case UInt8(ascii: "/"): .slash
        default: preconditionFailure("ByteClass names a byte symbol does not")
        }
    }

    /// A byte no token starts with (an `other` byte): a NUL, invalid UTF-8, or a character the
    /// language lacks, which is an `invalid` token unless it is text that makes none or a
    /// lookalike quote.
    private mutating func lexUnexpected() -> Token? {
        if lexTokenlessText() { return nil }
        let start = index
        let length = UTF8Validation.sequenceLength(bytes, at: index)
        index += length
        let scalar = UTF8Validation.scalar(bytes, at: start, length: length)
        if let string = lexLookalikeQuote(scalar, from: start) { return string }
        let shown =
            scalar.properties.isWhitespace || scalar.value < 0x20 || scalar.properties.generalCategory == .format
            ? scalar.escaped(asASCII: true) : String(scalar)
        diagnostics.append(LexerMessages.unexpectedCharacter(shown, at: SourceRange(start: start, end: index)))
        return token(.invalid, from: start)
    }

    /// Text at an `other` byte that makes no token, reported and skipped: a NUL, a run of invalid
    /// UTF-8, or a non-breaking space (pasted from a word processor or a web page, taken as a
    /// space, with a fix-it). False, consuming nothing, for any other character. A line break's
    /// token runs on across such text as across blanks (`lexLineBreaks`).
    private mutating func lexTokenlessText() -> Bool {
        let start = index
        if bytes[index] == 0 {
            index += 1
            diagnostics.append(LexerMessages.nulByte(at: SourceRange(start: start, end: index)))
            return true
        }
        let length = UTF8Validation.sequenceLength(bytes, at: index)
        if length == 0 {
            while index < end, UTF8Validation.sequenceLength(bytes, at: index) == 0 { index += 1 }
            diagnostics.append(LexerMessages.invalidUTF8(at: SourceRange(start: start, end: index)))
            return true
        }
        let scalar = UTF8Validation.scalar(bytes, at: start, length: length)
        switch scalar.value {
        case 0x00A0, 0x2007, 0x202F:
            index += length
            let range = SourceRange(start: start, end: index)
            let name = "a non-breaking space (\(scalar.escaped(asASCII: true)))"
            diagnostics.append(LexerMessages.lookalike(name, isNot: "a space", write: " ", at: range, edits: [range]))
            return true
        default:
            return false
        }
    }

    /// A quote pasted from a word processor or another language in place of `"`: `“text”`,
    /// `‘text’` or `'text'` is the string it stands for, with a fix-it, so nothing else is
    /// reported because of it. Nil for any other character, the `scalar` just consumed.
    private mutating func lexLookalikeQuote(_ scalar: Unicode.Scalar, from start: Int) -> Token? {
        switch scalar.value {
        case 0x201C: return lexQuotedLookalike("'“'", closing: [0xE2, 0x80, 0x9D], from: start)
        case 0x2018: return lexQuotedLookalike("'‘'", closing: [0xE2, 0x80, 0x99], from: start)
        case 0x27: return lexQuotedLookalike("a single quote", closing: [UInt8(ascii: "'")], from: start)
        default:
            return nil
        }
    }

    /// `“text”` or `'text'` on one line, opened by `written` and ended by the bytes `closing`:
    /// read as the string it stands for, with a fix-it that writes straight double quotes.
    /// Nil, consuming nothing more, when the line holds no closing quote.
    private mutating func lexQuotedLookalike(_ written: String, closing: [UInt8], from start: Int) -> Token? {
        let range = SourceRange(start: start, end: index)
        var close = index
        while close + closing.count <= end, bytes[close] != UInt8(ascii: "\n"), bytes[close] != UInt8(ascii: "\r"),
            !bytes[close..<close + closing.count].elementsEqual(closing)
        {
            close += 1
        }
        guard close + closing.count <= end, bytes[close..<close + closing.count].elementsEqual(closing) else {
            return nil
        }
        // Read as written, the text keeps its '\' and '"': straight quotes need them escaped.
        let escapes = (index..<close).filter { bytes[$0] == UInt8(ascii: "\\") || bytes[$0] == UInt8(ascii: "\"") }
            .map { TextEdit(range: SourceRange(start: $0, end: $0), replacement: "\\") }
        index = close + closing.count
        let edits = [range, SourceRange(start: close, end: index)]
        diagnostics.append(
            LexerMessages.lookalike(
                written, isNot: "a string quote", write: "\"", at: range, edits: edits, escapes: escapes))
        return token(.string, from: start)
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool { LiteralDecoding.isIdentifierByte(byte) }

    private static func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return LiteralDecoding.isDigit(byte)
    }

    /// A name or a keyword. Its bytes are read through a buffer pointer: no bounds check per byte.
    /// Inlined into `lexOne`: names are a third of the tokens, and the call cost as much as a
    /// short name's bytes.
    @inline(__always)
    private mutating func lexIdentifier() -> Token {
        let start = index
        let limit = end
        let (wordEnd, keyword) = bytes.withUnsafeBufferPointer { bytes in
            var wordEnd = start + 1
            // Four bytes a step while four are left, the end tested once for the four; then the
            // rest one at a time. No overflow: `wordEnd` stays below `limit`, an array's count.
            fours: while wordEnd &+ 4 <= limit {
                for offset in 0..<4 where !ByteClass.of(bytes[wordEnd &+ offset]).continuesIdentifier {
                    wordEnd &+= offset
                    break fours
                }
                wordEnd &+= 4
            }
            while wordEnd < limit, ByteClass.of(bytes[wordEnd]).continuesIdentifier { wordEnd += 1 }
            return (wordEnd, Self.keyword(UnsafeBufferPointer(rebasing: bytes[start..<wordEnd])))
        }
        index = wordEnd
        return token(keyword.map { .keyword($0) } ?? .identifier, from: start)
    }

    /// The keyword `word` spells, decided on its length and bytes: no string is built for a word.
    /// Inlined: most words are decided by their length and first byte, cheaper than the call.
    @inline(__always)
    private static func keyword(_ word: UnsafeBufferPointer<UInt8>) -> Keyword? {
        let candidate: Keyword
        let spelling: StaticString
        switch (word.count, word[0]) {
        case (3, UInt8(ascii: "l")): (candidate, spelling) = (.let, "let")
        case (4, UInt8(ascii: "t")): (candidate, spelling) = (.true, "true")
        case (5, UInt8(ascii: "f")): (candidate, spelling) = (.false, "false")
        case (7, UInt8(ascii: "a")): (candidate, spelling) = (.animate, "animate")
        case (10, UInt8(ascii: "t")): (candidate, spelling) = (.transition, "transition")
        default: return nil
        }
        // A static string's bytes, not `rawValue.utf8`: walking a `String` cost 300 instructions,
        // and compared a word at a time: `elementsEqual` cost 160, a loop over the bytes 5 a byte.
        let matches = spelling.withUTF8Buffer { spelling in sameBytes(word, spelling) }
        return matches ? candidate : nil
    }

    /// Whether `word` and `spelling`, of the same count from 2 to 16, hold the same bytes: two
    /// loads from each, overlapping in the middle when the count is not twice the load's size
    /// (8 bytes for a count of 8 or more, 4 for 4 to 7, 2 below). The count of each keyword is a
    /// constant where this is inlined, so the choice of load folds away.
    @inline(__always)
    private static func sameBytes(_ word: UnsafeBufferPointer<UInt8>, _ spelling: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = spelling.count
        let (first, second) = (UnsafeRawPointer(word.baseAddress!), UnsafeRawPointer(spelling.baseAddress!))
        func same<Word: FixedWidthInteger>(_: Word.Type) -> Bool {
            let last = count - MemoryLayout<Word>.size
            return first.loadUnaligned(as: Word.self) == second.loadUnaligned(as: Word.self)
                && first.loadUnaligned(fromByteOffset: last, as: Word.self)
                    == second.loadUnaligned(fromByteOffset: last, as: Word.self)
        }
        return count >= 8 ? same(UInt64.self) : count >= 4 ? same(UInt32.self) : same(UInt16.self)
    }

    /// Skips one character, reporting a NUL or invalid UTF-8; returns its length (at least 1).
    private mutating func skipCharacterChecked() -> Int {
        let length = LiteralDecoding.checkedCharacterLength(bytes, at: index, diagnostics: &diagnostics)
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
        while depth > 0, index < end {
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

    /// A string on one line (`StringLiteralReader`, in one pass when it is plain); its value is
    /// kept for `lexedString(of:)`.
    private mutating func lexString() -> Token {
        let start = index
        if let (value, stringEnd) = StringLiteralReader.plainString(bytes, from: start, limit: end) {
            index = stringEnd
            lastString = (start, value)
        } else {
            let reader = StringLiteralReader(bytes, from: start, limit: end)
            index = reader.index
            diagnostics += reader.diagnostics
            lastString = (start, reader.value)
        }
        return token(.string, from: start)
    }

    /// `#RRGGBB` or `#RRGGBBAA`; anything else after `#` is one malformed-color error.
    private mutating func lexHexColor() -> Token {
        let start = index
        index += 1
        while let byte = peek(), Self.isIdentifierByte(byte) { index += 1 }
        guard LiteralDecoding.colorComponents(bytes[(start + 1)..<index]) != nil else {
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            diagnostics.append(LexerMessages.malformedColor(text, at: SourceRange(start: start, end: index)))
            return token(.invalid, from: start)
        }
        return token(.hexColor, from: start)
    }

    /// `.5`: reported with a fix-it adding the zero, so no "expected a value" follows.
    private mutating func lexLeadingDotNumber() -> Token {
        let start = index
        index += 1
        while let byte = peek(), Self.isIdentifierByte(byte) || byte == UInt8(ascii: "%") { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        diagnostics.append(
            LexerMessages.malformedNumber(text, at: SourceRange(start: start, end: index), leadingDot: start))
        return token(.invalid, from: start)
    }

    /// Digits, an optional fraction and exponent, then an optional unit written right after. A
    /// number whose digits give its value and that nothing but a token boundary follows, as
    /// most are (`80`, `0.45`), is done here: the byte after it is read with the digits, from
    /// the same buffer.
    private mutating func lexNumber() -> Token {
        let start = index
        let limit = end
        let (scanned, following) = bytes.withUnsafeBufferPointer { bytes in
            let scanned = LiteralDecoding.scanNumber(bytes, from: start, limit: limit)
            // NUL at the end: its class is `other`, as the end's would be.
            return (scanned, scanned.end < limit ? bytes[scanned.end] : 0)
        }
        index = scanned.end
        if !scanned.badExponent, let value = scanned.exactValue, ByteClass.of(following) != .letter,
            following != UInt8(ascii: "%"), following != UInt8(ascii: ".")
        {
            numberBeforeLast = lastNumber
            lastNumber = LexedNumber(start: start, value: value, unit: nil)
            return token(.number, from: start)
        }
        return lexNumberRest(from: start, scanned)
    }

    /// A number `scanned` from `start` that `lexNumber` did not finish: one with a unit, an
    /// exponent, many digits or a malformed end.
    private mutating func lexNumberRest(from start: Int, _ scanned: LiteralDecoding.ScannedNumber) -> Token {
        let numberEnd = index
        let malformed = scanned.badExponent || (peek() == UInt8(ascii: ".") && Self.isDigit(peek(1)))
        if malformed {
            while let byte = peek(), Self.isIdentifierByte(byte) || byte == UInt8(ascii: ".") { index += 1 }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            diagnostics.append(LexerMessages.malformedNumber(text, at: SourceRange(start: start, end: index)))
            return token(.invalid, from: start)
        }
        // The text is parsed only for a long number or an exponent (`numberValue`).
        let value = LiteralDecoding.numberValue(scanned, in: bytes, from: start)
        guard value.isFinite else {
            _ = lexUnit()
            let text = String(decoding: bytes[start..<numberEnd], as: UTF8.self)
            diagnostics.append(LexerMessages.numberTooLarge(text, at: SourceRange(start: start, end: numberEnd)))
            return token(.invalid, from: start)
        }
        let unit = lexUnit()
        guard unit != nil || index == numberEnd else {
            return token(.invalid, from: start)
        }
        numberBeforeLast = lastNumber
        lastNumber = LexedNumber(start: start, value: value, unit: unit)
        return token(.number, from: start)
    }

    /// A unit right after a number; an unknown one is reported and consumed.
    private mutating func lexUnit() -> NumberUnit? {
        guard let first = peek() else { return nil }
        if first == UInt8(ascii: "%") {
            index += 1
            return .percent
        }
        // A unit begins with a name's byte that is not a digit.
        guard ByteClass.of(first) == .letter else { return nil }
        let start = index
        while let byte = peek(), Self.isIdentifierByte(byte) { index += 1 }
        let word = bytes[start..<index]
        if let unit = LiteralDecoding.unit(word) { return unit }
        let text = String(decoding: word, as: UTF8.self)
        diagnostics.append(LexerMessages.unknownUnit(text, at: SourceRange(start: start, end: index)))
        return nil
    }
}
