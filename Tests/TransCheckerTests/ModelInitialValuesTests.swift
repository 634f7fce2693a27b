// The model's structs have no property initial values (their optionals are spelled
// `Optional<…>`, so that the checker does not copy what it makes out of the initializers):
// what the initializers leave unwritten must still read as the old initial values did.
import TransModel
import XCTest

final class ModelInitialValuesTests: XCTestCase {
    func testPresentationDefaultsAreTheFormerInitialValues() {
        let presentation = Presentation(
            frame: .container, removesPresentersView: false, dimming: nil, cornerRadius: nil)
        XCTAssertNil(presentation.rests)
        XCTAssertFalse(presentation.passthrough)
        XCTAssertEqual(presentation.keyboard, KeyboardAvoidance.none)
        XCTAssertTrue(presentation.relayout)
        XCTAssertNil(presentation.appearance)
    }

    func testAnimatedTargetStartsWithoutShadeGradient() {
        let target = AnimatedTarget(target: .presented, anchor: nil, tracks: [])
        XCTAssertNil(target.shadeGradient)
        XCTAssertNil(target.anchor)
    }

    func testAppearanceDefaultsToNothing() {
        let appearance = Appearance()
        XCTAssertNil(appearance.shadow)
        XCTAssertNil(appearance.border)
        XCTAssertNil(appearance.corners)
    }

    /// A checked transition without a `presentation`, `sheet` or interactive gesture reads nil
    /// for each, and one with a presentation block reads the written settings beside the
    /// defaults.
    func testCheckedTransitionReadsUnwrittenPartsAsNil() throws {
        let source = """
            transition Plain {
                style: fullScreen
                present { duration: 0.3s, animate presented { alpha: 0 -> 1 } }
                dismiss: reverse
            }

            transition Panel {
                style: custom
                presentation { frame: container, dimming { alpha: 0.5 } }
                present { duration: 0.3s, animate presented { alpha: 0 -> 1 } }
                dismiss: reverse
            }
            """
        let plain = try transition("Plain", in: source)
        XCTAssertNil(plain.documentation)
        XCTAssertNil(plain.systemAnimation)
        XCTAssertNil(plain.presentation)
        XCTAssertNil(plain.interactiveDismissal)
        XCTAssertNil(plain.interactivePresentation)
        XCTAssertNil(plain.sheet)
        XCTAssertNil(plain.present.perspective)

        let panel = try XCTUnwrap(try transition("Panel", in: source).presentation)
        XCTAssertEqual(panel.dimming?.alpha, 0.5)
        XCTAssertNil(panel.cornerRadius)
        XCTAssertFalse(panel.passthrough)
        XCTAssertTrue(panel.relayout)
    }
}
