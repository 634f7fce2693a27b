// Animators: each curve's UIKit API, keyframes, timing, 3D, anchors, z-order, clean-up.
import TransSwiftBackend
import XCTest

final class AnimatorGeneratorTests: XCTestCase {
    /// A presentation animating the presented alpha on `curve` (with `timing` entries).
    private func present(curve: String, timing: String = "duration: 0.4s") -> String {
        emitted(
            """
            transition A {
                style: custom
                present { \(timing), curve: \(curve), animate presented { alpha: 0 -> 1 } }
            }
            """)
    }

    func testANonAnimatedTransitionTakesNoTime() {
        // dismiss(animated: false): transitionDuration is 0 and every group runs in no time.
        let swift = present(curve: "easeIn", timing: "duration: 0.4s, delay: 0.1s")
        assertContains(
            swift, "guard transitionContext?.isAnimated != false else { return 0 }\nreturn 0.5",
            "let animated = transitionContext.isAnimated",
            "withDuration: animated ? 0.4 : 0,\ndelay: animated ? 0.1 : 0,")
    }

    func testTurnsOfHalfARevolutionOrMoreAreKeyframesUnderHalfARevolutionApart() {
        // Core Animation would decompose 0° and 360° to the same matrix and not move at all.
        let spin = emitted(
            """
            transition A {
                style: custom
                present {
                    duration: 0.5s, curve: easeOut
                    animate presented { rotation: 0deg -> 360deg }
                    animate presented.tag(1) { rotationY: keyframes(linear) { 0.0: 0deg, 0.5: 10deg, 1.0: 200deg } }
                }
            }
            """)
        assertContains(
            spin,
            "options: [.calculationModeLinear, UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveEaseOut.rawValue)],",
            "UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.333333333333) {\n"
                + "presentedView.transform = CGAffineTransform(rotationAngle: 120 * CGFloat.pi / 180)",
            "UIView.addKeyframe(withRelativeStartTime: 0.333333333333, relativeDuration: 0.333333333333) {\n"
                + "presentedView.transform = CGAffineTransform(rotationAngle: 240 * CGFloat.pi / 180)",
            "presentedView.transform = CGAffineTransform(rotationAngle: 360 * CGFloat.pi / 180)",
            // A 190° key step becomes two 95° steps over the same share of time.
            "UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) {\n"
                + "tag1View.layer.transform = CATransform3DRotate(CATransform3DIdentity, 105 * CGFloat.pi / 180, 0, 1, 0)",
            "UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) {")
        // A turn under half a revolution stays one animation.
        assertLacks(
            emitted(
                "transition A { style: custom, present { duration: 0.5s, animate presented { rotation: 0deg -> 179deg } } }"
            ), "addKeyframe")
    }

    func testEachCurveUsesItsUIKitAPI() {
        assertContains(
            present(curve: "easeIn"),
            "UIView.animate(\nwithDuration: animated ? 0.4 : 0,\ndelay: 0,\noptions: [.curveEaseIn],")
        assertContains(
            present(curve: "spring(damping: 0.7, velocity: 0.3)"),
            "usingSpringWithDamping: 0.7,\ninitialSpringVelocity: 0.3,")
        assertContains(
            present(curve: "cubicBezier(0.2, -0.5, 0.8, 1.5)"),
            "let timing = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: -0.5), controlPoint2: CGPoint(x: 0.8, y: 1.5))",
            "let animator = UIViewPropertyAnimator(duration: animated ? 0.4 : 0, timingParameters: timing)",
            "animator.addCompletion { _ in MainActor.assumeIsolated(completion) }",
            "animator.startAnimation()")
        assertContains(
            present(curve: "spring(mass: 2, stiffness: 300, damping: 20, velocity: 1)", timing: "delay: 0.1s"),
            "UISpringTimingParameters(mass: 2, stiffness: 300, damping: 20, initialVelocity: CGVector(dx: 1, dy: 1))",
            "animator.startAnimation(afterDelay: animated ? 0.1 : 0)")
        assertContains(
            present(curve: "spring(duration: 0.5s, bounce: 0.2)", timing: "delay: 0s"),
            """
            let timing: UISpringTimingParameters
            if #available(iOS 17.0, *) {
            timing = UISpringTimingParameters(duration: 0.5, bounce: 0.2, initialVelocity: CGVector(dx: 0, dy: 0))
            } else {
            timing = UISpringTimingParameters(mass: 1, stiffness: 157.91367041742973, damping: 20.106192982974676, initialVelocity: CGVector(dx: 0, dy: 0))
            }
            """)
    }

