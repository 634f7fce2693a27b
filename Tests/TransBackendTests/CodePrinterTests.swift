import TransBackend
// CodePrinter: indentation, blocks, chained blocks and blank lines.
import XCTest

final class CodePrinterTests: XCTestCase {
    func testBlocksIndentTheirBodies() {
        var printer = CodePrinter()
        printer.block("func f()") { printer in
            printer.block("if x") { $0.line("y()") }
        }
        XCTAssertEqual(printer.text, "func f() {\n    if x {\n        y()\n    }\n}\n")
    }

    func testChainTurnsTheClosingBraceIntoAnElse() {
        var printer = CodePrinter()
        printer.block("if x") { $0.line("a()") }
        printer.chain("else") { $0.line("b()") }
        XCTAssertEqual(printer.text, "if x {\n    a()\n} else {\n    b()\n}\n")
    }

    func testBlankLinesCollapseAndNeverFollowAnOpeningOrPrecedeAClosingBrace() {
        var printer = CodePrinter()
        printer.blankLine()
        printer.block("struct S") { printer in
            printer.blankLine()
            printer.line("let a = 1")
            printer.blankLine()
            printer.blankLine()
            printer.line("let b = 2")
            printer.blankLine()
        }
        XCTAssertEqual(printer.text, "struct S {\n    let a = 1\n\n    let b = 2\n}\n")
    }

    func testWithIndentationAndClosingSuffix() {
        var printer = CodePrinter()
        printer.line("call(")
        printer.withIndentation { $0.line("x: 1,") }
        printer.block("animations:", closing: ",") { $0.line("go()") }
        printer.line(")")
        XCTAssertEqual(printer.text, "call(\n    x: 1,\nanimations: {\n    go()\n},\n)\n")
    }
}

final class CodePrinterDrainTests: XCTestCase {
    private func print(into printer: inout CodePrinter, drainingTo sink: ((UnsafeBufferPointer<UInt8>) -> Void)?) {
        printer.line("import UIKit")
        printer.blankLine()
        if let sink { printer.drain(to: sink) }
        printer.block("struct S") { printer in
            printer.line("let a = 1")
            printer.blankLine()
            printer.block("if x") { $0.line("y()") }
            printer.chain("else") { $0.line("z()") }
        }
        if let sink { printer.drain(to: sink) }
        printer.blankLine()
        printer.line("let b = 2")
    }

    func testDrainedPiecesMakeTheSameText() {
        var whole = CodePrinter()
        print(into: &whole, drainingTo: nil)
        var drained = CodePrinter()
        var bytes: [UInt8] = []
        print(into: &drained, drainingTo: { bytes += $0 })
        drained.drain { bytes += $0 }
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), whole.text)
        XCTAssertEqual(drained.text, "")
    }

    func testACopiedPrinterWritesItsOwnText() {
        var first = CodePrinter()
        first.line("a")
        var second = first
        second.line("b")
        first.line("c")
        XCTAssertEqual(first.text, "a\nc\n")
        XCTAssertEqual(second.text, "a\nb\n")
    }
}
