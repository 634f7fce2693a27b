// Every token of the language, and every malformed piece reported with lexing going on.
import TransSyntax
import XCTest

final class LexerTests: XCTestCase {
    func testNumbersCarryTheirUnits() {
        XCTAssertEqual(
            kinds("300 0.4s 500ms 90deg 1.5rad 60% 2e-3 1E+2"),
            [
                .number(300, nil), .number(0.4, .seconds), .number(500, .milliseconds), .number(90, .degrees),
                .number(1.5, .radians), .number(60, .percent), .number(0.002, nil), .number(100, nil),
            ])
    }

    /// A number is finished where it is scanned unless a unit, `.`, `%` or an exponent follows
    /// (`Lexer.lexNumber`); what follows it must not change where it ends or what it is worth.
    func testANumberEndsWhereWhatFollowsItBegins() {
        XCTAssertEqual(
            kinds("1,2)3}4 5\n6:7+8*9-10/11=12"),
            [
                .number(1, nil), .comma, .number(2, nil), .rightParen, .number(3, nil), .rightBrace, .number(4, nil),
                .number(5, nil), .newline, .number(6, nil), .colon, .number(7, nil), .plus, .number(8, nil), .star,
                .number(9, nil), .minus, .number(10, nil), .slash, .number(11, nil), .equals, .number(12, nil),
            ])
        XCTAssertEqual(kinds("0.45"), [.number(0.45, nil)])
        XCTAssertEqual(
            kinds("123456789012345 1234567890123456"), [.number(123456789012345, nil), .number(1234567890123456, nil)])
        XCTAssertEqual(kinds("3#"), [.number(3, nil), .invalid])
        XCTAssertEqual(kinds("2x"), [.invalid])
        XCTAssertEqual(kinds("2e"), [.invalid])
        XCTAssertEqual(kinds("2.x"), [.number(2, nil), .dot, .identifier("x")])
    }

    /// The spaces after a line break are read eight at a time while eight bytes are left
    /// (`Lexer.lineBreaksEnd`): the token after them starts where they end, whatever their
    /// number, and a tab or form feed among them is a blank too.
    func testIndentationOfAnyWidthEndsAtTheToken() {
        for width in 0...20 {
            for tail in ["", "\t", "\t  ", "\u{0C} "] {
                for after in ["x", "x\n"] {
                    let text = "a\n" + String(repeating: " ", count: width) + tail + after
                    let lexed = lex(text)
                    XCTAssertEqual(values(lexed).prefix(3), [.identifier("a"), .newline, .identifier("x")], text)
                    XCTAssertEqual(lexed.tokens[2].range.start, 2 + width + tail.utf8.count, text)
                }
            }
        }
    }

    func testMinusIsNeverPartOfANumber() {
        XCTAssertEqual(kinds("-0.002"), [.minus, .number(0.002, nil)])
    }

    /// `.5` after an operand is a `.` and a number (a member gone wrong), elsewhere a number
    /// missing its zero; the formatter reads `-` and `(` by the same `endsOperand`.
    func testALeadingDotNumberFollowsNoOperand() {
        for operand in ["f(x)", "\"s\"", "#ffffff", "}", "true", "a", "2s"] {
            let lexed = lex(operand + ".5")
            XCTAssertEqual(lexed.diagnostics.count, 0, operand)
            XCTAssertEqual(values(lexed).suffix(3), [.dot, .number(5, nil), .endOfFile], operand)
        }
        for other in [":", "(", ",", "-", "{"] {
            XCTAssertEqual(lex(other + " .5").diagnostics.map(\.id.rawValue), ["lex.malformed-number"], other)
        }
    }

    func testPunctuationAndArrow() {
        XCTAssertEqual(
            kinds("{ } ( ) : , . = -> + - * /"),
            [
                .leftBrace, .rightBrace, .leftParen, .rightParen, .colon, .comma, .dot, .equals, .arrow, .plus, .minus,
                .star, .slash,
            ])
    }

    func testKeywordsAndIdentifiers() {
        XCTAssertEqual(
            kinds("transition let animate true false presented _x9"),
            [
                .keyword(.transition), .keyword(.let), .keyword(.animate), .keyword(.true), .keyword(.false),
                .identifier("presented"), .identifier("_x9"),
            ])
    }

    /// Keywords are matched on their bytes: a word of a keyword's length and first letter, a
    /// keyword's prefix or a longer word is an identifier.
    func testWordsNearKeywordsAreIdentifiers() {
        let words = [
            "lat", "lets", "le", "tru", "trus", "fals", "falsy", "animat", "animator", "transitio",
            "transitions", "tranzition", "Let", "TRUE",
        ]
        XCTAssertEqual(kinds(words.joined(separator: " ")), words.map { .identifier($0) })
    }

    /// A keyword is compared a word at a time, two loads overlapping in the middle: a word that
    /// differs from one in any single byte is an identifier, and each keyword is one ending the
    /// file too (no byte follows to be loaded).
    func testAWordDifferingFromAKeywordInAnyByteIsAnIdentifier() {
        for keyword in Keyword.allCases {
            let spelling = Array(keyword.rawValue.utf8)
            for position in spelling.indices {
                var word = spelling
                word[position] = UInt8(ascii: "x")
                let text = String(decoding: word, as: UTF8.self)
                XCTAssertEqual(kinds(text), [.identifier(text)], text)
            }
            XCTAssertEqual(kinds(keyword.rawValue), [.keyword(keyword)], keyword.rawValue)
        }
    }

