// Top level: `let` and `transition` declarations.

extension Parser {
    /// file = { lineBreak } { declaration lineBreak { lineBreak } } EOF
    mutating func parseFile() -> [Declaration] {
        var declarations: [Declaration] = []
        parseDeclarations(
            { declaration in
                declarations.append(declaration)
                return true
            }, treePerDeclaration: false)
        return declarations
    }

    /// Parses the file's declarations in order, handing each to `visit`, each in a tree of its
    /// own if `treePerDeclaration`. Returns false when `visit` stopped the parse, or at the first
    /// diagnostic when `stopsAtDiagnostic`.
    @discardableResult
    mutating func parseDeclarations(
        _ visit: (Declaration) -> Bool, treePerDeclaration: Bool, stopsAtDiagnostic: Bool = false
    ) -> Bool {
        skipLineBreaks()
        while !atEnd {
            let progress = LoopProgress(self)
            guard let parsed = parseAndVisitDeclaration(visit, stopsAtDiagnostic: stopsAtDiagnostic)
            else { return false }
            if treePerDeclaration { startDeclarationTree(after: parsed) }
            if !atEnd, !at(.newline), !startsLine {
                report(ParserMessages.consecutiveDeclarations(at: errorRange()))
                skipToLineBreak()
            }
            skipLineBreaks()
            progress.ensure(&self)
        }
        return !(stopsAtDiagnostic && hasDiagnostics)
    }

    /// Parses one declaration and visits it: a function of its own, so that the declaration is
    /// released when it returns and its tree can be reused. Nil when the parse is to stop;
    /// else what was parsed.
    private mutating func parseAndVisitDeclaration(
        _ visit: (Declaration) -> Bool, stopsAtDiagnostic: Bool
    ) -> ParsedDeclarationKind? {
        let declaration = parseDeclaration()
        if stopsAtDiagnostic, hasDiagnostics { return nil }
        guard let declaration else { return .unparsable }
        guard visit(declaration) else { return nil }
        if case .transition = declaration { return .transition }
        return .constant
    }

    /// Whether the lexer or the parser has reported anything yet.
    private var hasDiagnostics: Bool { !diagnostics.isEmpty || !lexer.diagnostics.isEmpty }

    /// Skips to the next line break outside brackets; used to resynchronise at top level.
    private mutating func skipToLineBreak() {
        while !atEnd, !at(.newline) {
            if at(.leftBrace) || at(.leftParen) { skipBalanced() } else { step() }
        }
    }

    /// declaration = constant | transition
    private mutating func parseDeclaration() -> Declaration? {
        switch current.kind {
        case .keyword(.let): return parseConstant().map(Declaration.constant)
        case .keyword(.transition): return parseTransition().map(Declaration.transition)
        default:
            report(ParserMessages.expectedDeclaration(found: currentSpelling, at: errorRange()))
            skipToLineBreak()
            return nil
        }
    }

    /// constant = "let" NAME "=" expression
    private mutating func parseConstant() -> ConstantDeclaration? {
        let keyword = advance()
        guard let name = parseIdentifier("a constant name after 'let'") else {
            skipToLineBreak()
            return nil
        }
        guard expect(.equals, "'=' after the constant's name") != nil else {
            skipToLineBreak()
            return nil
        }
        let value = parseValueExpression()
        return ConstantDeclaration(
            name: name, value: ExpressionSyntax(tree, value.index), range: keyword.range.union(value.range))
    }

    /// transition = "transition" NAME [ ":" NAME ] block
    private mutating func parseTransition() -> TransitionDeclaration? {
        let keyword = advance()
        guard let name = parseIdentifier("a transition name after 'transition'") else {
            skipToLineBreak()
            return nil
        }
        var base: Identifier?
        if consume(.colon) != nil {
            base = parseIdentifier("the name of a base transition after ':'")
        }
        guard let body = parseBlock(after: name.name) else {
            skipToLineBreak()
            return nil
        }
        return TransitionDeclaration(
            name: name, base: base, body: Block(tree, body), range: keyword.range.union(body.range.range))
    }

    /// An identifier, or `expected WHAT`.
    mutating func parseIdentifier(_ what: String) -> Identifier? {
        if current.kind == .identifier {
            return Identifier(name(of: current), advance().range)
        }
        report(ParserMessages.expected(what, found: currentSpelling, at: errorRange()))
        return nil
    }
}

/// What a top-level declaration's parse left in the tree the parser moves on from.
enum ParsedDeclarationKind {
    case constant
    case transition
    /// A syntax error left no declaration.
    case unparsable
}
