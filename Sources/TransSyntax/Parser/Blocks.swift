// Braced lists: transition bodies, phase and presentation blocks, keyframe lists.

extension Parser {
    /// block = "{" entries "}" — the `{` on the same line as its header. Its entries go to
    /// the tree as one run when it closes, after those of the blocks inside it.
    mutating func parseBlock(after header: String) -> RawBlock? {
        let mark = pendingEntries.mark
        let braced = parseBraced(after: header) { parser in
            if let entry = parser.parseEntry() { parser.pendingEntries.push(entry) }
        }
        let entries = tree.appendEntries(from: pendingEntries, since: mark)
        guard let braced else { return nil }
        return RawBlock(entries: entries, range: CompactRange(braced.range), isIncomplete: braced.isIncomplete)
    }

    /// Parses `{ element, element … }` where elements are separated by a line break, one
    /// comma, or both, and a trailing comma is allowed. Reports a `{` on the next line, a
    /// second comma, a missing separator and a missing `}`, and always makes progress. A
    /// `transition` or `let` at the start of a line ends an unclosed block, so one missing `}`
    /// does not swallow the next declaration. `element` parses one element and pushes it on
    /// its scratch stack, where the caller takes the block's elements from.
    mutating func parseBraced(
        after header: String, element: (inout Parser) -> Void
    ) -> (range: SourceRange, isIncomplete: Bool)? {
        if at(.newline) { stepToBraceOnNextLine(after: header) }
        guard at(.leftBrace) else {
            reportExpectedBrace(after: header)
            return nil
        }
        let open = current.range
        guard enterNesting() else {
            return (open.union(skipBalanced()), true)
        }
        defer { leaveNesting() }
        let savedParenthesisDepth = parenthesisDepth
        parenthesisDepth = 0
        defer { parenthesisDepth = savedParenthesisDepth }
        advance()

        var commaAllowed = false
        let errorsAtStart = diagnostics.count
        var isIncomplete: Bool { diagnostics.count > errorsAtStart }
        while true {
            while at(.newline) || at(.comma) {
                if at(.comma) {
                    if !commaAllowed { reportUnexpectedComma() }
                    commaAllowed = false
                }
                advance()
            }
            if at(.rightBrace) {
                let close = advance()
                return (open.union(close.range), isIncomplete)
            }
            if atEnd || (startsLine && (at(.keyword(.transition)) || at(.keyword(.let)))) {
                return (open.union(reportUnclosedBrace(open)), true)
            }
            let progress = LoopProgress(self)
            let errorsBefore = diagnostics.count
            element(&self)
            commaAllowed = true
            if !(at(.newline) || at(.comma) || at(.rightBrace) || atEnd) {
                skipMissingSeparator(reporting: diagnostics.count == errorsBefore)
            }
            progress.ensure(&self)
        }
    }

    // The braced list's reports, out of line: inline, their diagnostics' frames and registers
    // were set up for every block.

    /// At a line break before a block's `{`: reports the `{` on the next line and steps to it,
    /// when it is there; stays at the line break otherwise.
    @inline(never)
    private mutating func stepToBraceOnNextLine(after header: String) {
        let lineBreakStart = current.range.start
        dropLineBreaksAfterCurrent()
        guard next.kind == .leftBrace else { return }
        report(
            ParserMessages.braceOnNextLine(
                header: header, at: next.range, lineBreak: SourceRange(start: lineBreakStart, end: next.range.start)))
        step()
    }

    @inline(never)
    private mutating func reportExpectedBrace(after header: String) {
        report(ParserMessages.expected("'{' after '\(header)'", found: currentSpelling, at: errorRange()))
    }

    @inline(never)
    private mutating func reportUnexpectedComma() {
        report(ParserMessages.unexpectedComma(at: current.range))
    }

    /// Reports the missing `}` of the block opened at `open`; returns where it was missed.
    @inline(never)
    private mutating func reportUnclosedBrace(_ open: SourceRange) -> SourceRange {
        report(
            ParserMessages.expected(
                "'}'", found: currentSpelling, at: errorRange(), notes: [DiagnosticNote("to match this '{'", at: open)])
        )
        return .at(current.range.start)
    }

    /// After an element that no separator follows: reports it (`reporting`, when the element
    /// reported nothing) and skips to the next separator.
    @inline(never)
    private mutating func skipMissingSeparator(reporting: Bool) {
        if reporting { report(ParserMessages.missingSeparator(at: current.range)) }
        skipToSeparator()
    }

