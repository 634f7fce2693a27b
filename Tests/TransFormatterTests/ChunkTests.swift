import TransSyntax
import XCTest

// The file is formatted a chunk at a time: where chunks end, and that their seams do not show.
@testable import TransFormatter

final class ChunkTests: XCTestCase {
    /// The source text of each chunk, from its first element to its last.
    private func chunkTexts(_ source: String) -> [String] {
        let file = SourceFile(name: "test.trans", text: source)
        var chunks = SourceChunks(file)
        var texts: [String] = []
        while let chunk = chunks.next() {
            let starts = chunk.tokens.map(\.range.start) + chunk.comments.map(\.start)
            let ends = chunk.tokens.map(\.range.end) + chunk.comments.map(\.end)
            texts.append(String(decoding: file.bytes[starts.min()!..<ends.max()!], as: UTF8.self))
        }
        return texts
    }

    func testAChunkEndsAtEachLineBreakOutsideBrackets() {
        let source = "let a = f(1,\n    2)\ntransition T {\n    style: custom\n}\n\n\nlet b = 3"
        XCTAssertEqual(
            chunkTexts(source),
            ["let a = f(1,\n    2)\n", "transition T {\n    style: custom\n}\n\n\n", "let b = 3"])
    }

    func testCommentsBetweenDeclarationsStartTheNextChunk() {
        let source = "let a = 1 // a\n// between\n/* b */ let b = 2\n// last"
        XCTAssertEqual(chunkTexts(source), ["let a = 1 // a\n", "// between\n", "/* b */ let b = 2\n", "// last"])
    }

    func testAnEmptyFileHasNoChunk() {
        XCTAssertEqual(chunkTexts(""), [])
    }

    func testCommentsAndBlankLinesBetweenDeclarations() {
        assertFormats(
            "// head\n\n\nlet a = 1   // a\n\n\n\n// between\n\n/* b */let b = 2\ntransition T {\n// in\n style: custom\n}\n",
            "// head\n\nlet a = 1 // a\n\n// between\n\n/* b */ let b = 2\ntransition T {\n    // in\n    style: custom\n}\n"
        )
    }

    func testACommentAtTheEndWithoutAFinalLineBreak() {
        assertFormats("let a = 1\n\n\n// last", "let a = 1\n\n// last\n")
        assertFormats("let a = 1 /* last */", "let a = 1 /* last */\n")
    }

    func testALastDeclarationWithoutALineBreakAfterIt() {
        assertFormats(
            "let a = 1\ntransition T {\n  style: custom\n}", "let a = 1\ntransition T {\n    style: custom\n}\n")
        assertFormats("let a = 1\r\n\r\n\r\nlet b = 2", "let a = 1\n\nlet b = 2\n")
    }

    func testAFileOfCommentsAndBlankLines() {
        assertFormats("\n\n// one\n\n\n\n/* two */\n\n", "// one\n\n/* two */\n")
    }

    func testBlocksAndParenthesesSpanningLinesAreOneChunk() {
        assertFormats(
            "transition T { style: custom,\n}\nlet a = f(1,\n2)\n",
            "transition T {\n    style: custom\n}\nlet a = f(1,\n    2)\n")
    }
}
