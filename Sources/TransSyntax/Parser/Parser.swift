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

    let tokens: [Token]
    /// The lexer's result, which reads names and values from the source.
    let lexed: LexedFile
    var position = 0
    /// While positive, line breaks are not separators and are skipped.
    var parenthesisDepth = 0
    var nesting = 0
    var diagnostics: [Diagnostic]
    /// Where the parse's expressions go.
    let tree: SyntaxTree
    /// The elements of the blocks, calls, keyframe lists and parentheses still open.
    let pendingEntries = ScratchStack<RawEntry>()
    let pendingArguments = ScratchStack<RawArgument>()
    let pendingKeyframes = ScratchStack<RawKeyframe>()
    let pendingItems = ScratchStack<UInt32>()

    /// Lexes and parses `file`.
    public static func parse(_ file: SourceFile) -> ParsedFile {
        parse(Lexer.lex(file))
    }

    /// Parses tokens already lexed, so a caller that keeps the tokens too lexes only once.
    public static func parse(_ lexed: LexedFile) -> ParsedFile {
        var parser = Parser(lexed)
        let declarations = parser.parseFile()
        return ParsedFile(
            syntax: FileSyntax(declarations: declarations, comments: lexed.comments),
            diagnostics: parser.diagnostics)
    }

    private init(_ lexed: LexedFile) {
        self.tokens = lexed.tokens
        self.lexed = lexed
        self.diagnostics = lexed.diagnostics
        // One expression for every three to four tokens in the samples and the benchmark's
        // input (card.trans: 35 for 142; 3 500 transitions: 147 005 for 486 520), and one
        // entry for every five to eight (card.trans: 19; 3 500 transitions: 70 000).
        self.tree = SyntaxTree(reservingNodes: lexed.tokens.count / 3, entries: lexed.tokens.count / 6)
    }

    /// A new expression node in the parse's tree.
    func node(_ kind: RawExpressionKind, _ range: SourceRange) -> ExpressionSyntax {
        tree.append(kind, range)
    }

    // MARK: The cursor

    /// The current token.
    var current: Token { tokens[position] }

    /// The token after the current one (line breaks included).
    var next: Token { tokens[min(position + 1, tokens.count - 1)] }

    /// How a diagnostic names the current token: `'left'`, `'{'`, `a number`.
    var currentSpelling: String { lexed.spelling(of: current) }

    /// The text of `token`, a name.
    func name(of token: Token) -> String { lexed.text(of: token) }

    /// Whether the current token is `kind`.
    func at(_ kind: TokenKind) -> Bool { current.kind == kind }

    var atEnd: Bool { current.kind == .endOfFile }

    /// Whether a line break precedes the current token (even one skipped inside parentheses).
    var startsLine: Bool { position > 0 && tokens[position - 1].kind == .newline }

    /// The end of the last token before the current one that is not a line break.
    var endOfPreviousToken: Int {
        var index = position - 1
        while index > 0, tokens[index].kind == .newline { index -= 1 }
        return index >= 0 ? tokens[index].range.end : 0
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
        if position < tokens.count - 1 { position += 1 }
        skipIgnoredLineBreaks()
        return token
    }

    /// Inside parentheses line breaks are not separators.
    mutating func skipIgnoredLineBreaks() {
        while parenthesisDepth > 0, current.kind == .newline { position += 1 }
    }

    /// Consumes `kind` if it is current.
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
        while at(.newline) { position += 1 }
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
    /// one diagnostic.
    mutating func report(_ diagnostic: Diagnostic) {
        if let last = diagnostics.last, last.range.start == diagnostic.range.start, last.severity == .error {
            return
        }
        // The lexer reported the text of an invalid token already.
        if current.kind == .invalid, diagnostic.range.start == current.range.start { return }
        diagnostics.append(diagnostic)
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
            position += 1
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
    /// close or the end of file.
    mutating func skipBalanced() {
        var depth = 0
        repeat {
            switch current.kind {
            case .leftBrace, .leftParen: depth += 1
            case .rightBrace, .rightParen: depth -= 1
            default: break
            }
            position += 1
        } while depth > 0 && !atEnd
        skipIgnoredLineBreaks()
    }
}
