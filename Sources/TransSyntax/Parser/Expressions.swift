// Expressions, loosest binding first: `+ -`, `* /`, unary `-`, postfix `.member` and calls.

extension Parser {
    /// An expression where `->` cannot follow (a constant, an argument, a key): a stray arrow
    /// is reported and the whole value is left out.
    mutating func parseValueExpression() -> AddedNode {
        let value = parseExpression()
        guard at(.arrow) else { return value }
        return parseStrayArrow(after: value)
    }

    /// The stray arrow after `value` and the expression after it, reported and left out. Out of
    /// line: with the report inline, every value saved five registers for it.
    @inline(never)
    private mutating func parseStrayArrow(after value: AddedNode) -> AddedNode {
        report(ParserMessages.arrowOutsideTrack(at: current.range))
        advance()
        let rest = parseExpression()
        return node(.missing, value.range.union(rest.range))
    }

    /// expression = term { ("+" | "-") term }. Most expressions are one term: they return
    /// without entering the chain's loop, whose setup cost more than the term's test.
    mutating func parseExpression() -> AddedNode {
        let first = parseTerm()
        guard Self.additiveOperator(current.kind) != nil else { return first }
        return parseChain(after: first, of: Self.additiveOperator) { $0.parseTerm() }
    }

    /// term = unary { ("*" | "/") unary }; as `parseExpression`, a lone operand returns at once.
    @inline(__always)
    private mutating func parseTerm() -> AddedNode {
        let first = parseUnary()
        guard Self.multiplicativeOperator(current.kind) != nil else { return first }
        return parseChain(after: first, of: Self.multiplicativeOperator) { $0.parseUnary() }
    }

    /// The operator of `expression`'s level that `kind` spells: `+` or `-`.
    private static func additiveOperator(_ kind: TokenKind) -> BinaryOperator? {
        switch kind {
        case .plus: .add
        case .minus: .subtract
        default: nil
        }
    }

    /// The operator of `term`'s level that `kind` spells: `*` or `/`.
    private static func multiplicativeOperator(_ kind: TokenKind) -> BinaryOperator? {
        switch kind {
        case .star: .multiply
        case .slash: .divide
        default: nil
        }
    }

    /// `{ op operand }` after the chain's `first` operand, left-associative. A chain deeper than
    /// `maximumExpressionDepth` is reported once and parsed to its end as a `missing` value.
    @inline(never)
    private mutating func parseChain(
        after first: AddedNode, of binaryOperator: (TokenKind) -> BinaryOperator?, operand: (inout Parser) -> AddedNode
    ) -> AddedNode {
        var lhs = first
        var overflowed = false
        while let op = binaryOperator(current.kind) {
            let operatorRange = advance().range
            let rhs = operand(&self)
            let range = lhs.range.union(rhs.range)
            lhs = overflowed ? node(.missing, range) : node(.binary(op, lhs.index, rhs.index), range)
            if !overflowed, lhs.depth > Self.maximumExpressionDepth {
                report(ParserMessages.expressionTooDeep(limit: Self.maximumExpressionDepth, at: operatorRange))
                lhs = node(.missing, range)
                overflowed = true
            }
        }
        return lhs
    }

    /// `expression`, or a `missing` value after an error at `range` when it nests deeper
    /// than `maximumExpressionDepth`: every later walk of the tree stays within that depth.
    @inline(__always)
    private mutating func limitingDepth(_ expression: AddedNode, at range: SourceRange) -> AddedNode {
        guard expression.depth > Self.maximumExpressionDepth else { return expression }
        return tooDeep(expression, at: range)
    }

    /// `expression`, too deep, reported at `range` and replaced by a `missing` value. Out of line:
    /// inline, the report made every member, call and parenthesis save registers for it.
    @inline(never)
    private mutating func tooDeep(_ expression: AddedNode, at range: SourceRange) -> AddedNode {
        report(ParserMessages.expressionTooDeep(limit: Self.maximumExpressionDepth, at: range))
        return node(.missing, expression.range)
    }

    /// unary = "-" unary | postfix. Inlined into the term's loop: most operands have no `-`, and
    /// the call only to test for one cost as much as the test.
    @inline(__always)
    private mutating func parseUnary() -> AddedNode {
        at(.minus) ? parseNegation() : parsePostfixExpression()
    }

    /// "-" unary, at a `-`.
    private mutating func parseNegation() -> AddedNode {
        let minus = current.range
        guard enterNesting() else {
            skipToSeparator()
            return node(.missing, minus)
        }
        defer { leaveNesting() }
        advance()
        let operand = parseUnary()
        return limitingDepth(node(.unary(.negate, operand.index), minus.union(operand.range)), at: minus)
    }

