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
    /// The last token lexed, not yet handed out: a line break still grows while blank lines
    /// follow it, and the lexer reads `.5` by whether it ends an operand.
    private var held: Token?
    /// The token before `held`, final: the next one `next()` hands out.
    private var ready: Token?
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

    /// The next token; `endOfFile` at the end, and again at every call after it.
    public mutating func next() -> Token {
        while ready == nil, index < end {
            let start = index
            lexOne()
            precondition(index > start, "the lexer must make progress")
        }
        let token: Token
        if let ready {
            token = ready
            self.ready = nil
        } else if let held {
            token = held
            self.held = nil
        } else {
            token = Token(.endOfFile, .at(end))
            if isFinished { return token }
            isFinished = true
        }
        recorded?.append(token)
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
        return number(of: token)
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
    /// the file's; those after the last token handed out may be lexed already. Forgetting changes
    /// no token: whether a line break still grows is asked of the comments lexed after it, and
    /// between two calls of `next()` none is.
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

    private mutating func add(_ kind: TokenKind, from start: Int) {
        hold(Token(kind, lexedFrom: start, to: index))
    }

    /// Makes `token` the last one lexed, and the one it follows final. `next()` lexes only
    /// while no token is final, and each piece of text adds at most one token.
    private mutating func hold(_ token: Token) {
        ready = held
        held = token
    }

    /// A line break, merged into the `newline` token before it when only blanks lie between:
    /// a run of empty lines is one token, so a file of newlines costs a few bytes a line.
    private mutating func addLineBreak(from start: Int) {
        if let last = held, last.kind == .newline, (comments.last?.start ?? -1) < last.range.start {
            held?.range.end = index
        } else {
            add(.newline, from: start)
        }
    }

    /// Lexes the token at `index`, after the blanks before it if any; dispatches on the first
    /// byte's class (`ByteClass`).
    private mutating func lexOne() {
        var byteClass = ByteClass.of(bytes[index])
        if byteClass == .blank {
            // Skipped in the same step as the token after them: blanks (mostly indentation) were a
            // third of all the steps on a typical file.
            index = bytes.withUnsafeBufferPointer { Self.blanksEnd(in: $0, from: index + 1, limit: end) }
            guard index < end else { return }
            byteClass = ByteClass.of(bytes[index])
        }
        let start = index
        switch byteClass {
        case .letter: lexIdentifier()
        case .digit: lexNumber()
        case .punctuation:
            index += 1
            add(Self.punctuation(bytes[start]), from: start)
        case .symbol: lexSymbol()
        case .lineBreak:
            index += 1
            if bytes[start] == UInt8(ascii: "\r"), peek() == UInt8(ascii: "\n") { index += 1 }
            addLineBreak(from: start)
        case .quote: lexString()
        case .hash: lexHexColor()
        case .other: lexUnexpected()
        case .blank: preconditionFailure("blanks are skipped before the switch")
        }
    }

    /// A token that begins with a `symbol` byte: a comment, `.5`, an arrow, or a one-byte token.
    private mutating func lexSymbol() {
        let start = index
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
            lexLineComment()
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
            lexBlockComment()
        case UInt8(ascii: ".") where Self.isDigit(peek(1)) && !(held?.kind.endsOperand ?? false):
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
            index += 1
            add(Self.punctuation(byte), from: start)
        }
    }

    /// The end of the run of blanks (spaces, tabs, form feeds) from `index`.
    private static func blanksEnd(in bytes: UnsafeBufferPointer<UInt8>, from index: Int, limit: Int) -> Int {
        var index = index
        while index < limit, ByteClass.of(bytes[index]) == .blank { index += 1 }
        return index
    }

    /// The one-byte token the `punctuation` or `symbol` byte `byte` spells, by switch: a
    /// dictionary lookup per token cost more than lexing the token. Inlined: the call cost as
    /// much as the switch.
    @inline(__always)
    private static func punctuation(_ byte: UInt8) -> TokenKind {
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
        default: preconditionFailure("ByteClass names a byte punctuation does not")
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
            while index < end, UTF8Validation.sequenceLength(bytes, at: index) == 0 { index += 1 }
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
        hold(Token(.invalid, SourceRange(start: start, end: index)))
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
        var close = index
        while close + closing.count <= end, bytes[close] != UInt8(ascii: "\n"), bytes[close] != UInt8(ascii: "\r"),
            !bytes[close..<close + closing.count].elementsEqual(closing)
        {
            close += 1
        }
        guard close + closing.count <= end, bytes[close..<close + closing.count].elementsEqual(closing) else {
            return false
        }
        // Read as written, the text keeps its '\' and '"': straight quotes need them escaped.
        let escapes = (index..<close).filter { bytes[$0] == UInt8(ascii: "\\") || bytes[$0] == UInt8(ascii: "\"") }
            .map { TextEdit(range: SourceRange(start: $0, end: $0), replacement: "\\") }
        index = close + closing.count
        let edits = [range, SourceRange(start: close, end: index)]
        diagnostics.append(
            LexerMessages.lookalike(
                written, isNot: "a string quote", write: "\"", at: range, edits: edits, escapes: escapes))
        add(.string, from: start)
        return true
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool { LiteralDecoding.isIdentifierByte(byte) }

    private static func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return LiteralDecoding.isDigit(byte)
    }

    /// A name or a keyword. Its bytes are read through a buffer pointer: no bounds check per byte.
    private mutating func lexIdentifier() {
        let start = index
        let limit = end
        let (wordEnd, keyword) = bytes.withUnsafeBufferPointer { bytes in
            var wordEnd = start + 1
            while wordEnd < limit, ByteClass.of(bytes[wordEnd]).continuesIdentifier { wordEnd += 1 }
            return (wordEnd, Self.keyword(UnsafeBufferPointer(rebasing: bytes[start..<wordEnd])))
        }
        index = wordEnd
        add(keyword.map { .keyword($0) } ?? .identifier, from: start)
    }

    /// The keyword `word` spells, decided on its length and bytes: no string is built for a word.
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
        // and compared in a loop of our own: `elementsEqual` cost 160.
        let matches = spelling.withUTF8Buffer { spelling in spelling.indices.allSatisfy { word[$0] == spelling[$0] } }
        return matches ? candidate : nil
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

    /// A string on one line (`StringLiteralReader`); its value is decoded again on demand.
    private mutating func lexString() {
        let start = index
        let reader = StringLiteralReader(bytes, from: start, limit: end)
        index = reader.index
        diagnostics += reader.diagnostics
        lastString = (start, reader.value)
        add(.string, from: start)
    }

    /// `#RRGGBB` or `#RRGGBBAA`; anything else after `#` is one malformed-color error.
    private mutating func lexHexColor() {
        let start = index
        index += 1
        while let byte = peek(), Self.isIdentifierByte(byte) { index += 1 }
        guard LiteralDecoding.colorComponents(bytes[(start + 1)..<index]) != nil else {
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            diagnostics.append(LexerMessages.malformedColor(text, at: SourceRange(start: start, end: index)))
            add(.invalid, from: start)
            return
        }
        add(.hexColor, from: start)
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
        let scanned = LiteralDecoding.scanNumber(bytes, from: start, limit: end)
        index = scanned.end
        let numberEnd = index
        let malformed = scanned.badExponent || (peek() == UInt8(ascii: ".") && Self.isDigit(peek(1)))
        if malformed {
            while let byte = peek(), Self.isIdentifierByte(byte) || byte == UInt8(ascii: ".") { index += 1 }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            diagnostics.append(LexerMessages.malformedNumber(text, at: SourceRange(start: start, end: index)))
            add(.invalid, from: start)
            return
        }
        // The text is parsed only for a long number or an exponent (`numberValue`).
        let value = LiteralDecoding.numberValue(scanned, in: bytes, from: start)
        guard value.isFinite else {
            _ = lexUnit()
            let text = String(decoding: bytes[start..<numberEnd], as: UTF8.self)
            diagnostics.append(LexerMessages.numberTooLarge(text, at: SourceRange(start: start, end: numberEnd)))
            add(.invalid, from: start)
            return
        }
        let unit = lexUnit()
        guard unit != nil || index == numberEnd else {
            add(.invalid, from: start)
            return
        }
        numberBeforeLast = lastNumber
        lastNumber = LexedNumber(start: start, value: value, unit: unit)
        add(.number, from: start)
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
