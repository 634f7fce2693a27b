// The interactive dismissal: a pan on the presented view, held at each sample's share of the
// finger's travel, and the four ways of letting go.
import UIKit

@MainActor struct InteractiveHarness {
    let harness: TransitionHarness
    let interaction: PlannedInteraction
    let dismiss: PlannedPhase
    /// Finger-following tolerance along the pan axis (the 0.5 pt).
    let tolerance = 0.5

    var isVertical: Bool { interaction.direction == "down" || interaction.direction == "up" }
    var sign: Double { interaction.direction == "down" || interaction.direction == "right" ? 1 : -1 }

    func point(_ along: Double) -> CGPoint {
        isVertical ? CGPoint(x: 0, y: along) : CGPoint(x: along, y: 0)
    }

    /// A fresh presentation, finished, and the pan on its presented view.
    func presentFresh() -> (TransitionHarness.Stage, UIPanGestureRecognizer?) {
        let stage = harness.makeStage()
        stage.root.present(stage.presented, animated: true)
        harness.clock.runUntilIdle(limit: harness.settleLimit)
        return (stage, pan(of: stage.presented))
    }

    /// The pan on `controller`'s view.
    func pan(of controller: UIViewController) -> UIPanGestureRecognizer? {
        controller.viewIfLoaded?.gestureRecognizers?.compactMap { $0 as? UIPanGestureRecognizer }.first
    }

    func position(of view: UIView?) -> Double {
        let frame = ViewReadings.read("frame", of: view)
        return isVertical ? frame[1] : frame[0]
    }

    /// Phase `dismiss-interactive`: at each dismiss sample time t the finger is at share
    /// t / duration of the travel; every track is read, and the presented view must be under
    /// the finger. The drag takes twice the phase's duration (sample t is read at clock time
    /// 2t), so an animation that plays on its own instead of following the finger shows.
    func followTheFinger() -> ExecutedPhase {
        let (stage, pan) = presentFresh()
        var problems: [String] = []
        var samples = [[[Double]]](repeating: [], count: dismiss.tracks.count)
        guard let pan else {
            return ExecutedPhase(
                kind: "dismiss-interactive", tracks: [], completions: [], problems: ["no pan on the presented view"])
        }
        let before = PresentationLog.count
        let begin = harness.clock.now
        // Displacement counts from where the dismissal puts the view as the finger goes down:
        // its FROM value, which the timeline's dismiss phase starts at too.
        var origin: Double?
        pan.simulatedTranslation = .zero
        pan.simulatedVelocity = point(sign * 100)
        pan.simulate(.began)
        for time in dismiss.times {
            harness.clock.advance(to: begin + 2 * time)
            let share = dismiss.duration > 0 ? time / dismiss.duration : 1
            let finger = sign * interaction.travel * share
            pan.simulatedTranslation = point(finger)
            pan.simulate(.changed)
            for (index, track) in dismiss.tracks.enumerated() {
                samples[index].append(
                    [time] + ViewReadings.read(track.property, of: harness.view(track.target, in: stage)))
            }
            let position = position(of: stage.presented.viewIfLoaded)
            let start = origin ?? position - finger
            origin = start
            let lag = position - start - finger
            if abs(lag) > tolerance, problems.count < 20 {
                problems.append(
                    String(format: "presented view lags the finger by %.1f pt at t=%.3f", lag, time))
            }
            let records = PresentationLog.records(since: before)
            if let early = records.first(where: { !$0.completions.isEmpty }) {
                problems.append(
                    String(
                        format: "completeTransition(%@) called while the finger is down (t=%.3f)",
                        early.completions[0] ? "true" : "false", time))
                break
            }
        }
        pan.simulatedVelocity = .zero
        pan.simulate(.ended)
        harness.clock.runUntilIdle(limit: harness.settleLimit)
        let records = PresentationLog.records(since: before)
        if records.isEmpty { problems.append("the pan did not start a dismissal") }
        problems += records.flatMap(\.violations)
        return ExecutedPhase(
            kind: "dismiss-interactive",
            tracks: zip(dismiss.tracks, samples).map {
                ExecutedTrack(target: $0.0.target, property: $0.0.property, samples: $0.1)
            },
            completions: records.flatMap(\.completions), problems: problems)
    }

