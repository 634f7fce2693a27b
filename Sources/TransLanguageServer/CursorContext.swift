// Where the cursor stands, read from the tokens before it: which block, and whether an entry's
// name or its value is being written. Tokens, not the syntax tree, so half-typed text works.
import TransSyntax

/// What completion needs to know about the cursor.
struct CursorContext: Equatable {
    /// The innermost block; nil inside a block the language has no place for.
    var block: BlockKind?
    /// The tokens of the current entry before the cursor, without the word being typed.
    var entryTokens: [TokenKind]
    /// The text of each of `entryTokens`, as written: names for `valueEntry` and the others.
    var entryTexts: [String]

    /// Reads the tokens of `lexed` that end before `offset`, and a run of line breaks that starts
    /// before it (the lexer makes blank lines one newline token, which may straddle the cursor);
    /// a word touching the cursor is the prefix being typed and is left out.
    init(_ lexed: LexedFile, offset: Int) {
        var blocks: [BlockKind?] = []
        var entry: [TokenKind] = []
        var texts: [String] = []
        var parenDepth = 0
        for token in lexed.tokens
        where token.range.end <= offset || (token.kind == .newline && token.range.start < offset) {
            if case .identifier = token.kind, token.range.end == offset { break }
            if case .keyword = token.kind, token.range.end == offset { break }
            switch token.kind {
            case .leftBrace:
                blocks.append(Self.blockKind(header: entry, texts: texts, inside: blocks.last ?? .file))
                entry = []
                texts = []
                parenDepth = 0
            case .rightBrace:
                _ = blocks.popLast()
                entry = []
                texts = []
                parenDepth = 0
            case .newline where parenDepth == 0, .comma where parenDepth == 0:
                entry = []
                texts = []
            case .newline, .endOfFile:
                break
            default:
                if token.kind == .leftParen { parenDepth += 1 }
                if token.kind == .rightParen { parenDepth = max(0, parenDepth - 1) }
                entry.append(token.kind)
                texts.append(lexed.text(of: token))
            }
        }
        self.block = blocks.isEmpty ? .file : blocks[blocks.count - 1]
        self.entryTokens = entry
        self.entryTexts = texts
    }

    /// The entry whose value is being written: `NAME :` at the start of the entry.
    var valueEntry: String? {
        guard entryTokens.count >= 2, entryTokens[0] == .identifier, entryTokens[1] == .colon else {
            return nil
        }
        return entryTexts[0]
    }

    /// The function whose parentheses the cursor is inside, and whether the cursor is at its
    /// first argument.
    var enclosingCall: (name: String, firstArgument: Bool)? {
        var depth = 0
        var commas = 0
        for index in entryTokens.indices.reversed() {
            switch entryTokens[index] {
            case .rightParen: depth += 1
            case .comma where depth == 0: commas += 1
            case .leftParen:
                if depth == 0 {
                    guard index > 0, entryTokens[index - 1] == .identifier else { return nil }
                    return (entryTexts[index - 1], commas == 0)
                }
                depth -= 1
            default: break
            }
        }
        return nil
    }

    /// The name before a `.` just typed (`final.` → `final`), or "" when the dot follows
    /// something else; nil when the cursor does not follow a dot.
    var memberBase: String? {
        guard entryTokens.last == .dot else { return nil }
        if entryTokens.count >= 2, entryTokens[entryTokens.count - 2] == .identifier {
            return entryTexts[entryTokens.count - 2]
        }
        return ""
    }

    /// The block a `{` opens after the entry `header` (with its tokens' `texts`).
    private static func blockKind(header: [TokenKind], texts: [String], inside outer: BlockKind?) -> BlockKind? {
        switch header.first {
        case .keyword(.transition)?: return .transition
        case .keyword(.animate)?: return outer == .phase || outer == .reducedMotion ? .animate : nil
        case .identifier? where header.count == 1:
            return outer.flatMap { SyntaxIndex.blockKind(named: texts[0], inside: $0) }
        default:
            return zip(header, texts).contains { $0 == (.identifier, "keyframes") } ? .keyframes : nil
        }
    }
}
