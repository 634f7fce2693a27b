// Two ways a pan meets another: a second presentation stacked on the first with the same
// transition object (each keeps its own pan), and a scroll view inside the presented view
// (the pan takes over only at its edge).
import UIKit

extension InteractiveHarness {
    /// The first presentation presents a second, both prepared by the one transition object
    /// the runner keeps per name: the second's pan dismisses only the second, then the first's
    /// pan dismisses the first.
    func stackedPresentations() -> ReleaseOutcome {
        let (stage, firstPan) = presentFresh()
        let second = UIViewController()
        harness.prepare(second)
        stage.presented.present(second, animated: true)
        harness.clock.runUntilIdle(limit: harness.settleLimit)
        var problems: [String] = []
        var completions: [Bool] = []
        guard let firstPan, let secondPan = pan(of: second), firstPan !== secondPan else {
            return ReleaseOutcome(
                release: "stacked", expected: "finish", completions: [],
                problems: ["the stacked presentations do not each have their own pan"])
        }
        for (name, pan, controller) in [("second", secondPan, second), ("first", firstPan, stage.presented)] {
            let before = PresentationLog.count
            drag(pan, share: pastThreshold, velocity: 0)
            let finished = PresentationLog.records(since: before).flatMap(\.completions)
            completions += finished
            if finished != [true] {
                problems.append("the \(name) pan: expected completeTransition(true) once, got \(finished)")
            }
            if controller.viewIfLoaded?.window != nil { problems.append("the \(name) presented view not removed") }
            if name == "second", stage.root.presentedViewController !== stage.presented {
                problems.append("the second pan dismissed the first presentation too")
            }
        }
        return ReleaseOutcome(release: "stacked", expected: "finish", completions: completions, problems: problems)
    }

    /// A scroll view filling the presented view, scrolled 40 pt away from the edge the pan
    /// pulls from: the finger first scrolls it back (no dismissal), and the dismissal follows
    /// the finger from where the scroll view reached its edge. UIKit asks the pan's delegate
    /// whether it recognizes with the scroll view's pan; the scroll view's own scrolling is
    /// the harness's (the model does not deliver touches).
    func scrollViewHandOff() -> ReleaseOutcome {
        let stage = harness.makeStage()
        let content = stage.presented.view!
        let scrollView = UIScrollView(frame: content.bounds)
        scrollView.contentSize = CGSize(width: content.bounds.width * 3, height: content.bounds.height * 3)
        content.addSubview(scrollView)
        stage.root.present(stage.presented, animated: true)
        harness.clock.runUntilIdle(limit: harness.settleLimit)
        guard let pan = pan(of: stage.presented) else {
            return ReleaseOutcome(release: "scroll-view", expected: "finish", completions: [], problems: ["no pan"])
        }
        let scrolled = 40.0
        let farEdge =
            isVertical
            ? scrollView.contentSize.height - scrollView.bounds.height
            : scrollView.contentSize.width - scrollView.bounds.width
        // Pulling down (right) scrolls toward the top (left) edge, whose offset is 0.
        let edge = sign > 0 ? 0 : farEdge
        let start = edge + sign * scrolled
        func setOffset(_ value: Double) {
            scrollView.contentOffset = isVertical ? CGPoint(x: 0, y: value) : CGPoint(x: value, y: 0)
        }
        setOffset(start)
        var problems: [String] = []
        if !(pan.delegate?.gestureRecognizer(pan, shouldRecognizeSimultaneouslyWith: scrollView.panGestureRecognizer)
            ?? false)
        {
            problems.append("the pan does not recognize with the scroll view's pan")
        }
        let before = PresentationLog.count
        let origin = position(of: content)
        let past = interaction.travel * pastThreshold
        pan.simulatedTranslation = .zero
        pan.simulatedVelocity = point(sign * 100)
        pan.simulate(.began)
        var handOff: Double?
        var handOffPosition = origin
        for step in 1...20 {
            harness.clock.advance(to: harness.clock.now + 0.016)
            // Ten steps scroll the content back to its edge, ten more drag past the threshold.
            let finger = step <= 10 ? scrolled * Double(step) / 10 : scrolled + past * Double(step - 10) / 10
            // Until the pan takes over, the finger scrolls the content toward its edge.
            if PresentationLog.count == before {
                setOffset(start - sign * min(finger, scrolled))
                if finger < scrolled, position(of: content) != origin {
                    problems.append(
                        String(format: "the presented view moved while the content scrolled (%.1f pt)", finger))
                }
            }
            pan.simulatedTranslation = point(sign * finger)
            pan.simulate(.changed)
            if handOff == nil, PresentationLog.count > before {
                // From here the view follows the finger, from where the dismissal puts it (FROM).
                handOff = finger
                handOffPosition = position(of: content)
            }
            if finger < scrolled, PresentationLog.count > before {
                problems.append(
                    String(format: "the dismissal began before the scroll view reached its edge (%.1f pt)", finger))
                break
            }
            if let handOff {
                let lag = (position(of: content) - handOffPosition) * sign - (finger - handOff)
                if abs(lag) > tolerance {
                    problems.append(String(format: "presented view lags the finger by %.1f pt after the hand-off", lag))
                    break
                }
            }
        }
        pan.simulatedVelocity = .zero
        pan.simulate(.ended)
        harness.clock.runUntilIdle(limit: harness.settleLimit)
        let completions = PresentationLog.records(since: before).flatMap(\.completions)
        if handOff == nil { problems.append("the pan never took over from the scroll view") }
        if completions != [true] { problems.append("expected completeTransition(true) once, got \(completions)") }
        return ReleaseOutcome(release: "scroll-view", expected: "finish", completions: completions, problems: problems)
    }

    /// Drags `pan` to `share` of the travel in ten steps and lets go at `velocity`.
    func drag(_ pan: UIPanGestureRecognizer, share: Double, velocity: Double) {
        pan.simulatedTranslation = .zero
        pan.simulatedVelocity = point(sign * 100)
        pan.simulate(.began)
        for step in 1...10 {
            harness.clock.advance(to: harness.clock.now + 0.016)
            pan.simulatedTranslation = point(sign * interaction.travel * share * Double(step) / 10)
            pan.simulate(.changed)
        }
        pan.simulatedVelocity = point(velocity)
        pan.simulate(.ended)
        harness.clock.runUntilIdle(limit: harness.settleLimit)
    }
}
