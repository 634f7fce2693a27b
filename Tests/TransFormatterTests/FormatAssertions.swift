// What every formatter test checks: the expected text, idempotence, the same tree and comments.
import Foundation
import TransFormatter
import TransSyntax
import XCTest

/// The formatted text of `source`, or a test failure and nil when it has syntax errors.
func formatted(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
    switch Formatter.format(SourceFile(name: "test.trans", text: source)) {
    case .formatted(let text): return text
    case .syntaxErrors(let diagnostics):
        XCTFail("syntax errors: \(diagnostics.map(\.message))", file: file, line: line)
        return nil
    }
}

/// Asserts that `source` formats to `expected`, and that the result keeps its meaning and is
/// already formatted.
func assertFormats(_ source: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
    guard let output = formatted(source, file: file, line: line) else { return }
    XCTAssertEqual(output, expected, file: file, line: line)
    assertPreserved(source, output, file: file, line: line)
}

/// Asserts that `output`, the formatted `source`, formats to itself and has `source`'s tree
/// (ranges aside) and comments (line breaks and trailing whitespace aside), in order.
func assertPreserved(
    _ source: String, _ output: String, _ context: String = "", file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(
        formatted(output, file: file, line: line), output, "not idempotent \(context)", file: file, line: line)
    let before = Parser.parse(SourceFile(name: "before", text: source))
    let after = Parser.parse(SourceFile(name: "after", text: output))
    XCTAssertEqual(after.diagnostics, [], context, file: file, line: line)
    XCTAssertEqual(SyntaxDump.dump(after.syntax), SyntaxDump.dump(before.syntax), context, file: file, line: line)
    XCTAssertEqual(comments(in: output), comments(in: source), context, file: file, line: line)
}

/// The text of every comment in `source`, with LF line breaks and no whitespace ending a line.
func comments(in source: String) -> [String] {
    let file = SourceFile(name: "comments", text: source)
    return Lexer.lex(file).comments.map { range in
        String(decoding: file.bytes[range.start..<range.end], as: UTF8.self)
            .replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.reversed().drop { " \t\u{0C}".contains($0) }.reversed()) }
            .joined(separator: "\n")
    }
}
