// Rewrites a valid file's whitespace at random, for property tests of the formatter.
import Foundation
import TransSyntax
import TransTestSupport

/// Reprints a file's tokens and comments with random whitespace: any indentation, any run of
/// spaces and tabs between tokens (none where the tokens stay apart without), trailing
/// whitespace, LF or CR LF, extra blank lines where the layout drops them, and commas where
/// they are redundant. With `breaksInsideParentheses`, it also breaks lines inside parentheses,
/// which the formatter keeps.
struct Respacer {
    var random: SeededRandom
    var breaksInsideParentheses = false

    private enum Item: Equatable {
        case token(TokenKind, String)
        case comment(String)
        case lineBreak

        var text: String {
            switch self {
            case .token(_, let text), .comment(let text): text
            case .lineBreak: "\n"
            }
        }

        /// Whether a comma may follow: after a value, not after a bracket, comma or line break.
        var endsEntry: Bool {
            switch self {
            case .token(let kind, _): kind != .leftBrace && kind != .comma && kind != .leftParen
            default: false
            }
        }
    }

    /// `source` with its whitespace rewritten; `source` must have no syntax errors.
    mutating func respace(_ source: String) -> String {
        let items = Self.items(of: SourceFile(name: "respaced", text: source))
        var output = blankLines()
        var open: [TokenKind] = []
        var atLineStart = true
        var previousText = ""
        var lastNonComment: Item?
        for (index, item) in items.enumerated() {
            let before = index > 0 ? items[index - 1] : nil
            let next = items[(index + 1)...].first { $0 != .lineBreak }
            let nextToken = items[(index + 1)...].first { if case .token = $0 { true } else { false } }
            let inBlock = open.last == .leftBrace
            if item == .lineBreak {
                if inBlock, lastNonComment?.endsEntry ?? false, !previousText.hasPrefix("//"),
                    nextToken?.text != ",", chance(3)
                {
                    output += ","
                }
                output += whitespace(0...2) + lineBreak()
                let prunable =
                    before == nil || before == .lineBreak || before?.text == "{" || (inBlock && next?.text == "}")
                    || next == nil
                if prunable { output += blankLines() }
                atLineStart = true
                lastNonComment = .lineBreak
                continue
            }
            if case .token(.rightBrace, _) = item, !atLineStart, lastNonComment?.endsEntry ?? false,
                !previousText.hasPrefix("//"), chance(3)
            {
                output += ","
                previousText = ","
            }
            if atLineStart {
                output += whitespace(0...6)
            } else if breaksInsideParentheses, open.last == .leftParen, item.text != ":", chance(4) {
                output += lineBreak() + whitespace(0...6)
            } else {
                output += whitespace(Self.mustSeparate(previousText, item.text) ? 1...3 : 0...2)
            }
            output += item.text
            previousText = item.text
            atLineStart = false
            if case .token(let kind, _) = item {
                lastNonComment = item
                if kind == .leftBrace || kind == .leftParen { open.append(kind) }
                if kind == .rightBrace || kind == .rightParen { open.removeLast() }
            }
        }
        return output + lineBreak() + blankLines()
    }

    private static func items(of file: SourceFile) -> [Item] {
        let lexed = Lexer.lex(file)
        let text = { (range: SourceRange) in String(decoding: file.bytes[range.start..<range.end], as: UTF8.self) }
        var items: [(Int, Item)] = lexed.comments.map { ($0.start, .comment(text($0))) }
        for token in lexed.tokens where token.kind != .endOfFile {
            guard token.kind == .newline else {
                items.append((token.range.start, .token(token.kind, text(token.range))))
                continue
            }
            // One `newline` token holds a run of line breaks (and the blanks between them).
            let breaks = text(token.range).replacingOccurrences(of: "\r\n", with: "\n").filter {
                $0 == "\n" || $0 == "\r"
            }
            for offset in 0..<breaks.count { items.append((token.range.start + offset, .lineBreak)) }
        }
        return items.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// Whether `left` and `right` would lex differently written with nothing between them.
    private static func mustSeparate(_ left: String, _ right: String) -> Bool {
        guard let last = left.last, let first = right.first else { return false }
        let word = { (character: Character) in character.isLetter || character.isNumber || character == "_" }
        return (word(last) && word(first)) || (last == "/" && (first == "/" || first == "*"))
            || (last == "-" && first == ">")
    }

    private mutating func chance(_ oneIn: Int) -> Bool {
        Int.random(in: 0..<oneIn, using: &random) == 0
    }

    private mutating func whitespace(_ count: ClosedRange<Int>) -> String {
        String((0..<Int.random(in: count, using: &random)).map { _ in chance(4) ? "\t" : " " })
    }

    private mutating func lineBreak() -> String {
        chance(3) ? "\r\n" : "\n"
    }

    private mutating func blankLines() -> String {
        (0..<Int.random(in: 0...2, using: &random)).map { _ in whitespace(0...3) + lineBreak() }.joined()
    }
}