    func testKeyframesOfEachModeCarryTheirCurve() {
        for mode in ["linear", "cubic", "discrete", "paced"] {
            let swift = emitted(
                """
                transition A {
                    style: custom
                    present {
                        duration: 0.4s
                        animate presented { alpha: keyframes(\(mode)) { 0.0: 0, 0.25: 0.5, 1.0: 1 } }
                    }
                }
                """)
            assertContains(
                swift,
                """
                options: [.calculationMode\(mode.prefix(1).uppercased() + mode.dropFirst()), UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)],
                """, "presentedView.alpha = 0\n",
                "UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {\npresentedView.alpha = 0.5",
                "UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.75) {\npresentedView.alpha = 1")
        }
        let bezier = emitted(
            """
            transition A {
                style: custom
                present { duration: 0.4s, curve: cubicBezier(0.1, 0, 0.2, 1), animate presented { alpha: keyframes(cubic) { 0.0: 1, 1.0: 0 } } }
            }
            """)
        assertContains(
            bezier, "UIView.animateKeyframes(withDuration: 0, delay: 0, options: [.calculationModeCubic], animations: {"
        )
    }

    func testAPacedFrameRunsLinearlyAtKeyTimesSpacedByTheDistanceBetweenFrames() throws {
        let swift = emitted(
            """
            transition A {
                style: custom
                present {
                    duration: 0.4s
                    animate presented {
                        frame: keyframes(paced) { 0: offscreen(bottom), 0.5: final.offset(y: -20), 1: final }
                        alpha: keyframes(paced) { 0: 0, 0.25: 0.5, 1: 1 }
                    }
                }
            }
            """)
        assertContains(
            swift,
            // UIKit would pace the center and the size apart: the frame runs linearly instead.
            "options: [.calculationModeLinear, UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)],",
            "let presentedFrameKeyTimes = Self.pacedKeyTimes([CGRect(x: final.minX, y: container.height, "
                + "width: final.width, height: final.height), final.offsetBy(dx: 0, dy: -20), final])",
            "UIView.addKeyframe(withRelativeStartTime: presentedFrameKeyTimes[0], "
                + "relativeDuration: presentedFrameKeyTimes[1] - presentedFrameKeyTimes[0]) {",
            "UIView.addKeyframe(withRelativeStartTime: presentedFrameKeyTimes[1], "
                + "relativeDuration: presentedFrameKeyTimes[2] - presentedFrameKeyTimes[1]) {",
            // A paced scalar stays Core Animation's paced mode, which spaces it the same way.
            "options: [.calculationModePaced, UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)],",
            "private static func pacedKeyTimes(_ frames: [CGRect]) -> [Double] {",
            "guard total > 0 else { return frames.indices.map { Double($0) / Double(max(frames.count - 1, 1)) } }")
    }

