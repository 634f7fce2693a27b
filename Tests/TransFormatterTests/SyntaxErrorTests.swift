// A file with lexical or syntax errors is not formatted: its diagnostics come back instead.
import TransFormatter
import TransSyntax
import XCTest

final class SyntaxErrorTests: XCTestCase {
    private func assertNotFormatted(_ source: String, file: StaticString = #filePath, line: UInt = #line) {
        let sourceFile = SourceFile(name: "bad.trans", text: source)
        let expected = Parser.parse(sourceFile).diagnostics
        XCTAssertTrue(expected.hasErrors, file: file, line: line)
        XCTAssertEqual(Formatter.format(sourceFile), .syntaxErrors(expected), file: file, line: line)
    }

    func testLexicalErrorsAreReturned() {
        assertNotFormatted("let a = 1 @ 2\n")
        assertNotFormatted("let s = \"unterminated\n")
        assertNotFormatted("/* never closed\nlet a = 1\n")
        assertNotFormatted("let a = .5\n")
    }

    func testSyntaxErrorsAreReturned() {
        assertNotFormatted("transition T\n{\n    style: custom\n}\n")
        assertNotFormatted("transition T { style: custom,, dismiss: reverse }\n")
        assertNotFormatted("transition T { style: custom dismiss: reverse }\n")
        assertNotFormatted("let a = (1 + 2\n")
    }

    func testSemanticErrorsDoNotStopFormatting() {
        assertFormats("transition T :Missing {style:fullScreen}\n", "transition T: Missing { style: fullScreen }\n")
    }

    func testEveryCorpusFileWithSyntaxErrorsIsReturnedUnformatted() throws {
        let withErrors = try corpusFiles().filter { Parser.parse($0).diagnostics.hasErrors }
        XCTAssertGreaterThan(withErrors.count, 10)
        for file in withErrors {
            guard case .syntaxErrors(let diagnostics) = Formatter.format(file) else {
                XCTFail("\(file.name) was formatted")
                continue
            }
            XCTAssertEqual(diagnostics, Parser.parse(file).diagnostics, file.name)
        }
    }
}
