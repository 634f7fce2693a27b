// x and y of one view on Core Animation's position.x / position.y key paths, and where the UIKit
// form stays (docs/generated-code.md, "Position components").
import TransSwiftBackend
import XCTest

final class PositionComponentTests: XCTestCase {
    func testXAndYOnDifferentTimingsRunOnTheirOwnKeyPaths() {
        let swift = emitted(
            """
            transition A {
                style: custom
                present {
                    duration: 0.4s
                    animate presented {
                        x: -40 -> final.x
                        y: keyframes(paced) { 0.0: container.height, 0.5: 100, 1.0: final.y }
                        alpha: 0 -> 1
                    }
                }
            }
            """)
        assertContains(
            swift,
            // The model keeps the start until the phase ends.
            "presentedView.frame.origin.x = -40\npresentedView.frame.origin.y = container.height",
            "// presented.x, presented.y: Core Animation key paths, each on its own timing.",
            "let presentedOffsetX = presentedView.bounds.width * presentedView.layer.anchorPoint.x\n"
                + "let presentedOffsetY = presentedView.bounds.height * presentedView.layer.anchorPoint.y",
            "let presentedX = CABasicAnimation(keyPath: \"position.x\")",
            "presentedX.fromValue = -40 + presentedOffsetX\npresentedX.toValue = final.minX + presentedOffsetX",
            "presentedX.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)",
            "Self.addPositionComponent(presentedX, to: presentedView.layer, delay: 0, duration: 0.4)",
            "let presentedY = CAKeyframeAnimation(keyPath: \"position.y\")",
            "presentedY.values = [container.height + presentedOffsetY, 100 + presentedOffsetY, final.minY + presentedOffsetY]",
            "presentedY.calculationMode = .paced",
            // The end: the model takes both axes' end values, then the animations go.
            "presentedView.frame.origin.x = final.minX\npresentedView.frame.origin.y = final.minY\n"
                + "presentedView.layer.removeAnimation(forKey: \"position.x\")\n"
                + "presentedView.layer.removeAnimation(forKey: \"position.y\")",
            // Not additive: each shows its axis's absolute value.
            "private static func addPositionComponent(_ animation: CAPropertyAnimation, to layer: CALayer, delay: TimeInterval, duration: TimeInterval) {\n"
                + "animation.duration = duration",
            // Alpha stays a UIKit animation; the two groups complete the transition together.
            "var runningGroups = 2", "presentedView.alpha = 1")
        assertLacks(swift, "UIView.animateKeyframes", "animation.isAdditive", "private static func addComponent(")
    }

    func testAnAxisTakesItsDelayAndATransformedViewEndsThroughItsCenter() {
        let swift = emitted(
            """
            transition A {
                style: custom
                present {
                    duration: 0.5s
                    animate presented.tag(4) {
                        delay: 0.1s
                        anchor: top
                        x: keyframes(discrete) { 0.0: 0, 0.5: 20, 1.0: 10 }
                        y: 10 -> 30
                        rotation: 0deg -> 10deg
                    }
                }
            }
            """)
        assertContains(
            swift,
            "let tag4X = CAKeyframeAnimation(keyPath: \"position.x\")",
            // Discrete keys take one key time more (Apple: keyTimes).
            "tag4X.keyTimes = [0, 0.5, 1, 1]",
            "Self.addPositionComponent(tag4X, to: tag4View.layer, delay: 0.1, duration: 0.5)",
            "let tag4Y = CABasicAnimation(keyPath: \"position.y\")",
            "tag4Y.fromValue = 10 + tag4OffsetY",
            // A transformed view's axes are written through its center, at its anchor.
            "tag4View.center.x = 10 + tag4View.bounds.width * tag4View.layer.anchorPoint.x",
            "tag4View.center.y = 30 + tag4View.bounds.height * tag4View.layer.anchorPoint.y")
    }

    func testOnePairOnOneTimingOrOneAxisAloneKeepsTheUIKitForm() {
        let pair = emitted(
            """
            transition A {
                style: custom
                present { duration: 0.4s, animate presented { x: -40 -> final.x, y: 0 -> final.y } }
            }
            """)
        assertContains(
            pair, "UIView.animate(",
            "presentedView.frame.origin.x = final.minX\npresentedView.frame.origin.y = final.minY")
        let alone = emitted(
            """
            transition A {
                style: custom
                present { duration: 0.4s, animate presented { x: keyframes(paced) { 0.0: 0, 0.3: 100, 1.0: 20 } } }
            }
            """)
        assertContains(alone, "UIView.animateKeyframes(")
        let interactive = emitted(
            """
            transition A {
                style: custom
                dismiss {
                    duration: 0.3s
                    animate presented { y: final.y -> container.height, x: final.x -> final.x + 20 }
                    interactive: pan(down)
                }
            }
            """)
        for swift in [pair, alone, interactive] {
            assertLacks(swift, "position.x", "position.y", "addPositionComponent")
        }
    }
}
