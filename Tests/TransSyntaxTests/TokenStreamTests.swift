// The lexer as a stream: the parser pulls tokens one at a time and keeps none it has passed.
import TransSyntax
import XCTest

final class TokenStreamTests: XCTestCase {
    /// Sources whose tokens depend on what came before: runs of blank lines merge into one
    /// line break unless a comment splits them, `.5` reads by the token before it, and a byte
    /// order mark, a NUL or an unterminated comment are skipped or reported on the way.
    private let sources = [
        "transition A {\n  style: custom\n}\n",
        "\n\n  \n\t\nlet a = 1\n\n\n",
        "let a = 1 // one\n\n// two\n\n\n/* three */\nlet b = f(x).5 + (.5)\n",
        "\u{FEFF}let a = \"s\" \u{00A0} => 2\n\r\n\r\nlet b = #zz 1.2.3 4px\n",
        "let a = 1\n\u{0}\n/* open",
        "",
    ]

    func testNextHandsOutTheTokensLexCollects() {
        for text in sources {
            let file = SourceFile(name: "t.trans", text: text)
            let lexed = Lexer.lex(file)
            var lexer = Lexer(file, recordingTokens: false)
            var tokens: [Token] = []
            repeat { tokens.append(lexer.next()) } while tokens.last?.kind != .endOfFile
            XCTAssertEqual(tokens, lexed.tokens, text)
            XCTAssertEqual(lexer.next(), lexed.tokens.last, "end of file again: \(text)")
            XCTAssertEqual(lexer.comments, lexed.comments, text)
            XCTAssertEqual(lexer.diagnostics, lexed.diagnostics, text)
            XCTAssertEqual(lexer.lexedFile.tokens, [], "a lexer that does not record keeps no token")
        }
    }

    /// The formatter takes the comments as it goes (`takeComments(before:)`); the tokens are the
    /// same, and every comment is taken once, in order.
    func testTakingCommentsAfterEachTokenChangesNoToken() {
        for text in sources {
            let file = SourceFile(name: "t.trans", text: text)
            let lexed = Lexer.lex(file)
            var lexer = Lexer(file, recordingTokens: false)
            var tokens: [Token] = []
            var comments: [SourceRange] = []
            repeat {
                tokens.append(lexer.next())
                comments += lexer.takeComments(before: tokens.last!.range.end)
            } while tokens.last?.kind != .endOfFile
            comments += lexer.takeComments(before: Int.max)
            XCTAssertEqual(tokens, lexed.tokens, text)
            XCTAssertEqual(comments, lexed.comments, text)
            XCTAssertEqual(lexer.comments, [], text)
        }
    }

    func testAParseKeepingTokensKeepsWhatLexCollects() {
        let braceAfterComments = "transition A\n// c\n\n// d\n{\n  style: custom\n}\n"
        for text in sources + [braceAfterComments] {
            let file = SourceFile(name: "t.trans", text: text)
            let (lexed, parsed) = Parser.parseKeepingTokens(file)
            XCTAssertEqual(lexed.tokens, Lexer.lex(file).tokens, text)
            XCTAssertEqual(parsed.diagnostics, Parser.parse(file).diagnostics, text)
        }
    }

    /// The look past the line breaks after a header drops the line breaks between comments
    /// without holding them; the `{` after them is found, and the fix-it joins the lines.
    func testABraceAfterManyCommentedLinesIsFound() throws {
        let text = "transition A\n" + String(repeating: "// c\n\n", count: 10_000) + "{\n  style: custom\n}\n"
        let (file, parsed) = parse(text)
        XCTAssertEqual(
            located(parsed.diagnostics, in: file), ["20002:1: '{' must stand on the same line as 'A'"])
        let edit = try XCTUnwrap(parsed.diagnostics.first?.fixIts.first?.edits.first)
        XCTAssertEqual(edit.range, SourceRange(start: 12, end: text.utf8.count - 20))
        guard case .transition(let transition) = parsed.syntax.declarations.first else {
            return XCTFail("no transition")
        }
        XCTAssertEqual(transition.body.entries.count, 1)
    }

    /// The parser's first error is dropped when the lexer's last error in the whole file is at
    /// its place, as when the lexer's errors were all known before parsing began.
    func testTheParsersFirstErrorIsWeighedAgainstTheLexersLast() {
        let alone = parse("transition =>\n")
        XCTAssertEqual(
            located(alone.parsed.diagnostics, in: alone.file), ["1:12: '=>' is not an arrow in .trans; write '->'"])
        let followed = parse("transition =>\nlet y = #zz\n")
        XCTAssertEqual(
            located(followed.parsed.diagnostics, in: followed.file),
            [
                "1:12: '=>' is not an arrow in .trans; write '->'",
                "1:12: expected a transition name after 'transition', found '->'",
                "2:9: '#zz' is not a color; write #RRGGBB or #RRGGBBAA in hexadecimal",
            ])
    }
}
