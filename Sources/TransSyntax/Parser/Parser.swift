// The parser's state: a token cursor, the diagnostics it collects, and its safety limits.

/// The parser's result: a tree that is always well-formed (errors leave `missing`
/// expressions behind) and every syntax error in the file.
public struct ParsedFile: Sendable {
    /// The tree; `missing` nodes stand where errors left values out.
    public var syntax: FileSyntax
    /// Lexical and syntax errors, in the order found.
    public var diagnostics: [Diagnostic]
}

/// A recursive-descent parser, one function per construct (see `grammar/trans.ebnf`).
/// It never stops at the first error: it reports, resynchronises at a line break or brace,
/// and goes on. Every loop makes progress and nesting is bounded.
public struct Parser {
    /// Blocks and parenthesised expressions nested deeper than this are an error.
    public static let maximumNesting = 64
    /// Expressions whose tree is deeper than this are an error, whatever builds the depth
    /// (a long `1 + 1 + …` chain, `.member` chains, brackets): every later phase walks the tree
    /// recursively, and this bound keeps each walk far from the end of the stack.
    public static let maximumExpressionDepth = 256

    /// Where the tokens come from, one at a time; it reads names and values from the source.
    var lexer: Lexer
    /// The current token.
    private(set) var current: Token
    /// The token after the current one (line breaks included).
    private(set) var next: Token
    /// The kind of the token before the current one; end of file before the first. Only its
    /// kind: the whole token was three stores a step for a range read only after `skipBalanced`,
    /// which returns it.
    private var previousKind = TokenKind.endOfFile
    /// The end of the last token before the current one that is not a line break (the first
    /// token's end when only line breaks precede; 0 at the start).
    private(set) var endOfPreviousToken = 0
    /// How many tokens the parser has moved past: a loop that leaves it unchanged made no progress.
    private(set) var position = 0
    /// While positive, line breaks are not separators and are skipped.
    var parenthesisDepth = 0
    var nesting = 0
    /// Syntax errors; the lexer keeps its own, which come first in `ParsedFile`.
    var diagnostics: [Diagnostic] = []
    /// The lexer's last diagnostic in the whole file, once `report` needed it.
    private var lastLexerDiagnostic: Diagnostic??
    /// Where the parse's expressions go: the file's, or in `parseEachDeclaration` the
    /// current declaration's.
    private(set) var tree: SyntaxTree
    /// The elements of the blocks, calls, keyframe lists and parentheses still open.
    let pendingEntries = ScratchStack<RawEntry>()
    let pendingArguments = ScratchStack<RawArgument>()
    let pendingKeyframes = ScratchStack<RawKeyframe>()
    let pendingItems = ScratchStack<UInt32>()
    /// The strings of the names read so far, so a name written again is not made again.
    private let names: NameCache
    /// Trees of transitions another thread still read when the parser moved on.
    private var retiredTrees = RetiredTrees()

    /// Lexes and parses `file`, or only its bytes in `range` (in the file's offsets) as if they
    /// were a file of their own. The tokens are read as the lexer makes them and dropped once
    /// passed, so a parse holds only the source and the tree.
    public static func parse(_ file: SourceFile, in range: SourceRange? = nil) -> ParsedFile {
        let length = range.map { $0.end - $0.start } ?? file.bytes.count
        var parser = Parser(
            Lexer(file, in: range, recordingTokens: false), sourceLength: length, treePerDeclaration: false)
        return parser.parsedFile()
    }

    /// Lexes and parses `file`, keeping every token too, for a caller that reads them after the
    /// parse (the formatter, editors).
    public static func parseKeepingTokens(_ file: SourceFile) -> (lexed: LexedFile, parsed: ParsedFile) {
        var parser = Parser(
            Lexer(file, recordingTokens: true), sourceLength: file.bytes.count, treePerDeclaration: false)
        let parsed = parser.parsedFile()
        return (parser.lexer.lexedFile, parsed)
    }

    /// Lexes and parses `file` one top-level declaration at a time, each in a tree of its own,
    /// handing each to `visit` as soon as it is parsed; `visit` returns false to stop the parse.
    /// A declaration `visit` keeps nothing of is dropped before the next is parsed (its tree is
    /// reused), so the parse holds the source and one declaration, whatever the file's size; a
    /// transition's tree kept a while (by a check on other threads) is reused once let go.
    /// Returns the lexer's and the parser's diagnostics, as `parse` orders them, once the whole
    /// file is parsed; nil when `visit` stopped it, or at the first diagnostic when
    /// `stopsAtDiagnostic` (for a caller that wants only a clean file).
    public static func parseEachDeclaration(
        _ file: SourceFile, stopsAtDiagnostic: Bool = false, _ visit: (Declaration) -> Bool
    ) -> [Diagnostic]? {
        var parser = Parser(
            Lexer(file, recordingTokens: false), sourceLength: file.bytes.count, treePerDeclaration: true)
        guard parser.parseDeclarations(visit, treePerDeclaration: true, stopsAtDiagnostic: stopsAtDiagnostic)
        else { return nil }
        return parser.lexer.diagnostics + parser.diagnostics
    }