    func testSeveralTransformPropertiesRunOnKeyPathsInTheCompositionOrder() throws {
        let swift = emitted(
            """
            transition A {
                style: custom
                present {
                    duration: 0.5s
                    curve: easeOut
                    animate presented {
                        scale: 0.5 -> 1
                        rotation: keyframes(discrete) { 0.0: 30deg, 0.5: 10deg, 1.0: 0deg }
                        rotationX: 20deg -> 10deg
                        alpha: 0 -> 1
                    }
                    animate presenting { delay: 0.1s, curve: spring(mass: 1, stiffness: 200, damping: 20), rotationY: 10deg -> 0deg, scale: 0.9 -> 1 }
                }
            }
            """)
        assertContains(
            swift,
            // Over the identity while the phase runs; alpha stays a UIKit animation.
            "presentedView.layer.transform = CATransform3DIdentity",
            "UIView.animate(\nwithDuration: animated ? 0.5 : 0,",
            // One transaction for every component; added rotation about x first, scale last.
            "CATransaction.begin()",
            "CATransaction.setCompletionBlock { MainActor.assumeIsolated(componentsFinished) }",
            "if animated {\nlet presentedRotationX = CABasicAnimation(keyPath: \"transform.rotation.x\")",
            "presentedRotationX.timingFunction = CAMediaTimingFunction(name: .easeOut)",
            "let presentedRotation = CAKeyframeAnimation(keyPath: \"transform.rotation.z\")",
            // Discrete keys take one key time more, the end (Apple: keyTimes).
            "presentedRotation.keyTimes = [0, 0.5, 1, 1]",
            "presentedRotation.calculationMode = .discrete",
            "let presentedScale = CABasicAnimation(keyPath: \"transform.scale\")",
            "presentedScale.fromValue = 0.5\npresentedScale.toValue = 1",
            // A spring is a CASpringAnimation with its own coefficients and delay.
            "let presentingRotationY = CASpringAnimation(keyPath: \"transform.rotation.y\")",
            "presentingRotationY.stiffness = 200",
            "Self.addComponent(presentingRotationY, to: presentingView.layer, delay: 0.1, duration: ",
            "CATransaction.commit()",
            // The end: the composed transform, then the animations removed.
            "presentedView.layer.transform = CATransform3DRotate(CATransform3DIdentity, 10 * CGFloat.pi / 180, 1, 0, 0)\n"
                + "presentedView.layer.removeAnimation(forKey: \"transform.rotation.x\")",
            "private static func addComponent(_ animation: CAPropertyAnimation, to layer: CALayer, delay: TimeInterval, duration: TimeInterval) {",
            "animation.isAdditive = true", "animation.fillMode = .both", "animation.isRemovedOnCompletion = false",
            "if delay > 0 { animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay }")
        assertLacks(swift, "presentedView.transform = ", "UIView.animateKeyframes")
        XCTAssertLessThan(
            try XCTUnwrap(swift.range(of: "addComponent(presentedRotationX,")).lowerBound,
            try XCTUnwrap(swift.range(of: "addComponent(presentedScale,")).lowerBound)
    }

    func testTracksWithTheSameTimingShareOneAnimation() {
        let swift = emitted(
            """
            transition A {
                style: custom
                present {
                    duration: 0.5s
                    animate presented { alpha: 0 -> 1, scale: 0.5 -> 1 }
                    animate presented.tag(3) { delay: 0.2s, rotation: 0deg -> 45deg }
                }
            }
            """)
        assertContains(
            swift, "0.7", "var runningGroups = 2", "let groupFinished: () -> Void = {",
            "presentedView.alpha = 1\npresentedView.transform = .identity", "delay: animated ? 0.2 : 0,",
            "tag3View.transform = CGAffineTransform(rotationAngle: 45 * CGFloat.pi / 180)",
            "let tag3View = presentedView.viewWithTag(3) ?? UIView()")
    }

    func testThePerspectiveIsTheSuperviewsSublayerTransformAboutItsCentre() {
        let swift = emitted(
            """
            transition A {
                style: custom
                present {
                    duration: 0.5s
                    perspective: 800
                    animate presented.tag(9) { anchor: (0, 1), rotationX: 90deg -> 0deg, scale: 0.5 -> 1 }
                }
            }
            """)
        assertContains(
            swift, "perspective.m34 = -1 / 800",
            // A tag's perspective is its superview's, saved before it is set.
            "let tag9SublayerTransform = tag9View.superview?.layer.sublayerTransform ?? CATransform3DIdentity\n"
                + "tag9View.superview?.layer.sublayerTransform = perspective",
            // Two transform properties run on Core Animation's key paths.
            "let tag9RotationX = CABasicAnimation(keyPath: \"transform.rotation.x\")",
            "Self.addComponent(tag9Scale, to: tag9View.layer, delay: 0, duration: 0.5)",
            "let tag9Anchor = CGPoint(x: 0, y: 1)",
            "tag9View.layer.position.x += (tag9Anchor.x - tag9View.layer.anchorPoint.x) * tag9View.bounds.width",
            "tag9View.layer.anchorPoint = tag9Anchor",
            // The rotation ends flat: the superview's sublayerTransform, the identity, the anchor go back.
            "let finished = !transitionContext.transitionWasCancelled\n"
                + "tag9View.superview?.layer.sublayerTransform = tag9SublayerTransform",
            "if finished {\ntag9View.layer.transform = CATransform3DIdentity",
            "tag9View.layer.anchorPoint = tag9AnchorPoint")
        assertLacks(swift, "CATransform3DRotate(perspective")
    }

