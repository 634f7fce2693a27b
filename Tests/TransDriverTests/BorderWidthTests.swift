// `borderWidth`, the property added through its descriptor alone: checked, sampled, emitted as
// Swift and drawn by the preview, every output from the one declaration in Property.swift.
import TransDriver
import TransSyntax
import XCTest

final class BorderWidthTests: XCTestCase {
    private let source = """
        transition Outlined {
            style: custom
            present {
                duration: 0.5s
                curve: linear
                animate presented { borderWidth: 0 -> 4, cornerRadius: 0 -> 16 }
                animate presenting { borderWidth: 1 -> container.width / 100 }
            }
            dismiss: reverse
        }
        """

    private func output(_ emit: EmitKind, format: TimelineFormat = .json) throws -> String {
        var options = CompilerOptions()
        options.emit = emit
        options.timelineFormat = format
        options.fps = 4
        return try XCTUnwrap(
            Pipeline.compile(SourceFile(name: "outlined.trans", text: source), options: options).output)
    }

    private func preview(_ format: PreviewFormat) throws -> String {
        var options = CompilerOptions()
        options.fps = 4
        let file = SourceFile(name: "outlined.trans", text: source)
        return try XCTUnwrap(Pipeline.preview(file, options: options, format: format).output)
    }

    func testTheSwiftAnimatesTheLayersBorderWidthOnItsKeyPathAndPutsItBack() throws {
        let swift = try output(.swift)
        // The from value before the animation; a Core Animation animation of the key (a view
        // block would set it at once); the to value on the model once the phase ends.
        XCTAssertTrue(swift.contains("presentedView.layer.borderWidth = 0\n"), swift)
        XCTAssertTrue(
            swift.contains("let presentedBorderWidthAnimation = CABasicAnimation(keyPath: \"borderWidth\")"), swift)
        XCTAssertTrue(swift.contains("presentedBorderWidthAnimation.toValue = 4 as CGFloat\n"), swift)
        XCTAssertTrue(swift.contains("presentedView.layer.borderWidth = 4\n"), swift)
        XCTAssertTrue(swift.contains("presentingView.layer.borderWidth = container.width / 100\n"), swift)
        // The presenting view stays on screen: its border is saved and restored, and a border
        // alone does not make it clip.
        XCTAssertTrue(swift.contains("let presentingBorderWidth = presentingView.layer.borderWidth"), swift)
        XCTAssertTrue(swift.contains("presentingView.layer.borderWidth = presentingBorderWidth"), swift)
        XCTAssertFalse(swift.contains("presentingView.clipsToBounds = true"), swift)
        XCTAssertTrue(swift.contains("presentedView.clipsToBounds = true"), swift)
    }

    func testTheTimelineSamplesItInPoints() throws {
        // CSV rows end in CRLF (RFC 4180).
        let csv = try output(.timeline, format: .csv)
        XCTAssertTrue(csv.contains("Outlined,present,presented,borderWidth,0.25,2,,,\r\n"), csv)
        XCTAssertTrue(csv.contains("Outlined,present,presenting,borderWidth,0.5,3.93,,,\r\n"), csv)
        XCTAssertTrue(try output(.timeline).contains("\"property\": \"borderWidth\""))
    }

    func testThePageDrawsItAsACSSBorderAndTheStoryboardInsideTheBounds() throws {
        let page = try preview(.html)
        XCTAssertTrue(
            page.contains("style.border = state.borderWidth > 0 ? `${state.borderWidth}px solid #000` : \"\";"))
        XCTAssertTrue(page.contains("shade: 0, hidden: false, borderWidth: 0,"))
        let storyboard = try preview(.svg)
        // Half-way: a 2 pt border, its stroke centred 1 pt inside the presented view's bounds.
        XCTAssertTrue(storyboard.contains("fill=\"none\" stroke=\"#000000\" stroke-width=\"2\"/>"), storyboard)
    }

    func testANegativeWidthIsAnErrorAtTheValue() {
        let file = SourceFile(
            name: "negative.trans",
            text: """
                transition Negative {
                    style: custom
                    present { duration: 0.3s, animate presented { borderWidth: -2 -> 1 } }
                }
                """)
        let diagnostics = Pipeline.check(file, options: CompilerOptions())
        XCTAssertEqual(diagnostics.map(\.message), ["borderWidth must be at least 0"])
    }
}
