// `passthrough: true` where a reader of the outputs sees it: the timeline records it on the
// transition (and says nothing for one without), the preview lists it among the facts.
import TransDriver
import TransSyntax
import TransTestSupport
import XCTest

final class PassthroughOutputTests: XCTestCase {
    private let source = SourceFile(
        name: "panels.trans",
        text: """
            transition Panel {
                style: custom
                presentation { frame: bottom(height: 300), passthrough: true }
                present { duration: 0.3s, animate presented { frame: offscreen(bottom) -> final } }
                dismiss: reverse
            }
            transition Modal {
                style: custom
                presentation { frame: bottom(height: 300) }
                present { duration: 0.3s, animate presented { frame: offscreen(bottom) -> final } }
                dismiss: reverse
            }

            """)

    func testTheTimelineRecordsPassthroughOnTheTransitionThatSetsIt() throws {
        var options = CompilerOptions()
        options.emit = .timeline
        let result = Pipeline.compile(source, options: options)
        XCTAssertEqual(result.diagnostics, [])
        let json = try XCTUnwrap(result.output)
        XCTAssertTrue(json.contains("\"name\": \"Panel\",\n      \"passthrough\": true,\n      \"phases\": ["), json)
        XCTAssertTrue(json.contains("\"name\": \"Modal\",\n      \"phases\": ["), json)
        XCTAssertEqual(json.components(separatedBy: "\"passthrough\"").count, 2, "once, for Panel")
    }

    func testThePreviewListsPassthroughAmongTheFacts() throws {
        let page = try XCTUnwrap(Pipeline.preview(source, options: CompilerOptions()).output)
        let fact =
            "<li class=\"passthrough\">passthrough: touches outside the presented view reach the presenting view</li>"
        XCTAssertEqual(page.components(separatedBy: fact).count, 2, "once, for Panel")
    }
}
