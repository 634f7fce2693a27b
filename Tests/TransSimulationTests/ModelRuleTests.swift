// The UIKit model's rules, each checked by running a small Swift snippet against the model
// (all snippets in one program: one build). docs/simulation.md cites each rule's source.
import Foundation
import TransCurves
import TransSimulation
import XCTest

final class ModelRuleTests: XCTestCase {
    /// name → value printed by the probe, computed once for the whole class.
    nonisolated(unsafe) private static var readings: [String: Double]?

    private func reading(_ name: String) throws -> Double {
        if Self.readings == nil {
            let output = try ModelProbe.run([Self.probe])
            var values: [String: Double] = [:]
            for line in output.split(separator: "\n") {
                let parts = line.split(separator: " ")
                if parts.count == 2, let value = Double(parts[1]) { values[String(parts[0])] = value }
            }
            Self.readings = values
        }
        return try XCTUnwrap(Self.readings?[name], "the probe printed no \(name)")
    }

    func testAnAffine360DegreeTurnDoesNotMove() throws {
        XCTAssertEqual(try reading("affine360.angle"), 0, accuracy: 1e-9)
    }

    func testAnAffine270DegreeTurnGoesMinus90TheShortWay() throws {
        XCTAssertEqual(try reading("affine270.angle"), -Double.pi / 4, accuracy: 1e-9)
    }

    func testAKeyPathRotationInterpolatesTheScalarAndTurns360() throws {
        XCTAssertEqual(try reading("keyPath360.m11"), -1, accuracy: 1e-9)
    }

    func testABlockAnimationSetsTheModelAtOnceAndThePresentationInterpolates() throws {
        XCTAssertEqual(try reading("block.modelY"), 100)
        XCTAssertEqual(try reading("block.presentationY"), 25, accuracy: 1e-6)
    }

    func testAUIKitSpringFollowsTransCurves() throws {
        let spring = Spring.uiKit(dampingRatio: 0.7, initialVelocity: 0.3, duration: 0.55)
        XCTAssertEqual(try reading("spring.y"), 100 * spring.progress(at: 0.1), accuracy: 1e-6)
    }

    func testAPhysicalSpringAnimatorIgnoresTheWrittenDuration() throws {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        XCTAssertEqual(try reading("physical.duration"), spring.settlingTime, accuracy: 1e-9)
    }

    func testABounceSpringRunsItsSettlingTimeNotItsPace() throws {
        let spring = Spring.swiftUI(duration: 0.4, bounce: 0.3, initialVelocity: 0)
        XCTAssertEqual(try reading("bounce.duration"), spring.settlingTime, accuracy: 1e-9)
        XCTAssertGreaterThan(spring.settlingTime, 0.45)
    }

    func testKeyframesEaseInOutByDefaultAndAreLinearWithTheCurveLinearBits() throws {
        let eased = CubicBezier.easeInOut.progress(at: 0.25)
        XCTAssertEqual(try reading("keyframes.default"), 1 - eased, accuracy: 1e-6)
        XCTAssertEqual(try reading("keyframes.linear"), 0.75, accuracy: 1e-6)
    }

    func testAPausedAnimatorScrubsLinearlyUnlessToldNotTo() throws {
        XCTAssertEqual(try reading("scrub.linear"), 0.75, accuracy: 1e-6)
        XCTAssertEqual(try reading("scrub.curved"), 1 - CubicBezier.easeIn.progress(at: 0.25), accuracy: 1e-6)
    }

    func testUnderCustomTheContextHandsNoFromViewForThePresenter() throws {
        XCTAssertEqual(try reading("custom.fromViewIsNil"), 1)
        XCTAssertEqual(try reading("fullScreen.fromViewIsNil"), 0)
        XCTAssertEqual(try reading("custom.finalFrameOfDismissedIsZero"), 1)
    }