    /// The source length a declaration's tree is first sized for (4 KB of source: a large
    /// transition); it grows as any array does.
    private static let declarationTreeSize = 4096

    /// A parser of the `sourceLength` bytes `lexer` reads, whose first tree is sized for them
    /// or, `treePerDeclaration`, for one declaration.
    private init(_ lexer: Lexer, sourceLength: Int, treePerDeclaration: Bool) {
        self.lexer = lexer
        self.current = self.lexer.next()
        self.next = self.lexer.next()
        self.tree = Self.tree(forSourceLength: treePerDeclaration ? Self.declarationTreeSize : sourceLength)
        self.names = NameCache(sourceLength: sourceLength)
    }

    /// A tree with room for the source's expressions, entries and arguments. The samples and
    /// the benchmark's input have one expression for every 14 to 20 bytes (card.trans: 35 for
    /// 697 bytes; 3 500 transitions: 147 005 for 2 023 915), one entry for every 29 to 37 (19;
    /// 70 000) and one call argument for every 50 to 70 (9; about 38 500): one per 12, 24 and
    /// 40 leave room without a regrowth copy of a whole array.
    private static func tree(forSourceLength sourceLength: Int) -> SyntaxTree {
        SyntaxTree(reservingNodes: sourceLength / 12, entries: sourceLength / 24, arguments: sourceLength / 40)
    }

    /// Starts the next declaration's tree: the same one emptied when no view of the last
    /// declaration is left (nothing can read what is removed), else a free one of an earlier
    /// transition, else a new one. A transition's tree still read is retired (`RetiredTrees`).
    mutating func startDeclarationTree(after parsed: ParsedDeclarationKind) {
        if isKnownUniquelyReferenced(&tree) {
            tree.removeAll()
            return
        }
        if parsed == .transition { retiredTrees.retire(tree) }
        tree = retiredTrees.reuseOldest() ?? Self.tree(forSourceLength: Self.declarationTreeSize)
    }

    /// Parses the whole file: the lexer's diagnostics first, then the parser's, as found.
    private mutating func parsedFile() -> ParsedFile {
        let declarations = parseFile()
        return ParsedFile(
            syntax: FileSyntax(declarations: declarations, comments: lexer.comments),
            diagnostics: lexer.diagnostics + diagnostics)
    }

    /// A new expression node in the parse's tree.
    func node(_ kind: RawExpressionKind, _ range: SourceRange) -> AddedNode {
        tree.append(kind, range)
    }

    // MARK: The cursor

    /// How a diagnostic names the current token: `'left'`, `'{'`, `a number`.
    var currentSpelling: String { lexer.spelling(of: current) }

    /// The text of `token`, a name.
    func name(of token: Token) -> String { names.name(in: lexer.bytes, from: token.range.start, to: token.range.end) }

    /// Whether the current token is `kind`.
    func at(_ kind: TokenKind) -> Bool { current.kind == kind }

    var atEnd: Bool { current.kind == .endOfFile }

    /// Whether a line break precedes the current token (even one skipped inside parentheses).
    var startsLine: Bool { position > 0 && previousKind == .newline }

    /// Moves to the next token, line breaks included (never past the end of file). Never
    /// inlined: its callers' frames grow more than the call costs (fourteenth round), and left to
    /// the optimizer a smaller step was inlined into `advance`, which was then called instead.
    @inline(never)
    mutating func step() {
        guard !atEnd else { return }
        if current.kind != .newline || position == 0 { endOfPreviousToken = current.endOffset }
        previousKind = current.kind
        current = next
        next = lexer.next()
        // No overflow check: there are fewer tokens than source bytes.
        position &+= 1
    }

    /// Makes `next` the first token after the line breaks that follow the current one, a line
    /// break: the rest of the run is dropped unread, so any number of them costs one token. No
    /// rule tells one line break of a run from the next: the caller either steps to `next` or
    /// stays at the run's first, from which every rule skips the whole run.
    mutating func dropLineBreaksAfterCurrent() {
        while next.kind == .newline { next = lexer.next() }
    }

