// CommentText: source text made safe for generated comments.
import XCTest

@testable import TransSwiftBackend

final class CommentTextTests: XCTestCase {
    func testLineBreaksSplitDocLines() {
        XCTAssertEqual(CommentText.lines("a\nb\r\nc\rd\u{2028}e\u{2029}f\u{85}g"), ["a", "b", "c", "d", "e", "f", "g"])
        XCTAssertEqual(CommentText.lines(""), [""])
        XCTAssertEqual(CommentText.lines("trailing   \nspace\t"), ["trailing", "space\\u{9}"])
    }

    func testInvisibleAndControlCharactersBecomeEscapes() {
        XCTAssertEqual(CommentText.singleLine("a\u{202E}b"), "a\\u{202E}b")
        XCTAssertEqual(CommentText.singleLine("zero\u{200B}width\u{FEFF}"), "zero\\u{200B}width\\u{FEFF}")
        XCTAssertEqual(CommentText.singleLine("nul\u{0}bell\u{7}"), "nul\\u{0}bell\\u{7}")
        XCTAssertEqual(CommentText.singleLine("line\nbreak"), "line\\u{A}break")
    }

    func testOrdinaryTextIsKept() {
        let text = "Ends */ starts /* \"quoted\" \\ back — café 🎴"
        XCTAssertEqual(CommentText.singleLine(text), text)
    }
}