    func testAPresenterViewThatComesBackIsFullScreenAndBackInTheWindowAfterTheDismissal() throws {
        // The animator put it in the container; UIKit hands it back before the container goes.
        XCTAssertEqual(try reading("fullScreen.presenterFinalWidth"), 400)
        XCTAssertEqual(try reading("fullScreen.presenterBackInWindow"), 1)
        // Under custom it never left the window and has no view for the context to hand.
        XCTAssertEqual(try reading("custom.presenterFinalWidth"), 0)
        XCTAssertEqual(try reading("custom.presenterBackInWindow"), 1)
    }

    func testALayerPausedBySpeedZeroScrubsByTimeOffset() throws {
        XCTAssertEqual(try reading("paused.alpha"), 0.6, accuracy: 1e-6)
    }

    func testLinearTransformKeyframesTurnEvenlyBetweenKeys() throws {
        // Slerped between neighbouring keys as a basic animation is: 0.1 of a 1.2 rad turn is
        // 0.12 rad (a spline of the quaternion's components would lag).
        XCTAssertEqual(try reading("keyframes.turn"), 0.12, accuracy: 1e-9)
    }

    func testASpringEndsOnItsValueAtItsDurationWhereverTheClockStarts() throws {
        // The clock reads begin + t − begin, which may fall an ulp short of t; a spring is still
        // 0.001 away from its end just before its settling time.
        XCTAssertEqual(try reading("springEnd.worstAlpha"), 0)
    }

    func testAFlipTakesTheSystemHalfSecond() throws {
        // Apple documents no duration; the model gives every system style the spec's 0.5 s.
        XCTAssertEqual(try reading("flip.completedAfter"), 0.5, accuracy: 0.002)
    }

    func testAdditiveKeyPathAnimationsComposeInTheOrderAdded() throws {
        // rotation.x added first, rotation.z last: Rz · Rx (the last applies first to a point),
        // not Rx · Rz, whatever their timings.
        XCTAssertEqual(try reading("additive.fromRzRx"), 0, accuracy: 1e-9)
        XCTAssertGreaterThan(try reading("additive.fromRxRz"), 0.1)
    }

    func testFillModesAndRemovalOnCompletion() throws {
        // Before a delayed begin: the model (the identity) without a backwards fill, FROM with one.
        XCTAssertEqual(try reading("fill.removedBefore"), 1, accuracy: 1e-9)
        XCTAssertEqual(try reading("fill.bothBefore"), 0.5, accuracy: 1e-9)
        // Once over: held when not removed and filling forwards; the model once removed.
        XCTAssertEqual(try reading("fill.bothAfter"), 1.5, accuracy: 1e-9)
        XCTAssertEqual(try reading("fill.removedAfter"), 1, accuracy: 1e-9)
    }

    func testATransactionCompletesWhenItsLastAnimationHas() throws {
        XCTAssertEqual(try reading("transaction.completedAfter"), 0.7, accuracy: 0.002)
        XCTAssertEqual(try reading("transaction.emptyCompletedAtOnce"), 1)
    }

    func testDiscreteKeyTimesHaveOneEntryMoreThanValues() throws {
        XCTAssertEqual(try reading("discrete.middle"), 2, accuracy: 1e-9)
        XCTAssertEqual(try reading("discrete.end"), 3, accuracy: 1e-9)
    }

    func testPositionFieldsAnimateOnTheirOwnTimings() throws {
        // Apple: "Key-Value Coding Extensions", key path support for structures (CGPoint's x, y).
        XCTAssertEqual(try reading("field.x"), 75, accuracy: 1e-6)
        XCTAssertEqual(try reading("field.y"), 150, accuracy: 1e-6)
    }

    func testKeyframeWindowsThatMeetARoundingStepApartAddNoHoldKey() throws {
        // The spline through the three keys as written, not one with a fourth key at 0.896.
        let keys = Keyframes(mode: .cubic, times: [0, 0.823, 0.896, 1], values: [[1], [0.5], [0.1], [0.3]])
        XCTAssertEqual(try reading("windows.alpha"), keys.value(at: 0.95)[0], accuracy: 1e-6)
    }