    /// postfix = primary { "." NAME | arguments [ keyframeBlock ] }. Inlined into its callers:
    /// most primaries have no suffix, and the call only to test for one cost as much as the test.
    @inline(__always)
    mutating func parsePostfixExpression() -> AddedNode {
        let primary = parsePrimary()
        return at(.dot) || at(.leftParen) || at(.leftBrace) ? parseSuffixes(of: primary) : primary
    }

    /// The `.member`s, argument lists and keyframe blocks after `primary`.
    private mutating func parseSuffixes(of primary: AddedNode) -> AddedNode {
        var expression = primary
        while true {
            if at(.dot) {
                advance()
                guard let member = parseIdentifier("a member name after '.'") else {
                    return node(.missing, expression.range)
                }
                expression = limitingDepth(
                    tree.appendMember(expression, member),
                    at: member.range)
                if expression.isMissing {
                    skipToSeparator()
                    return expression
                }
            } else if at(.leftParen) {
                let callee = expression
                guard let (arguments, range) = parseArguments() else {
                    return node(.missing, expression.range)
                }
                expression = limitingDepth(
                    node(.call(callee.index, arguments: arguments), callee.range.union(range)), at: range)
                if expression.isMissing {
                    skipToSeparator()
                    return expression
                }
                if at(.leftBrace), Self.isKeyframesName(callee, in: tree) {
                    expression = parseKeyframeList(arguments: arguments, head: expression.range)
                }
            } else if at(.leftBrace), Self.isKeyframesName(expression, in: tree) {
                return skipKeyframesWithoutMode(expression)
            } else {
                return expression
            }
        }
    }

    /// `keyframes {`, reported and skipped to its `}`: a `missing` value for the bare name
    /// `expression`. Out of line, as `tooDeep` is.
    @inline(never)
    private mutating func skipKeyframesWithoutMode(_ expression: AddedNode) -> AddedNode {
        report(ParserMessages.expected("'(' and a mode after 'keyframes'", found: currentSpelling, at: errorRange()))
        skipBalanced()
        return node(.missing, expression.range)
    }

    /// Whether `expression` of `tree` is the bare name `keyframes`, which a keyframe list begins
    /// with. Read from the raw node: a view's `kind` built an `ExpressionKind` (and retained the
    /// tree) for every name followed by `{`, such as each `animate` target. Static: as a method
    /// it was called on a copy of the parser (a 344-byte `memcpy` for each such name).
    private static func isKeyframesName(_ expression: AddedNode, in tree: SyntaxTree) -> Bool {
        guard case .name(let text) = tree.nodes[Int(expression.index)].kind else { return false }
        return tree.texts[Int(text)] == "keyframes"
    }

    private mutating func parseKeyframeList(arguments: ListSpan, head: SourceRange) -> AddedNode {
        let mark = pendingKeyframes.mark
        let braced = parseBraced(after: "keyframes(…)") { parser in
            if let key = parser.parseKeyframe() { parser.pendingKeyframes.push(key) }
        }
        let keys = tree.appendKeyframes(from: pendingKeyframes, since: mark)
        guard let braced else { return node(.missing, head) }
        let list = RawKeyframeList(arguments: arguments, headRange: head, keys: keys, isIncomplete: braced.isIncomplete)
        return limitingDepth(tree.appendKeyframeList(list, head.union(braced.range)), at: head)
    }

    /// arguments = "(" [ argument { "," argument } [ "," ] ] ")"; argument = [ NAME ":" ] expression
    private mutating func parseArguments() -> (ListSpan, SourceRange)? {
        let open = current.range
        let mark = pendingArguments.mark
        let close = parseParenthesized { parser in
            var label: (name: UInt32, range: SourceRange)?
            if parser.current.kind == .identifier, parser.next.kind == .colon {
                label = (parser.tree.appendText(parser.name(of: parser.current)), parser.advance().range)
                parser.advance()
            }
            let value = parser.parseValueExpression()
            parser.pendingArguments.push(
                RawArgument(label: label, value: value.index, range: (label?.range ?? value.range).union(value.range)))
        }
        let arguments = tree.appendArguments(from: pendingArguments, since: mark)
        guard let close else { return nil }
        return (arguments, open.union(close))
    }