    func testAPerspectiveOverTheContainerIsEvaluatedAtRunTime() throws {
        let swift = emitted(
            """
            transition A {
                style: custom
                present {
                    duration: 0.5s
                    perspective: container.width * 2
                    animate presented { rotationY: 80deg -> 0deg }
                }
                dismiss: reverse
            }
            """)
        assertContains(
            swift, "let container = containerView.bounds", "perspective.m34 = -1 / max(container.width * 2, 1)",
            "presentedView.superview?.layer.sublayerTransform = perspective",
            "/// - `perspective: container.width * 2`")
        var sources = try EmittedSources()
        defer { sources.remove() }
        try sources.add("Perspective.swift", swift)
        assertTypechecksClean(try typecheck(sources.files), "a run-time perspective")
    }

    func testTheDismissalFrameIsThePresentationFrame() {
        let swift = emitted(
            "transition A { style: custom, dismiss { duration: 0.3s, animate presented { frame: final -> offscreen(top) } } }"
        )
        assertContains(
            swift,
            """
            let final = presented.presentationController?.frameOfPresentedViewInContainerView
            ?? transitionContext.initialFrame(for: presented)
            """, "transitionContext.completeTransition(finished)", "presentedView.removeFromSuperview()")
        // The dismiss animator (the present one is UIKit's slide's Reduce Motion cross-fade).
        let dismissal = String(swift[swift.range(of: "private final class ADismissAnimator")!.lowerBound...])
        assertLacks(dismissal, "finalFrame(for: presented)")
    }

    func testAPresentingOnlyPhaseShowsThePresentedViewUnderneathAndRestoresThePresenter() {
        let swift = emitted(
            "transition A { style: fullScreen, present { duration: 0.5s, animate presenting { alpha: 1 -> 0 } } }")
        assertContains(
            swift, "containerView.insertSubview(presentedView, belowSubview: presentingView)",
            "let presentingAlpha = presentingView.alpha",
            "takes the presenting view off screen: restore it for when it returns.\npresentingView.alpha = presentingAlpha"
        )
        let over = emitted(
            "transition A { style: overFullScreen, present { duration: 0.5s, animate presenting { alpha: 1 -> 0.5 } }, dismiss: reverse }"
        )
        // It stays on screen: saved with the presented controller, put back at dismissal.
        assertContains(
            over, "containerView.addSubview(presentedView)", "presenting.viewIfLoaded",
            "let presentingAlpha = presentingView.alpha\nAPresenterRestoration.keep(for: presented) {")
        assertLacks(over, "belowSubview")
    }

    func testAFullScreenDismissalBringsThePresenterBack() {
        let swift = emitted(
            "transition A { style: fullScreen, dismiss { duration: 0.3s, animate presented { alpha: 1 -> 0 } } }")
        assertContains(
            swift, "containerView.insertSubview(presentingView, belowSubview: presentedView)",
            "presentingView.frame = transitionContext.finalFrame(for: presenting)")
    }

