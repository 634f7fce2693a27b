// Names, docs and source names cannot inject markup, wherever the page shows or embeds them.
import TransModel
import XCTest

@testable import TransPreview

final class PreviewEscapingTests: XCTestCase {
    func testADocCannotInjectMarkup() {
        let doc = "</script><script>alert(1)</script> and <b>&"
        let page = PreviewFixtures.page(PreviewFixtures.program([PreviewFixtures.fade(doc: doc)]))
        XCTAssertTrue(
            page.contains(
                "<p class=\"doc\">&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; and &lt;b&gt;&amp;</p>"))
        XCTAssertFalse(page.contains("<b>"))
        XCTAssertFalse(page.contains("alert(1)</script>"))
        XCTAssertEqual(occurrences(of: "<script", in: page), 3)
        XCTAssertEqual(occurrences(of: "</script>", in: page), 3)
    }

    func testANameIsEscapedInTextAndAttributes() {
        // The checker allows only identifiers, but the renderer does not rely on it.
        let page = PreviewFixtures.page(PreviewFixtures.program([PreviewFixtures.fade(named: "A\"<i>&")]))
        XCTAssertTrue(page.contains("id=\"transition-A&quot;&lt;i&gt;&amp;\""))
        XCTAssertTrue(page.contains("<h2>A&quot;&lt;i&gt;&amp;</h2>"))
        XCTAssertFalse(page.contains("<i>"))
    }

    func testTextEscapesEachScalarEvenInsideACharacter() {
        XCTAssertEqual(HTMLEscaping.text("a<b>&\"c'"), "a&lt;b&gt;&amp;&quot;c'")
        // `"` and a combining acute accent are one Character but two scalars.
        XCTAssertEqual(HTMLEscaping.text("\"\u{301}<\u{338}"), "&quot;\u{301}&lt;\u{338}")
    }

    func testScriptDataEscapesEveryLessThanSign() {
        XCTAssertEqual(
            HTMLEscaping.scriptData(json: #"["</script>", "<!--", "<\#u{338}"]"#),
            #"["\u003c/script>", "\u003c!--", "\u003c\#u{338}"]"#)
    }
}