    /// Tokens no expression contains: a brace or a declaration keyword. Parenthesised lists
    /// stop there, so a missing `)` does not swallow the rest of the file.
    var atStatementBoundary: Bool {
        switch current.kind {
        case .leftBrace, .rightBrace, .keyword(.transition), .keyword(.let), .keyword(.animate): true
        default: false
        }
    }

    /// Consumes the current token (never the end of file) and returns it.
    @discardableResult
    mutating func advance() -> Token {
        let token = current
        step()
        // Tested here, not in a call: most tokens are followed by no line break to skip.
        if current.kind == .newline, parenthesisDepth > 0 { skipIgnoredLineBreaks() }
        return token
    }

    /// Inside parentheses line breaks are not separators.
    mutating func skipIgnoredLineBreaks() {
        while parenthesisDepth > 0, current.kind == .newline { step() }
    }

    /// Consumes `kind` if it is current. Inlined: each caller names a constant kind, so the test
    /// becomes one comparison where a call compared through `TokenKind`'s `==`.
    @inline(__always)
    mutating func consume(_ kind: TokenKind) -> Token? {
        at(kind) ? advance() : nil
    }

    /// Consumes `kind`, or reports `expected WHAT` at the current token and consumes nothing.
    @discardableResult
    mutating func expect(_ kind: TokenKind, _ what: String, notes: [DiagnosticNote] = []) -> Token? {
        if let token = consume(kind) { return token }
        report(ParserMessages.expected(what, found: currentSpelling, at: errorRange(), notes: notes))
        return nil
    }

    /// Skips line breaks between entries and declarations.
    mutating func skipLineBreaks() {
        while at(.newline) { step() }
    }

    /// Where an error about the current token goes; a line break or the end of file
    /// reports at the position where it begins.
    func errorRange() -> SourceRange {
        switch current.kind {
        case .newline, .endOfFile: .at(current.range.start)
        default: current.range
        }
    }

    /// Records a diagnostic, dropping a second error at the very same place: one mistake,
    /// one diagnostic. The parser's first is weighed against the lexer's last.
    mutating func report(_ diagnostic: Diagnostic) {
        if let last = diagnostics.last ?? lexerDiagnostic(before: diagnostic),
            last.range.start == diagnostic.range.start, last.severity == .error
        {
            return
        }
        // The lexer reported the text of an invalid token already.
        if current.kind == .invalid, diagnostic.range.start == current.range.start { return }
        diagnostics.append(diagnostic)
    }

    /// The lexer's last diagnostic in the whole file, when it may be at `diagnostic`'s place:
    /// only if the last one so far is there, because the lexer is already past that place and
    /// reports nothing before where it is. The rest of the file is lexed to know, once.
    private mutating func lexerDiagnostic(before diagnostic: Diagnostic) -> Diagnostic? {
        if let lastLexerDiagnostic { return lastLexerDiagnostic }
        guard lexer.diagnostics.last?.range.start == diagnostic.range.start else { return nil }
        let last = lexer.lastDiagnosticOfFile()
        lastLexerDiagnostic = .some(last)
        return last
    }

    // MARK: Recovery

    /// Skips to the next line break, `,` or `}` outside any brackets opened while skipping,
    /// without consuming it. Brackets are counted iteratively, so any input terminates.
    mutating func skipToSeparator() {
        var depth = 0
        while !atEnd {
            switch current.kind {
            case .leftBrace, .leftParen: depth += 1
            case .rightParen: depth = max(0, depth - 1)
            case .rightBrace:
                if depth == 0 { return }
                depth -= 1
            case .newline, .comma:
                if depth == 0 { return }
            default: break
            }
            step()
        }
    }

    /// Enters one level of nesting; false (after reporting once) when too deep, in which
    /// case the caller skips the construct with `skipBalanced()`.
    mutating func enterNesting() -> Bool {
        guard nesting < Self.maximumNesting else {
            report(ParserMessages.nestingTooDeep(limit: Self.maximumNesting, at: errorRange()))
            return false
        }
        nesting += 1
        return true
    }

    mutating func leaveNesting() { nesting -= 1 }

    /// Skips a bracketed construct starting at the current opening bracket, to its matching
    /// close or the end of file, and returns the range of the last token it skipped.
    @discardableResult
    mutating func skipBalanced() -> SourceRange {
        var depth = 0
        var last: SourceRange
        repeat {
            switch current.kind {
            case .leftBrace, .leftParen: depth += 1
            case .rightBrace, .rightParen: depth -= 1
            default: break
            }
            last = current.range
            step()
        } while depth > 0 && !atEnd
        while parenthesisDepth > 0, current.kind == .newline {
            last = current.range
            step()
        }
        return last
    }
}