    func testBorderAndShadowKeysSetInAViewBlockChangeAtOnceAndAnimateOnlyExplicitly() throws {
        // The view's action(for:forKey:) answers none of them inside a block: the on-screen
        // value is the new one from the start (docs/simulation.md, "Layer keys").
        XCTAssertEqual(try reading("layerKeys.borderWidth"), 8, accuracy: 1e-9)
        XCTAssertEqual(try reading("layerKeys.shadowOpacity"), 0.8, accuracy: 1e-6)
        XCTAssertEqual(try reading("layerKeys.shadowRadius"), 10, accuracy: 1e-9)
        XCTAssertEqual(try reading("layerKeys.animatorShadowOpacity"), 0.8, accuracy: 1e-6)
        // The corner radius beside them animates; an explicit animation of the key does too.
        XCTAssertEqual(try reading("layerKeys.cornerRadius"), 4, accuracy: 1e-9)
        XCTAssertEqual(try reading("layerKeys.explicitShadowRadius"), 6.5, accuracy: 1e-9)
    }

    private static let probe = """
        import UIKit

        @MainActor func out(_ name: String, _ value: Double) { print(name, value) }
        @MainActor func stage() -> (UIWindow, UIView) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(view)
            return (window, view)
        }
        @MainActor func at(_ t: Double, _ body: () -> Void) {
            let start = SimulationClock.shared.now
            SimulationClock.shared.advance(to: start + t)
            body()
            SimulationClock.shared.run(for: 3)
        }

        final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
            var fromViewIsNil = false
            var finalFrameOfDismissed = CGRect(x: 1, y: 1, width: 1, height: 1)
            var finalFrameOfPresenter = CGRect(x: 1, y: 1, width: 1, height: 1)
            func transitionDuration(using c: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.1 }
            func animateTransition(using c: any UIViewControllerContextTransitioning) {
                if let to = c.view(forKey: .to) { c.containerView.addSubview(to) }
                fromViewIsNil = c.view(forKey: .from) == nil
                if let from = c.viewController(forKey: .from), from.isBeingDismissed {
                    finalFrameOfDismissed = c.finalFrame(for: from)
                    if let to = c.viewController(forKey: .to) { finalFrameOfPresenter = c.finalFrame(for: to) }
                }
                c.completeTransition(true)
            }
        }
        final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
            let animator = Animator()
            func animationController(
                forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
            ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
            func animationController(forDismissed dismissed: UIViewController)
                -> (any UIViewControllerAnimatedTransitioning)? { animator }
        }

        @main struct Probe {
            @MainActor static func main() {
                do {
                    let (_, v) = stage()
                    UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
                        v.transform = CGAffineTransform(rotationAngle: 2 * .pi)
                    }
                    at(0.5) { let t = v.layer.presentation()!.transform; out("affine360.angle", atan2(t.m12, t.m11)) }
                }
                do {
                    let (_, v) = stage()
                    UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
                        v.transform = CGAffineTransform(rotationAngle: 3 * .pi / 2)
                    }
                    at(0.5) { let t = v.layer.presentation()!.transform; out("affine270.angle", atan2(t.m12, t.m11)) }
                }
                do {
                    let (_, v) = stage()
                    let turn = CABasicAnimation(keyPath: "transform.rotation.z")
                    turn.fromValue = 0.0
                    turn.toValue = 2 * Double.pi
                    turn.duration = 1
                    turn.isAdditive = true
                    v.layer.add(turn, forKey: "turn")
                    at(0.5) { out("keyPath360.m11", Double(v.layer.presentation()!.transform.m11)) }
                }
                do {
                    let (_, v) = stage()
                    UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
                        v.frame = CGRect(x: 0, y: 100, width: 100, height: 100)
                    }
                    out("block.modelY", Double(v.frame.minY))
                    at(0.25) { out("block.presentationY", Double(v.layer.presentation()!.frame.minY)) }
                }
                do {
                    let (_, v) = stage()
                    UIView.animate(
                        withDuration: 0.55, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.3,
                        options: [], animations: { v.frame = CGRect(x: 0, y: 100, width: 100, height: 100) })
                    at(0.1) { out("spring.y", Double(v.layer.presentation()!.frame.minY)) }
                }
                do {
                    let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
                    out("physical.duration", UIViewPropertyAnimator(duration: 0.3, timingParameters: spring).duration)
                    let bounce = UISpringTimingParameters(duration: 0.4, bounce: 0.3, initialVelocity: .zero)
                    out("bounce.duration", UIViewPropertyAnimator(duration: 0.4, timingParameters: bounce).duration)
                }
                for (name, options) in [("keyframes.default", UIView.KeyframeAnimationOptions()),
                                        ("keyframes.linear", UIView.KeyframeAnimationOptions(rawValue: 3 << 16))] {
                    let (_, v) = stage()
                    UIView.animateKeyframes(withDuration: 1, delay: 0, options: options) {
                        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.alpha = 0 }
                    }
                    at(0.25) { out(name, Double(v.layer.presentation()!.opacity)) }
                }
                do {
                    let (_, v) = stage()
                    UIView.animateKeyframes(withDuration: 1, delay: 0, options: UIView.KeyframeAnimationOptions(rawValue: 3 << 16)) {
                        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                            v.transform = CGAffineTransform(rotationAngle: 1.2)
                        }
                    }
                    at(0.1) { let t = v.layer.presentation()!.transform; out("keyframes.turn", atan2(t.m12, t.m11)) }
                }
                do {
                    var worst = 0.0
                    for start in 1...40 {
                        let (_, v) = stage()
                        SimulationClock.shared.advance(to: SimulationClock.shared.now + Double(start) * 0.7311)
                        let spring = UISpringTimingParameters(mass: 1.4, stiffness: 96, damping: 25, initialVelocity: .zero)
                        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: spring)
                        animator.addAnimations { v.alpha = 0 }
                        let begin = SimulationClock.shared.now
                        animator.startAnimation()
                        SimulationClock.shared.advance(to: begin + animator.duration)
                        worst = max(worst, Double(v.layer.presentation()!.opacity))
                        SimulationClock.shared.run(for: 3)
                    }
                    out("springEnd.worstAlpha", worst)
                }
                for (name, linear) in [("scrub.linear", true), ("scrub.curved", false)] {
                    let (_, v) = stage()
                    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { v.alpha = 0 }
                    animator.scrubsLinearly = linear
                    animator.pauseAnimation()
                    animator.fractionComplete = 0.25
                    out(name, Double(v.layer.presentation()!.opacity))
                    animator.stopAnimation(true)
                }
                do {
                    let (window, v) = stage()
                    UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { v.alpha = 0 }
                    window.layer.speed = 0
                    window.layer.timeOffset = SimulationClock.shared.now + 0.4
                    at(2) { out("paused.alpha", Double(v.layer.presentation()!.opacity)) }
                }
                do {
                    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
                    let root = UIViewController()
                    window.rootViewController = root
                    let presented = UIViewController()
                    presented.modalTransitionStyle = .flipHorizontal
                    let start = SimulationClock.shared.now
                    var completedAt = -1.0
                    root.present(presented, animated: true) { completedAt = SimulationClock.shared.now }
                    SimulationClock.shared.run(for: 1)
                    out("flip.completedAfter", completedAt - start)
                    presented.dismiss(animated: false)
                    SimulationClock.shared.run(for: 1)
                }
                do {
                    let (_, v) = stage()
                    let (a, b): (CGFloat, CGFloat) = (0.7, 0.4)
                    for (path, angle, duration) in [("transform.rotation.x", a, 0.5), ("transform.rotation.z", b, 0.9)] {
                        let turn = CABasicAnimation(keyPath: path)
                        (turn.fromValue, turn.toValue, turn.duration) = (angle, angle, duration)
                        (turn.isAdditive, turn.fillMode, turn.isRemovedOnCompletion) = (true, .both, false)
                        v.layer.add(turn, forKey: path)
                    }
                    let rx = CATransform3DMakeRotation(a, 1, 0, 0)
                    let rz = CATransform3DMakeRotation(b, 0, 0, 1)
                    func distance(_ m: CATransform3D, _ n: CATransform3D) -> Double {
                        let rows = { (t: CATransform3D) in [t.m11, t.m12, t.m13, t.m21, t.m22, t.m23, t.m31, t.m32, t.m33] }
                        return zip(rows(m), rows(n)).map { Double(abs($0 - $1)) }.max()!
                    }
                    at(0.7) {
                        let shown = v.layer.presentation()!.transform
                        out("additive.fromRzRx", distance(shown, CATransform3DConcat(rz, rx)))
                        out("additive.fromRxRz", distance(shown, CATransform3DConcat(rx, rz)))
                    }
                }
                for fill in [CAMediaTimingFillMode.removed, .both] {
                    let (_, v) = stage()
                    let grow = CABasicAnimation(keyPath: "transform.scale")
                    (grow.fromValue, grow.toValue, grow.duration) = (0.5, 1.5, 0.2)
                    (grow.isAdditive, grow.fillMode, grow.isRemovedOnCompletion) = (true, fill, fill == .removed)
                    grow.beginTime = v.layer.convertTime(CACurrentMediaTime(), from: nil) + 0.3
                    v.layer.add(grow, forKey: "grow")
                    let name = fill == .both ? "both" : "removed"
                    let start = SimulationClock.shared.now
                    SimulationClock.shared.advance(to: start + 0.1)
                    out("fill.\\(name)Before", Double(v.layer.presentation()!.transform.m11))
                    at(0.5) { out("fill.\\(name)After", Double(v.layer.presentation()!.transform.m11)) }
                }
                do {
                    let (_, v) = stage()
                    let start = SimulationClock.shared.now
                    var completedAt = -1.0
                    CATransaction.begin()
                    CATransaction.setCompletionBlock { completedAt = SimulationClock.shared.now }
                    for (path, duration) in [("transform.rotation.x", 0.7), ("transform.scale", 0.3)] {
                        let animation = CABasicAnimation(keyPath: path)
                        (animation.fromValue, animation.toValue, animation.duration) = (1.0, 0.0, duration)
                        (animation.fillMode, animation.isRemovedOnCompletion) = (.both, false)
                        v.layer.add(animation, forKey: path)
                    }
                    CATransaction.commit()
                    SimulationClock.shared.run(for: 1)
                    out("transaction.completedAfter", completedAt - start)
                    var emptyCompleted = false
                    CATransaction.begin()
                    CATransaction.setCompletionBlock { emptyCompleted = true }
                    CATransaction.commit()
                    out("transaction.emptyCompletedAtOnce", emptyCompleted ? 1 : 0)
                }
                do {
                    let (_, v) = stage()
                    let steps = CAKeyframeAnimation(keyPath: "transform.scale")
                    (steps.values, steps.keyTimes, steps.duration) = ([1.0, 2.0, 3.0], [0, 0.4, 0.8, 1], 1)
                    (steps.calculationMode, steps.fillMode, steps.isRemovedOnCompletion) = (.discrete, .both, false)
                    v.layer.add(steps, forKey: "steps")
                    let start = SimulationClock.shared.now
                    SimulationClock.shared.advance(to: start + 0.5)
                    out("discrete.middle", Double(v.layer.presentation()!.transform.m11))
                    at(0.5) { out("discrete.end", Double(v.layer.presentation()!.transform.m11)) }
                }
                do {
                    // position.x and position.y on their own timings: each moves its field only.
                    let (_, v) = stage()
                    for (path, to, duration) in [("position.x", 150.0, 1.0), ("position.y", 250.0, 0.5)] {
                        let axis = CABasicAnimation(keyPath: path)
                        (axis.fromValue, axis.toValue, axis.duration) = (50.0, to, duration)
                        (axis.fillMode, axis.isRemovedOnCompletion) = (.both, false)
                        v.layer.add(axis, forKey: path)
                    }
                    let start = SimulationClock.shared.now
                    SimulationClock.shared.advance(to: start + 0.25)
                    out("field.x", Double(v.layer.presentation()!.position.x))
                    out("field.y", Double(v.layer.presentation()!.position.y))
                }
                do {
                    let (_, v) = stage()
                    UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
                        v.layer.borderWidth = 8
                        v.layer.shadowOpacity = 0.8
                        v.layer.shadowRadius = 10
                        v.layer.cornerRadius = 8
                    }
                    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
                    let (_, w) = stage()
                    animator.addAnimations { w.layer.shadowOpacity = 0.8 }
                    animator.startAnimation()
                    at(0.5) {
                        out("layerKeys.borderWidth", Double(v.layer.presentation()!.borderWidth))
                        out("layerKeys.shadowOpacity", Double(v.layer.presentation()!.shadowOpacity))
                        out("layerKeys.shadowRadius", Double(v.layer.presentation()!.shadowRadius))
                        out("layerKeys.cornerRadius", Double(v.layer.presentation()!.cornerRadius))
                        out("layerKeys.animatorShadowOpacity", Double(w.layer.presentation()!.shadowOpacity))
                    }
                    let (_, x) = stage()
                    let radius = CABasicAnimation(keyPath: "shadowRadius")
                    (radius.fromValue, radius.toValue, radius.duration) = (3.0, 10.0, 1)
                    x.layer.add(radius, forKey: "shadowRadius")
                    at(0.5) { out("layerKeys.explicitShadowRadius", Double(x.layer.presentation()!.shadowRadius)) }
                }
                do {
                    // 0.823 + 0.073 ends a rounding step short of 0.896, where the next window starts.
                    let (_, v) = stage()
                    let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
                    UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic, linear]) {
                        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.823) { v.alpha = 0.5 }
                        UIView.addKeyframe(withRelativeStartTime: 0.823, relativeDuration: 0.073) { v.alpha = 0.1 }
                        UIView.addKeyframe(withRelativeStartTime: 0.896, relativeDuration: 0.104) { v.alpha = 0.3 }
                    }
                    let start = SimulationClock.shared.now
                    SimulationClock.shared.advance(to: start + 0.95)
                    out("windows.alpha", Double(v.layer.presentation()!.opacity))
                }
                for (name, style) in [("custom", UIModalPresentationStyle.custom), ("fullScreen", .fullScreen)] {
                    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
                    let root = UIViewController()
                    window.rootViewController = root
                    let presented = UIViewController()
                    let delegate = Delegate()
                    presented.modalPresentationStyle = style
                    presented.transitioningDelegate = delegate
                    root.present(presented, animated: true)
                    SimulationClock.shared.run(for: 1)
                    out("\\(name).fromViewIsNil", delegate.animator.fromViewIsNil ? 1 : 0)
                    presented.dismiss(animated: true)
                    SimulationClock.shared.run(for: 1)
                    out("\\(name).finalFrameOfDismissedIsZero", delegate.animator.finalFrameOfDismissed == .zero ? 1 : 0)
                    out("\\(name).presenterFinalWidth", Double(delegate.animator.finalFrameOfPresenter.width))
                    out("\\(name).presenterBackInWindow", root.view.superview === window ? 1 : 0)
                }
            }
        }
        """
}