    /// The share of the travel a release "past the threshold" drags to: 0.2 beyond it, at most
    /// 0.95, but always strictly past it (the emitted code finishes on `progress > threshold`):
    /// half way to the end for a threshold of 0.95 or more.
    var pastThreshold: Double {
        min(interaction.threshold + 0.2, max(0.95, (interaction.threshold + 1) / 2))
    }

    /// Releases past the threshold, flung, short of it, and flung back, each on a fresh
    /// presentation, with what should follow.
    func releaseOutcomes() -> [ReleaseOutcome] {
        let past = pastThreshold
        let fling = interaction.flingSpeed * 2
        return [
            release("past-threshold", share: past, velocity: 0, finishes: true),
            release("fling", share: 0.05, velocity: sign * fling, finishes: true),
            release("short", share: interaction.threshold / 2, velocity: 0, finishes: false),
            release("fling-back", share: past, velocity: -sign * fling, finishes: false),
            stackedPresentations(),
            scrollViewHandOff(),
        ]
    }

    private func release(_ name: String, share: Double, velocity: Double, finishes: Bool) -> ReleaseOutcome {
        let (stage, pan) = presentFresh()
        let expected = finishes ? "finish" : "cancel"
        guard let pan else {
            return ReleaseOutcome(release: name, expected: expected, completions: [], problems: ["no pan"])
        }
        let presentedFrame = ViewReadings.read("frame", of: stage.presented.viewIfLoaded)
        let presentingFrame = ViewReadings.read("frame", of: stage.root.viewIfLoaded)
        let beforePresentation = [0, 0, harness.plan.containerWidth, harness.plan.containerHeight]
        let presenterStays = stage.root.viewIfLoaded?.window != nil
        let presentAnimatesPresenting = harness.plan.phases.contains { phase in
            phase.kind == "present" && phase.tracks.contains { $0.target == "presenting" }
        }
        let before = PresentationLog.count
        drag(pan, share: share, velocity: velocity)
        let records = PresentationLog.records(since: before)
        let completions = records.flatMap(\.completions)
        var problems = records.flatMap(\.violations)
        if completions.count > 1 { problems.append("completeTransition called \(completions.count) times") }
        if completions.first != finishes {
            problems.append("released \(name): expected completeTransition(\(finishes)) once, got \(completions)")
        }
        if finishes {
            if stage.presented.viewIfLoaded?.window != nil { problems.append("presented view not removed") }
            // Back in the window: where the presentation found it when the present phase animated
            // a presenter that stays on screen (once the dismissal completes, the emitted code
            // undoes the dismissal's changes to it and puts back what the presentation changed:
            // docs/generated-code.md), else where it was but for what the timeline's dismissal
            // moves it to.
            let restored = ViewReadings.read("frame", of: stage.root.viewIfLoaded)
            let expected =
                presenterStays && presentAnimatesPresenting
                ? beforePresentation : zip(presentingFrame, interaction.presentingEnd).map { $1 ?? $0 }
            if stage.root.viewIfLoaded?.window == nil {
                problems.append("presenting view not restored: not in the window")
            } else if !close(restored, expected) {
                problems.append("presenting view not restored: frame \(restored), expected \(expected)")
            }
        } else {
            let back = ViewReadings.read("frame", of: stage.presented.viewIfLoaded)
            if !close(back, presentedFrame) {
                problems.append("presented view not back where it was: frame \(back), was \(presentedFrame)")
            }
            if stage.presented.viewIfLoaded?.window == nil { problems.append("presented view left the window") }
        }
        return ReleaseOutcome(release: name, expected: expected, completions: completions, problems: problems)
    }

    private func close(_ a: [Double], _ b: [Double]) -> Bool {
        zip(a, b).allSatisfy { abs($0 - $1) <= 1e-3 }
    }
}