    func testAnInteractiveDismissalIsOneInterruptibleAnimatorThatUndoesACancel() {
        let swift = emitted(
            """
            transition A {
                style: custom
                dismiss {
                    duration: 0.3s
                    curve: cubicBezier(0.2, 0, 0.2, 1)
                    animate presented { frame: final -> offscreen(bottom), alpha: 1 -> 0.5 }
                    animate presented.tag(2) { y: keyframes(linear) { 0.0: 0, 0.5: 30, 1.0: 20 } }
                    interactive: pan(down)
                }
            }
            """)
        assertContains(
            swift,
            // The same animator for the whole transition, started by animateTransition.
            "func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {\n"
                + "interruptibleAnimator(using: transitionContext).startAnimation()\n}",
            "if let animator {\nreturn animator\n}\nlet animator =\nUIAccessibility.isReduceMotionEnabled\n"
                + "? makeReducedAnimator(using: transitionContext) : makeAnimator(using: transitionContext)\n"
                + "self.animator = animator\nreturn animator",
            // Under Reduce Motion the pan scrubs the cross-fade: the frame held, the alpha track as written.
            "private func makeReducedAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> UIViewPropertyAnimator",
            "func animationEnded(_ transitionCompleted: Bool) {\nanimator = nil\nif transitionCompleted {\n"
                + "interaction?.detach()",
            // Every track on the phase's curve in one animator; keyframes inside it.
            """
            let timing = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0.2, y: 1))
            let animator = UIViewPropertyAnimator(duration: animated ? 0.3 : 0, timingParameters: timing)
            animator.addAnimations {
            """,
            "UIView.animateKeyframes(withDuration: 0, delay: 0, options: [.calculationModeLinear], animations: {\n"
                + "UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {",
            "animator.addCompletion { _ in MainActor.assumeIsolated(completion) }\nreturn animator",
            "} else {\npresentedView.bounds = presentedBounds", "presentedView.alpha = presentedAlpha")
        // Nothing starts on its own or switches to linear: the interaction scrubs the animator.
        // (The present animator is UIKit's slide's Reduce Motion cross-fade, which animates itself.)
        let dismissal = String(swift[swift.range(of: "private final class ADismissAnimator")!.lowerBound...])
        assertLacks(dismissal, "isInteractive", "UIView.animate(", "startAnimation(afterDelay")
        // The written animator and the Reduce Motion one.
        XCTAssertEqual(dismissal.components(separatedBy: "UIViewPropertyAnimator(duration: animated").count, 3)
    }

    func testADismissedViewIsPutBackForTheNextPresentation() {
        let swift = emitted(
            "transition A { style: custom, dismiss { duration: 0.3s, animate presented { alpha: 1 -> 0, rotation: 0deg -> 30deg } } }"
        )
        assertContains(
            swift,
            "if finished {\npresentedView.removeFromSuperview()\npresentedView.layer.transform = presentedTransform\npresentedView.alpha = presentedAlpha"
        )
    }

    func testEveryConstructTypechecks() throws {
        let swift = emitted(
            """
            transition A {
                style: fullScreen
                present {
                    curve: spring(duration: 0.4s, bounce: -0.3, velocity: 1)
                    perspective: 400
                    animate presenting { anchor: right, rotationY: 0deg -> 80deg, shade: 0 -> 1, cornerRadius: 0 -> 20 }
                    animate presented { x: 100% -> 0, alpha: 0.5 -> 1 }
                    animate presented.tag(5) {
                        duration: 0.3s
                        curve: cubicBezier(0.3, 0, 0.2, 1)
                        frame: keyframes(paced) { 0.0: rect(x: 0, y: 0, width: 10, height: 10), 1.0: container.offset(x: 5) }
                        rotation: keyframes(discrete) { 0.0: 0deg, 0.5: 10deg, 1.0: 0deg }
                        rotationY: keyframes(linear) { 0.0: 0deg, 0.5: 200deg, 1.0: 540deg }
                    }
                }
                dismiss {
                    duration: 400ms
                    curve: spring(mass: 1, stiffness: 200, damping: 10)
                    perspective: 400
                    animate presented { anchor: (0.2, 0.8), rotationX: 0deg -> 30deg, y: final.y -> container.height }
                    animate presenting { shade: 1 -> 0, scale: 0.9 -> 1 }
                    interactive: pan(down, threshold: 0.5)
                }
            }
            """)
        var sources = try EmittedSources()
        defer { sources.remove() }
        try sources.add("Every.swift", swift)
        assertTypechecksClean(try typecheck(sources.files), "every construct")
    }
}
