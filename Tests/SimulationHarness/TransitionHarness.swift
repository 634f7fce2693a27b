// Runs one transition as an app would: a window of the container's size with a root
// controller presents a fresh controller prepared by the transition, the clock is driven
// to each sample time, the presentation finishes; then the same for the dismissal.
import UIKit

/// Makes `presented` use a transition (the generated `NAMETransition().prepare(_:)`).
public typealias Preparer = @MainActor (UIViewController) -> Void

@MainActor struct TransitionHarness {
    let plan: PlannedTransition
    let prepare: Preparer
    let clock = SimulationClock.shared
    /// The longest a phase may take to finish after its last sample (springs settle within
    /// 10 s: the checker rejects longer ones).
    let settleLimit = 15.0

    /// A window, its root controller, and a presented controller whose view holds a subview
    /// for every tag the program animates.
    struct Stage {
        let window: UIWindow
        let root: UIViewController
        let presented: UIViewController
    }

    func makeStage() -> Stage {
        UIAccessibility.simulateReduceMotion(plan.reduceMotion)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: plan.containerWidth, height: plan.containerHeight))
        let inset = plan.safeArea
        window.screenSafeAreaInsets = UIEdgeInsets(top: inset[0], left: inset[1], bottom: inset[2], right: inset[3])
        let root = UIViewController()
        window.rootViewController = root
        let presented = UIViewController()
        presented.preferredContentSize = CGSize(width: plan.contentSize[0], height: plan.contentSize[1])
        for tag in plan.tags {
            let subview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            subview.tag = tag
            presented.view.addSubview(subview)
        }
        prepare(presented)
        return Stage(window: window, root: root, presented: presented)
    }

    func run() -> ExecutedTransition {
        let stage = makeStage()
        var phases: [ExecutedPhase] = []
        var keyboardFrame: [Double]?
        for phase in plan.phases {
            if phase.kind == "dismiss", let height = plan.keyboardHeight {
                keyboardFrame = frameWithTheKeyboardUp(height, in: stage)
            }
            phases.append(
                sample(phase, in: stage) {
                    if phase.kind == "present" {
                        stage.root.present(stage.presented, animated: true)
                    } else {
                        stage.presented.dismiss(animated: true)
                    }
                })
            if phase.kind == "present", let expected = plan.appearance {
                phases[phases.count - 1].problems += AppearanceReadings.problems(expected, of: stage.presented)
            }
            if phase.kind == "present", let blur = plan.blur {
                phases[phases.count - 1].problems += AppearanceReadings.blurProblems(blur, of: stage.presented)
            }
        }
        var outcomes: [ReleaseOutcome] = []
        if let interaction = plan.interactive, let dismiss = plan.phases.first(where: { $0.kind == "dismiss" }) {
            let drag = InteractiveHarness(harness: self, interaction: interaction, dismiss: dismiss)
            phases.append(drag.followTheFinger())
            outcomes = drag.releaseOutcomes()
        }
        return ExecutedTransition(name: plan.name, phases: phases, outcomes: outcomes, keyboardFrame: keyboardFrame)
    }

    /// Raises a keyboard of `height` points, reads where the presented view settles, and
    /// lowers it again (settling back) before the dismissal.
    private func frameWithTheKeyboardUp(_ height: Double, in stage: Stage) -> [Double] {
        stage.window.simulateKeyboard(height: CGFloat(height))
        clock.runUntilIdle(limit: settleLimit)
        let frame = ViewReadings.read("frame", of: stage.presented.viewIfLoaded)
        stage.window.simulateKeyboard(height: nil)
        clock.runUntilIdle(limit: settleLimit)
        return frame
    }

    /// Starts a phase with `start`, samples every track at the plan's times, lets it finish.
    func sample(_ phase: PlannedPhase, in stage: Stage, start: () -> Void) -> ExecutedPhase {
        let begin = clock.now
        let before = PresentationLog.count
        start()
        var samples = [[[Double]]](repeating: [], count: phase.tracks.count)
        var orderProblems: [String] = []
        for (index, time) in phase.times.enumerated() {
            clock.advance(to: begin + time)
            if index == 0, let above = phase.presentedAbove, let problem = order(above, in: stage) {
                orderProblems.append(problem)
            }
            for (index, track) in phase.tracks.enumerated() {
                samples[index].append([time] + ViewReadings.read(track.property, of: view(track.target, in: stage)))
            }
        }
        // The overlay's colors, at the phase's end, where the shade is its darkest.
        var gradientProblems: [String] = []
        for track in phase.tracks {
            guard let expected = track.gradient else { continue }
            let read = ShadeGradientReading.read(of: view(track.target, in: stage))
            if read.count != expected.count || zip(read, expected).contains(where: { !(abs($0 - $1) <= 1e-6) }) {
                gradientProblems.append("\(track.target) shade gradient: expected \(expected), read \(read)")
            }
        }
        clock.runUntilIdle(limit: settleLimit)
        let records = PresentationLog.records(since: before)
        var problems = records.flatMap(\.violations) + gradientProblems + orderProblems
        if records.isEmpty { problems.append("no transition ran for \(phase.kind)") }
        if phase.kind == "present", stage.presented.viewIfLoaded?.window == nil {
            problems.append("presented view not in the window after the presentation")
        }
        if phase.kind == "dismiss", stage.presented.viewIfLoaded?.window != nil {
            problems.append("presented view still in the window after the dismissal")
        }
        return ExecutedPhase(
            kind: phase.kind,
            tracks: zip(phase.tracks, samples).map {
                ExecutedTrack(target: $0.0.target, property: $0.0.property, samples: $0.1)
            },
            completions: records.flatMap(\.completions), problems: problems)
    }

    /// Whether the presented view is on the side of the presenting view `above` says, where
    /// both are in the container; nil when they agree (or are not siblings).
    private func order(_ above: Bool, in stage: Stage) -> String? {
        guard let presented = view("presented", in: stage), let presenting = stage.root.viewIfLoaded,
            let container = presented.superview, presenting.superview === container,
            let presentedIndex = container.subviews.firstIndex(where: { $0 === presented }),
            let presentingIndex = container.subviews.firstIndex(where: { $0 === presenting })
        else { return nil }
        guard (presentedIndex > presentingIndex) != above else { return nil }
        return "presented view \(above ? "below" : "above") the presenting view, expected \(above ? "above" : "below")"
    }

    /// The view a timeline target names.
    func view(_ target: String, in stage: Stage) -> UIView? {
        switch target {
        // The presentation controller's `presentedView`: the view the animators move, which
        // may wrap the controller's own (`appearance`).
        case "presented": return stage.presented.presentationController?.presentedView ?? stage.presented.viewIfLoaded
        case "presenting": return stage.root.viewIfLoaded
        case "dimming":
            // The presentation controller's view behind the presented one in the container.
            let container = stage.presented.presentationController?.containerView
            let presented = view("presented", in: stage)
            return container?.subviews.first {
                $0 !== presented && $0 !== stage.presented.viewIfLoaded && $0 !== stage.root.viewIfLoaded
                    && !($0 is UIVisualEffectView)
            }
        default:
            let tag = Int(target.dropFirst("presented.tag(".count).dropLast()) ?? 0
            return stage.presented.viewIfLoaded?.viewWithTag(tag)
        }
    }
}
