// `Lexer.lexedNumber(of:)`: the values kept from lexing and the ones read again agree.
import XCTest

@testable import TransSyntax

final class LexedNumberTests: XCTestCase {
    /// Every number of a line, asked for once the whole line is lexed: the last two come from
    /// the values the lexer kept, the others are read from the bytes again (out of line); each
    /// must be the value and unit `number(of:)` reads.
    func testNumbersKeptAndReadAgainAgree() {
        let text = "1 2.5s 300ms 0.45 90deg 60% 1e3 12pt 7"
        let file = SourceFile(name: "numbers.trans", text: text)
        var lexer = Lexer(file, recordingTokens: false)
        var numbers: [Token] = []
        while true {
            let token = lexer.next()
            if token.kind == .endOfFile { break }
            if token.kind == .number { numbers.append(token) }
        }
        XCTAssertEqual(numbers.count, 9)
        let lexed = Lexer.lex(file)
        for token in numbers {
            let kept = lexer.lexedNumber(of: token)
            let read = lexed.number(of: token)
            XCTAssertEqual(kept.value, read.value, "\(lexed.text(of: token))")
            XCTAssertEqual(kept.unit, read.unit, "\(lexed.text(of: token))")
        }
        XCTAssertEqual(lexer.lexedNumber(of: numbers[1]).unit, .seconds)
        XCTAssertEqual(lexer.lexedNumber(of: numbers[0]).value, 1)
    }
}