    /// entry = NAME ":" value | NAME block | "animate" target block
    mutating func parseEntry() -> RawEntry? {
        switch current.kind {
        case .keyword(.animate):
            let keyword = advance()
            let target = parsePostfixExpression()
            guard let body = parseBlock(after: "animate") else { return nil }
            return RawEntry(
                .animate(keyword: CompactRange(keyword.range), target: target.index, body: body),
                keyword.range.union(body.range.range))
        case .identifier:
            let name = name(of: current)
            let nameRange = advance().range
            // Most entries: the name moves to the tree's texts, never copied into an identifier
            // (each copy retained it, and released it when dropped).
            if consume(.colon) != nil {
                let value = parseEntryValue()
                let text = tree.appendText(name)
                return RawEntry(
                    .field(name: text, nameRange: CompactRange(nameRange), value.raw), nameRange.union(value.range))
            }
            // A `NAME { … }` entry's name moves to the texts as well: an identifier made first
            // was a copy of it (a retain, and a release when dropped).
            if at(.leftBrace) || at(.newline) {
                guard let body = parseBlock(after: name) else { return missingValue(Identifier(name, nameRange)) }
                return RawEntry(
                    .field(name: tree.appendText(name), nameRange: CompactRange(nameRange), .block(body)),
                    nameRange.union(body.range.range))
            }
            return parseEntry(after: Identifier(name, nameRange))
        default:
            reportExpectedEntry()
            return nil
        }
    }

    /// The entry whose `name` neither `:` nor a block follows: `NAME = value`, reported, or a
    /// name alone. Out of line, as `reportExpectedEntry` is: with the reports inline, every entry
    /// saved their registers and set up their frame.
    @inline(never)
    private mutating func parseEntry(after name: Identifier) -> RawEntry {
        if at(.equals) {
            var equals = advance().range
            // `style == custom`: every '=' goes, or the fix-it leaves `style:= custom`.
            while at(.equals) { equals = equals.union(advance().range) }
            report(ParserMessages.equalsForColon(name: name.name, at: equals, after: name.range))
            let value = parseEntryValue()
            return .field(name, value.raw, name.range.union(value.range), in: tree)
        }
        report(ParserMessages.expectedEntryBody(name: name.name, at: errorRange(), after: name.range))
        return missingValue(name)
    }

    /// Reports that no entry begins at the current token.
    @inline(never)
    private mutating func reportExpectedEntry() {
        report(ParserMessages.expectedEntry(found: currentSpelling, at: errorRange()))
    }

    /// value = expression [ "->" expression ]. Inlined into `parseEntry`, which calls it for
    /// every field; a track's arrow and second expression go on out of line (`parseTrack`), so
    /// that this stays small enough to be inlined (whole, it was called for each field).
    @inline(__always)
    private mutating func parseEntryValue() -> (raw: RawEntryValue, range: SourceRange) {
        let from = parseExpression()
        guard at(.arrow) else { return (.expression(from.index), from.range) }
        return parseTrack(from: from)
    }

    /// The rest of a track, `from` read and the `->` current.
    @inline(never)
    private mutating func parseTrack(from: AddedNode) -> (raw: RawEntryValue, range: SourceRange) {
        let arrow = advance()
        let to = parseExpression()
        if at(.arrow) { report(ParserMessages.chainedArrow(at: current.range)) }
        return (.track(from.index, arrow: CompactRange(arrow.range), to.index), from.range.union(to.range))
    }

    /// keyframe = expression ":" expression
    mutating func parseKeyframe() -> RawKeyframe? {
        let time = parseValueExpression()
        guard expect(.colon, "':' after the key time") != nil else { return nil }
        return RawKeyframe(time: time.index, value: parseValueExpression().index)
    }

    /// An entry whose value a syntax error left out: it counts as present, and says nothing more.
    func missingValue(_ name: Identifier) -> RawEntry {
        .field(name, .expression(node(.missing, .at(name.range.end)).index), name.range, in: tree)
    }
}

extension EntryValue {
    /// The source the value covers.
    public var range: SourceRange {
        switch self {
        case .expression(let expression): expression.range
        case .track(let from, _, let to): from.range.union(to.range)
        case .block(let block): block.range
        }
    }
}