    /// Short decimals are computed from their digits; every one reads as the text would parse.
    func testDecimalsReadAsTheirTextParses() {
        var texts = [
            "0", "0.0", "007", "0.1", "0.3", "1.7976", "123456789012345", "1234567890123456",
            "12345678901234567890", "0.000000000000001", "0.1234567890123456789", "9007199254740993",
            "3.14159265358979", "2.5e3", "1e22",
        ]
        var state: UInt64 = 7
        for _ in 0..<3_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let digits = String(state >> 4 % 1_000_000_000_000_000)
            let point = Int(state % UInt64(digits.count))
            texts.append(point == 0 ? digits : digits.prefix(point) + "." + digits.dropFirst(point))
        }
        for text in texts {
            XCTAssertEqual(kinds(text), [.number(Double(text)!, nil)], text)
        }
    }

    /// A file holds about one token per four bytes, all alive while it is parsed: a token is a
    /// plain kind and range, 12 bytes with nothing to retain, its text read from the source.
    func testATokenIsSmallAndPlain() {
        XCTAssertLessThanOrEqual(MemoryLayout<Token>.stride, 12)
        XCTAssertTrue(_isPOD(Token.self))
    }

    func testHexColors() {
        XCTAssertEqual(kinds("#FF0000"), [.hexColor(red: 1, green: 0, blue: 0, alpha: 1)])
        XCTAssertEqual(kinds("#00000080"), [.hexColor(red: 0, green: 0, blue: 0, alpha: 128.0 / 255)])
    }

    func testStringEscapes() {
        XCTAssertEqual(kinds(#""a\"b\\c\nd\te\u{1F600}""#), [.string("a\"b\\c\nd\te😀")])
    }

    func testLineBreaksAreTokensAndCommentsAreNot() {
        let lexed = lex("a // one\r\nb /* two /* nested */ still */ c\rd")
        XCTAssertEqual(
            values(lexed),
            [.identifier("a"), .newline, .identifier("b"), .identifier("c"), .newline, .identifier("d"), .endOfFile])
        XCTAssertEqual(lexed.comments.count, 2)
        XCTAssertTrue(lexed.diagnostics.isEmpty)
    }

    func testEveryMalformedPieceIsReportedAndLexingContinues() {
        let text = """
            a: 5px
            b: 1.2.3
            c: #12345
            d: 2e
            e: "x\\q"
            f: "open
            g: @
            h: 1
            """
        let file = SourceFile(name: "t", text: text)
        let lexed = Lexer.lex(file)
        XCTAssertEqual(
            located(lexed.diagnostics, in: file),
            [
                "1:5: unknown unit 'px'; units are s, ms, deg, rad and %",
                "2:4: '1.2.3' is not a valid number",
                "3:4: '#12345' is not a color; write #RRGGBB or #RRGGBBAA in hexadecimal",
                "4:4: '2e' is not a valid number",
                "5:6: invalid escape '\\q' in string; use \\\", \\\\, \\n, \\t or \\u{…}",
                "6:9: string must end with '\"' on the same line",
                "7:4: unexpected character '@'",
            ])
        XCTAssertTrue(values(lexed).contains(.identifier("h")))
    }

    func testInvalidUTF8AndNulBytesAreLocated() {
        let file = SourceFile(
            name: "t", bytes: Array("a ".utf8) + [0xC3, 0x28] + Array(" b\n".utf8) + [0] + Array(" c".utf8))
        let lexed = Lexer.lex(file)
        XCTAssertEqual(
            located(lexed.diagnostics, in: file),
            ["1:3: source must be valid UTF-8", "2:1: source cannot contain a NUL byte"])
        XCTAssertEqual(lexed.tokens.last?.kind, .endOfFile)
        XCTAssertTrue(values(lexed).contains(.identifier("c")))
    }

    func testInvalidUTF8InsideCommentsAndStringsIsReported() {
        let file = SourceFile(
            name: "t", bytes: Array("// x".utf8) + [0xFF] + Array("\n\"".utf8) + [0xE2, 0x82] + Array("\"".utf8))
        XCTAssertEqual(
            located(Lexer.lex(file).diagnostics, in: file),
            ["1:5: source must be valid UTF-8", "2:2: source must be valid UTF-8", "2:3: source must be valid UTF-8"])
    }

    func testUnterminatedBlockCommentIsReportedAtItsStart() {
        let file = SourceFile(name: "t", text: "a\n  /* one /* two */\nb")
        XCTAssertEqual(located(Lexer.lex(file).diagnostics, in: file), ["2:3: block comment must end with '*/'"])
    }

    func testTokenRangesCoverTheirText() {
        let file = SourceFile(name: "t", text: "frame: final.offset(y: -10%)")
        let texts = Lexer.lex(file).tokens.dropLast().map { file.text(of: $0.range) }
        XCTAssertEqual(texts, ["frame", ":", "final", ".", "offset", "(", "y", ":", "-", "10%", ")"])
    }
}
