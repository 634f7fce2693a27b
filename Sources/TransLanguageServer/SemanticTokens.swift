// `textDocument/semanticTokens/full`: each token's role from the lexer and the syntax index,
// encoded as LSP's relative integers.
import TransJSON
import TransSyntax

/// Semantic tokens of one analysed document (`docs/language-server.md`, "Semantic tokens").
enum SemanticTokens {
    /// The token types, in legend order: a token's type is its index here.
    enum TokenType: Int, CaseIterable {
        case keyword, `class`, variable, property, enumMember, function, parameter, number, string, comment

        var name: String { "\(self)" }
    }

    /// The modifiers, in legend order: bit `1 << index`.
    enum TokenModifier: Int, CaseIterable {
        case declaration, readonly, defaultLibrary

        var name: String { "\(self)" }
    }

    /// A classified stretch of source.
    private typealias Piece = (range: SourceRange, type: TokenType, modifiers: Set<TokenModifier>)

    /// The legend `initialize` advertises.
    static let legend: JSONValue = [
        "tokenTypes": .array(TokenType.allCases.map { .string($0.name) }),
        "tokenModifiers": .array(TokenModifier.allCases.map { .string($0.name) }),
    ]

    /// The `data` array: five integers per token (line delta, start delta, length, type,
    /// modifier bits), tokens in order, none spanning lines, lengths in `converter`'s encoding.
    static func data(_ analysis: DocumentAnalysis, _ converter: PositionConverter) -> [JSONValue] {
        var roles: [Int: (TokenType, Set<TokenModifier>)] = [:]
        for use in analysis.index.names { roles[use.identifier.range.start] = classify(use) }
        var pieces: [Piece] = []
        for token in analysis.lexed.tokens {
            switch token.kind {
            case .keyword: pieces.append((token.range, .keyword, []))
            case .number, .hexColor: pieces.append((token.range, .number, []))
            case .string: pieces.append((token.range, .string, []))
            case .identifier:
                if let role = roles[token.range.start] { pieces.append((token.range, role.0, role.1)) }
            default: break
            }
        }
        pieces += analysis.lexed.comments.map { ($0, .comment, []) }
        // A comment (or an unterminated string) may span lines; a token may not.
        let tokens = pieces.flatMap { piece in
            lineRanges(of: piece.range, in: analysis.file).map { Piece($0, piece.type, piece.modifiers) }
        }.sorted { $0.range.start < $1.range.start }
        var data: [JSONValue] = []
        var previous = LSPPosition(line: 0, character: 0)
        for token in tokens where !token.range.isEmpty {
            let start = converter.position(of: token.range.start)
            let end = converter.position(of: token.range.end)
            let lineDelta = start.line - previous.line
            let characterDelta = lineDelta == 0 ? start.character - previous.character : start.character
            let bits = token.modifiers.reduce(0) { $0 | 1 << $1.rawValue }
            data += [lineDelta, characterDelta, end.character - start.character, token.type.rawValue, bits].map {
                .number(Double($0))
            }
            previous = start
        }
        return data
    }

    private static func classify(_ use: NameUse) -> (TokenType, Set<TokenModifier>) {
        switch use.role {
        case .transitionDeclaration: (.class, [.declaration])
        case .transitionBase: (.class, [])
        case .constantDeclaration: (.variable, [.declaration, .readonly])
        case .constantReference: (.variable, [.readonly])
        case .entryName, .member: (.property, [])
        case .function: (.function, [.defaultLibrary])
        case .argumentLabel: (.parameter, [])
        case .target: (.variable, [.defaultLibrary])
        case .word:
            ["container", "final"].contains(use.identifier.name)
                ? (.variable, [.defaultLibrary, .readonly]) : (.enumMember, [.defaultLibrary])
        }
    }

    /// `range` cut at line breaks, without them (LSP tokens span no lines unless the client
    /// supports multi-line tokens).
    private static func lineRanges(of range: SourceRange, in file: SourceFile) -> [SourceRange] {
        var pieces: [SourceRange] = []
        var start = range.start
        var index = range.start
        while index < range.end {
            let byte = file.bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                pieces.append(SourceRange(start: start, end: index))
                start = index + 1
            }
            index += 1
        }
        pieces.append(SourceRange(start: start, end: range.end))
        return pieces.filter { !$0.isEmpty }
    }
}
