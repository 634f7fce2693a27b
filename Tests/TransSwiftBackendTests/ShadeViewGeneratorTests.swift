// The shade overlay: emitted only when used, oriented away from the anchor, removed when clear.
import TransSwiftBackend
import XCTest

final class ShadeViewGeneratorTests: XCTestCase {
    func testTheShadeIsAGradientOverlayWhoseAlphaAnimates() {
        let swift = emitted(
            """
            transition A {
                style: overFullScreen
                present { duration: 0.5s, animate presenting { anchor: right, shade: 0 -> 0.8 } }
                dismiss: reverse
            }
            """)
        assertContains(
            swift, "private final class AShadeView: UIView {",
            "override class var layerClass: AnyClass { CAGradientLayer.self }",
            "let presentingShade = AShadeView.shade(over: presentingView, from: CGPoint(x: 1, y: 0.5), to: CGPoint(x: 0, y: 0.5))",
            "presentingShade.alpha = 0.8",
            // The reversed dismissal ends transparent: the overlay goes.
            "presentingShade.removeFromSuperview()")
        assertLacks(
            emitted("transition A { style: custom, present { duration: 0.5s, animate presented { alpha: 0 -> 1 } } }"),
            "ShadeView")
    }
}