    /// Parses `( element, … )` with line breaks ignored inside and returns the closing
    /// parenthesis's range (or where it was missed); nil when nested too deeply. `element`
    /// parses one element and pushes it on its scratch stack.
    private mutating func parseParenthesized(element: (inout Parser) -> Void) -> SourceRange? {
        let open = current.range
        guard enterNesting() else {
            skipBalanced()
            return nil
        }
        defer { leaveNesting() }
        parenthesisDepth += 1
        advance()
        while !at(.rightParen), !atEnd, !atStatementBoundary {
            let progress = LoopProgress(self)
            element(&self)
            if consume(.comma) == nil { break }
            progress.ensure(&self)
        }
        parenthesisDepth -= 1
        var close = current.range
        if at(.rightParen) {
            advance()
        } else {
            let range = startsLine ? SourceRange.at(endOfPreviousToken) : errorRange()
            report(
                ParserMessages.expected(
                    "')'", found: currentSpelling, at: range, notes: [DiagnosticNote("to match this '('", at: open)]))
            if !startsLine, let skipped = skipToClosingParenthesis() { close = skipped }
        }
        return close
    }

    /// After a list went wrong on its line (`inset(top: 10 left: 10, bottom: 10)`), skips the
    /// rest of it through its `)`, so the block does not read `, bottom: 10)` as its own entries
    /// (nor offer a ',' before the `)`). Stops, consuming nothing more, at a line break, a
    /// brace or a declaration keyword outside brackets. Returns the `)` when it finds one.
    private mutating func skipToClosingParenthesis() -> SourceRange? {
        var depth = 0
        while !atEnd {
            switch current.kind {
            case .leftParen: depth += 1
            case .rightParen where depth == 0: return advance().range
            case .rightParen: depth -= 1
            case .newline where depth == 0: return nil
            case _ where depth == 0 && atStatementBoundary: return nil
            default: break
            }
            advance()
        }
        return nil
    }

    /// primary = NUMBER | COLOR | STRING | "true" | "false" | NAME | "(" expression { "," expression } ")"
    /// A number or a name here (nine primaries in ten), the others out of line in
    /// `parseOtherPrimary`: with their reports and parentheses inline, every primary saved five
    /// registers and set up a 0x1f8-byte frame.
    private mutating func parsePrimary() -> AddedNode {
        let token = current
        switch token.kind {
        case .number:
            let (value, unit) = lexer.lexedNumber(of: token)
            advance()
            if unit == nil, current.kind == .identifier { return parseNumber(value, before: token) }
            return tree.appendLeaf(.number(value, unit), token.range)
        case .identifier:
            advance()
            return tree.appendLeaf(.name(tree.appendText(name(of: token))), token.range)
        default:
            return parseOtherPrimary(token)
        }
    }

    /// The unitless number `value` of `token`, the name after it current. `0.3 s`: a unit word
    /// after a space is the number's unit, typed apart; reported once and taken as meant, so no
    /// "needs a unit" or "separate with ','" follows.
    @inline(never)
    private mutating func parseNumber(_ value: Double, before token: Token) -> AddedNode {
        guard let spaced = NumberUnit(rawValue: name(of: current)) else {
            return tree.appendLeaf(.number(value, nil), token.range)
        }
        let space = SourceRange(start: token.range.end, end: current.range.start)
        let unitToken = advance()
        report(ParserMessages.spaceBeforeUnit(spaced.rawValue, at: unitToken.range, space: space))
        return tree.appendLeaf(.number(value, spaced), token.range.union(unitToken.range))
    }

    /// A primary that is neither a number nor a name, at `token`.
    @inline(never)
    private mutating func parseOtherPrimary(_ token: Token) -> AddedNode {
        switch token.kind {
        case .hexColor:
            advance()
            let (red, green, blue, alpha) = lexer.color(of: token)
            return tree.appendColor(HexColor(red: red, green: green, blue: blue, alpha: alpha), token.range)
        case .string:
            let value = lexer.lexedString(of: token)
            advance()
            return tree.appendLeaf(.string(tree.appendText(value)), token.range)
        case .keyword(.true), .keyword(.false):
            advance()
            return tree.appendLeaf(.bool(token.kind == .keyword(.true)), token.range)
        case .leftParen:
            let mark = pendingItems.mark
            let close = parseParenthesized { $0.pendingItems.push($0.parseValueExpression().index) }
            guard let close else { return node(.missing, token.range) }
            let range = token.range.union(close)
            switch pendingItems.mark - mark {
            case 0:
                report(ParserMessages.expectedValue(at: .at(close.start)))
                return node(.missing, range)
            case 1: return limitingDepth(node(.parenthesized(pendingItems.popLast()), range), at: token.range)
            default:
                let items = tree.appendItems(from: pendingItems, since: mark)
                return limitingDepth(node(.tuple(items), range), at: token.range)
            }
        case .invalid:
            advance()
            return node(.missing, token.range)
        default:
            report(ParserMessages.expectedValue(at: errorRange()))
            return node(.missing, errorRange())
        }
    }
}
