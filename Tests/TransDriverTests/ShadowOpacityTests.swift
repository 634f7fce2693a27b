// `shadowOpacity`, a `Float` of the layer, added through its descriptor: the Swift converts a
// run-time value and leaves a constant a literal (as `Float`); the page draws a drop shadow.
import Foundation
import TransDriver
import TransSyntax
import TransTestSupport
import XCTest

final class ShadowOpacityTests: XCTestCase {
    private let source = """
        transition Lifted {
            style: custom
            present {
                duration: 0.5s
                animate presented { shadowOpacity: 0 -> 0.4 }
                animate presenting { shadowOpacity: 0.1 -> container.width / 1000 }
            }
            dismiss: reverse
        }
        """

    private func compiled(_ configure: (inout CompilerOptions) -> Void = { _ in }) throws -> String {
        var options = CompilerOptions()
        configure(&options)
        let file = SourceFile(name: "lifted.trans", text: source)
        return try XCTUnwrap(Pipeline.compile(file, options: options).output)
    }

    func testARunTimeValueBecomesAFloatAndAConstantStaysALiteral() throws {
        let swift = try compiled()
        XCTAssertTrue(swift.contains("presentedView.layer.shadowOpacity = 0.4\n"), swift)
        XCTAssertTrue(swift.contains("presentingView.layer.shadowOpacity = Float(container.width / 1000)\n"), swift)
        XCTAssertTrue(swift.contains("let presentingShadowOpacity = presentingView.layer.shadowOpacity"), swift)
        // The animation's values are `Float`s too (Core Animation runs the key: LayerKeyTests).
        XCTAssertTrue(swift.contains("presentedShadowOpacityAnimation.toValue = 0.4 as Float\n"), swift)
        XCTAssertTrue(
            swift.contains("presentingShadowOpacityAnimation.toValue = Float(container.width / 1000)\n"), swift)
        XCTAssertFalse(swift.contains("clipsToBounds"), "a shadow needs no clipping (a clipped view hides it)")
    }

    func testTheTimelineSamplesItAndThePagePaintsADropShadow() throws {
        let timeline = try compiled {
            $0.emit = .timeline
            $0.timelineFormat = .csv
            $0.fps = 4
        }
        XCTAssertTrue(timeline.contains("Lifted,present,presenting,shadowOpacity,0.5,0.393,,,\r\n"), timeline)
        let page = try XCTUnwrap(
            Pipeline.preview(SourceFile(name: "lifted.trans", text: source), options: CompilerOptions()).output)
        XCTAssertTrue(
            page.contains(
                "style.filter = state.shadowOpacity > 0 ? `drop-shadow(0 -3px ${Math.max(0, state.shadowRadius)}px rgba(0, 0, 0, ${state.shadowOpacity}))` : \"\";"
            ))
        XCTAssertTrue(page.contains("borderWidth: 0, shadowOpacity: 0, shadowRadius: 3,"))
    }

    func testAPercentageIsReadAsTheFractionItMeans() {
        let file = SourceFile(
            name: "percent.trans",
            text: """
                transition Percent {
                    style: custom
                    present { duration: 0.3s, animate presented { shadowOpacity: 0 -> 40% } }
                }
                """)
        let diagnostics = Pipeline.check(file, options: CompilerOptions())
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?.fixIts.first?.edits.first?.replacement, "0.4")
    }
}

extension ShadowOpacityTests {
    /// Beside `appearance { shadow { … } }` the track sets that shadow's opacity: the page draws
    /// the appearance's shadow at the frame's `shadowOpacity`, not a second, drop shadow.
    func testBesideAnAppearanceShadowThePageDrawsThatShadowAtTheTracksOpacity() throws {
        let url = PackagePaths.url("Tests/Corpus/sema/appearance-shadow-track.trans")
        let file = SourceFile(name: "lifted-card.trans", text: try String(contentsOf: url, encoding: .utf8))
        let page = try XCTUnwrap(Pipeline.preview(file, options: CompilerOptions()).output)
        XCTAssertTrue(
            page.contains(
                #"""
                        "trackedShadow": {
                          "geometry": "0px -2px 24px",
                          "color": [0, 0, 0, 1]
                        },
                """#), page)
        XCTAssertFalse(page.contains(#""boxShadow":"#), page)
        XCTAssertTrue(
            page.contains(
                "style.boxShadow = `${appearance.trackedShadow.geometry} rgba(${r}, ${g}, ${b}, ${a * state.shadowOpacity})`;"
            ))
    }
}
