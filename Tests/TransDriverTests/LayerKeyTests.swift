// The layer keys a view animation block does not animate (`borderWidth`, `shadowOpacity`,
// `shadowRadius`): the Swift runs them as explicit Core Animation animations, in their Swift
// types; `shadowRadius` through its descriptor (docs/generated-code.md, "Layer keys").
import TransDriver
import TransSyntax
import XCTest

final class LayerKeyTests: XCTestCase {
    private let source = """
        transition Glow {
            style: custom
            present {
                duration: 0.5s
                curve: spring(damping: 0.7, velocity: 0)
                animate presented { frame: final.offset(y: 100) -> final, shadowRadius: 3 -> 16, shadowOpacity: 0 -> 0.5 }
                animate presenting {
                    curve: linear
                    delay: 0.1s
                    duration: 0.2s
                    borderWidth: keyframes(discrete) { 0: 0, 0.5: 2, 1: container.width / 100 }
                }
            }
            dismiss: reverse
        }
        """

    private func output(_ emit: EmitKind = .swift, format: TimelineFormat = .json) throws -> String {
        var options = CompilerOptions()
        options.emit = emit
        options.timelineFormat = format
        options.fps = 4
        return try XCTUnwrap(Pipeline.compile(SourceFile(name: "glow.trans", text: source), options: options).output)
    }

    func testTheKeysRunAsCoreAnimationAnimationsNotInsideTheViewBlock() throws {
        let swift = try output()
        XCTAssertTrue(
            swift.contains("let presentedShadowRadiusAnimation = CASpringAnimation(keyPath: \"shadowRadius\")\n"), swift
        )
        XCTAssertTrue(swift.contains("presentedShadowRadiusAnimation.fromValue = 3 as CGFloat\n"), swift)
        XCTAssertTrue(swift.contains("presentedShadowOpacityAnimation.toValue = 0.5 as Float\n"), swift)
        XCTAssertTrue(
            swift.contains("let presentingBorderWidthAnimation = CAKeyframeAnimation(keyPath: \"borderWidth\")\n"),
            swift)
        XCTAssertTrue(
            swift.contains(
                "presentingBorderWidthAnimation.values = [0 as CGFloat, 2 as CGFloat, container.width / 100]\n"),
            swift)
        XCTAssertTrue(swift.contains("presentingBorderWidthAnimation.keyTimes = [0, 0.5, 1, 1]\n"), swift)
        XCTAssertTrue(
            swift.contains(
                "Self.addLayerKeyAnimation(presentingBorderWidthAnimation, to: presentingView.layer, delay: 0.1, duration: 0.2)\n"
            ),
            swift)
        // The frame stays in UIKit's spring; the keys are set on the model once the phase ends.
        XCTAssertTrue(swift.contains("usingSpringWithDamping: 0.7"), swift)
        XCTAssertTrue(swift.contains("presentedView.layer.shadowRadius = 16\n"), swift)
        XCTAssertTrue(swift.contains("presentedView.layer.removeAnimation(forKey: \"shadowRadius\")\n"), swift)
        // The presenting view's border is saved under the plain name and put back.
        XCTAssertTrue(swift.contains("let presentingBorderWidth = presentingView.layer.borderWidth\n"), swift)
        XCTAssertTrue(swift.contains("private static func addLayerKeyAnimation("), swift)
    }

    func testShadowRadiusIsSampledInPointsAndThePageDrawsItInTheOneDropShadow() throws {
        let csv = try output(.timeline, format: .csv)
        XCTAssertTrue(csv.contains("Glow,present,presented,shadowRadius,0,3,,,\r\n"), csv)
        let page = try XCTUnwrap(
            Pipeline.preview(SourceFile(name: "glow.trans", text: source), options: CompilerOptions()).output)
        let filter =
            "style.filter = state.shadowOpacity > 0 ? `drop-shadow(0 -3px ${Math.max(0, state.shadowRadius)}px rgba(0, 0, 0, ${state.shadowOpacity}))` : \"\";"
        XCTAssertEqual(page.components(separatedBy: filter).count, 2, "written once for both keys")
        XCTAssertTrue(page.contains("shadowOpacity: 0, shadowRadius: 3,"), page)
    }

    func testANegativeRadiusIsAnErrorAndAnInteractiveDismissalRefusesTheKeys() {
        let file = SourceFile(
            name: "radius.trans",
            text: """
                transition Radius {
                    style: custom
                    present { duration: 0.3s, animate presented { shadowRadius: -1 -> 4 } }
                    dismiss {
                        duration: 0.3s
                        interactive: pan(down)
                        animate presented { y: final.y -> container.height, shadowRadius: 4 -> 0 }
                    }
                }
                """)
        let diagnostics = Pipeline.check(file, options: CompilerOptions())
        XCTAssertEqual(
            diagnostics.map(\.id.rawValue),
            ["sema.out-of-range", "sema.interactive-layer-key"], diagnostics.map(\.message).joined(separator: "\n"))
    }
}
