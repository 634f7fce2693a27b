// Timeline benchmark: evaluates and renders a program of many realistic transitions, in samples per second.
import TransCurves
import TransModel
import TransTimeline

/// Builds a 240-transition program (UIKit, physical and bounce springs, Bézier curves,
/// keyframes, dimming fades, reversed and system phases), evaluates it at 60 fps and renders
/// it as JSON and CSV, and reports the throughput of each step in samples per second.
func timelineBenchmark() -> String {
    let program = timelineBenchmarkProgram(transitionCount: 240)
    let rounds = 5
    var timeline = TimelineEvaluator.evaluate(program)
    let samples = timeline.transitions.reduce(0) { sum, transition in
        sum + transition.phases.reduce(0) { $0 + $1.tracks.reduce(0) { $0 + $1.samples.count } }
    }
    let clock = ContinuousClock()
    let evaluation = clock.measure {
        for _ in 0..<rounds { timeline = TimelineEvaluator.evaluate(program) }
    }
    var bytes = 0
    let json = clock.measure {
        for _ in 0..<rounds { bytes = TimelineRenderer.json(timeline).utf8.count }
    }
    let csv = clock.measure {
        for _ in 0..<rounds { _ = TimelineRenderer.csv(timeline) }
    }
    func rate(_ duration: Duration) -> Int {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
        return Int(Double(samples * rounds) / seconds)
    }
    return """
        timeline: \(program.transitions.count) transitions, \(samples) samples, \(bytes) bytes of JSON
          evaluate \(rate(evaluation)) samples/s
          json     \(rate(json)) samples/s
          csv      \(rate(csv)) samples/s
        """
}

/// `count` transitions cycling through the shapes the samples use, with varied numbers.
private func timelineBenchmarkProgram(transitionCount count: Int) -> Program {
    Program(
        sourceName: "benchmark.trans",
        transitions: (0..<count).map { index in
            let variation = Double(index % 7) / 10
            switch index % 4 {
            case 0: return timelineBenchmarkCard(index, dampingRatio: 0.5 + variation / 2)
            case 1: return timelineBenchmarkPopup(index, stiffness: 200 + 50 * variation)
            case 2: return timelineBenchmarkPageFlip(index, duration: 0.6 + variation)
            default: return timelineBenchmarkSheet(index)
            }
        })
}

private func timelineBenchmarkTiming(_ curve: Curve, _ duration: Double, delay: Double = 0) -> Timing {
    Timing(delay: delay, duration: duration, curve: curve, durationIsWritten: true)
}

private func timelineBenchmarkPhase(
    _ kind: PhaseKind, _ origin: PhaseOrigin, _ timing: Timing, _ tracks: [Track], dimming: Track? = nil
) -> Phase {
    let targets = Dictionary(grouping: tracks, by: \.target).keys.sorted { $0.name < $1.name }.map { target in
        AnimatedTarget(target: target, anchor: nil, tracks: tracks.filter { $0.target == target })
    }
    return Phase(
        kind: kind, origin: origin, timing: timing, perspective: nil, targets: targets, dimmingFade: dimming,
        presentedAbovePresenting: true)
}

private func timelineBenchmarkNumber(_ value: Double) -> TrackValue {
    .scalar(.constant(value))
}

/// card.trans: an inset card on UIKit's spring, with a dimming fade, a written dismissal.
private func timelineBenchmarkCard(_ index: Int, dampingRatio: Double) -> Transition {
    let frame = FrameExpression.rect(
        x: .constant(35), y: .constant(80),
        width: .subtract(.container(.width), .constant(70)), height: .subtract(.container(.height), .constant(160)))
    let timing = timelineBenchmarkTiming(.uiKitSpring(dampingRatio: dampingRatio, velocity: 0.3), 0.55)
    let above = FrameExpression.offset(.final, dx: .constant(0), dy: .negate(.container(.height)))
    let below = FrameExpression.offset(.final, dx: .constant(0), dy: .container(.height))
    func fade(_ from: Double, _ to: Double) -> Track {
        Track(
            target: .dimming, property: .alpha,
            animation: .fromTo(timelineBenchmarkNumber(from), timelineBenchmarkNumber(to)), timing: timing)
    }
    return Transition(
        name: "Card\(index)", documentation: nil, style: .custom, systemAnimation: nil,
        presentation: Presentation(
            frame: frame, removesPresentersView: false,
            dimming: Dimming(color: Color(red: 0, green: 0, blue: 0, alpha: 1), alpha: 0.4, tapToDismiss: true),
            cornerRadius: 12),
        present: timelineBenchmarkPhase(
            .present, .written, timing,
            [
                Track(
                    target: .presented, property: .frame, animation: .fromTo(.frame(above), .frame(.final)),
                    timing: timing)
            ], dimming: fade(0, 0.4)),
        dismiss: timelineBenchmarkPhase(
            .dismiss, .written, timing,
            [
                Track(
                    target: .presented, property: .frame, animation: .fromTo(.frame(.final), .frame(below)),
                    timing: timing)
            ], dimming: fade(0.4, 0)),
        interactiveDismissal: nil)
}

/// physical-spring.trans and bounce-popup.trans: a physical spring, cubic keyframes, a reversed dismissal.
private func timelineBenchmarkPopup(_ index: Int, stiffness: Double) -> Transition {
    let spring = Spring(mass: 1, stiffness: stiffness, damping: 20, initialVelocity: 0)
    let springTiming = Timing(
        delay: 0, duration: spring.settlingTime, curve: .physicalSpring(spring), durationIsWritten: false)
    let keyTiming = timelineBenchmarkTiming(.linear, 0.4, delay: 0.05)
    let times = [0, 0.334, 0.667, 1]
    let scale = [0.7, 1.2, 0.9, 1.0].map(timelineBenchmarkNumber)
    let present = [
        Track(
            target: .presented, property: .alpha,
            animation: .fromTo(timelineBenchmarkNumber(0), timelineBenchmarkNumber(1)), timing: springTiming),
        Track(
            target: .presentedTag(1000), property: .scale,
            animation: .keyframes(mode: .cubic, times: times, values: scale), timing: keyTiming),
    ]
    let reversed = [
        Track(
            target: .presented, property: .alpha,
            animation: .fromTo(timelineBenchmarkNumber(1), timelineBenchmarkNumber(0)), timing: springTiming),
        Track(
            target: .presentedTag(1000), property: .scale,
            animation: .keyframes(mode: .cubic, times: times.reversed().map { 1 - $0 }, values: scale.reversed()),
            timing: keyTiming),
    ]
    return Transition(
        name: "Popup\(index)", documentation: nil, style: .custom, systemAnimation: nil,
        presentation: Presentation(
            frame: .rect(x: .constant(60), y: .constant(336), width: .constant(273), height: .constant(180)),
            removesPresentersView: false, dimming: nil, cornerRadius: 14),
        present: timelineBenchmarkPhase(.present, .written, springTiming, present),
        dismiss: timelineBenchmarkPhase(.dismiss, .reversed, springTiming, reversed),
        interactiveDismissal: nil)
}

/// page-flip.trans: 3D rotation and shade on the presenting view, a bounce-spring dismissal.
private func timelineBenchmarkPageFlip(_ index: Int, duration: Double) -> Transition {
    let timing = timelineBenchmarkTiming(.easeInOut, duration)
    let bounce = Spring.swiftUI(duration: 0.5, bounce: 0.2, initialVelocity: 0)
    let dismissTiming = Timing(
        delay: 0, duration: bounce.settlingTime, curve: .bounceSpring(duration: 0.5, bounce: 0.2, velocity: 0),
        durationIsWritten: false)
    return Transition(
        name: "PageFlip\(index)", documentation: nil, style: .fullScreen, systemAnimation: nil, presentation: nil,
        present: timelineBenchmarkPhase(
            .present, .written, timing,
            [
                Track(
                    target: .presenting, property: .rotationY,
                    animation: .fromTo(timelineBenchmarkNumber(0), timelineBenchmarkNumber(-Double.pi / 2)),
                    timing: timing),
                Track(
                    target: .presenting, property: .shade,
                    animation: .fromTo(timelineBenchmarkNumber(0), timelineBenchmarkNumber(1)), timing: timing),
            ]),
        dismiss: timelineBenchmarkPhase(
            .dismiss, .written, dismissTiming,
            [
                Track(
                    target: .presented, property: .y,
                    animation: .fromTo(timelineBenchmarkNumber(0), .scalar(.container(.height))), timing: dismissTiming)
            ]),
        interactiveDismissal: nil)
}

/// bottom-sheet.trans: UIKit's cover-vertical slide, approximate, over a Bézier.
private func timelineBenchmarkSheet(_ index: Int) -> Transition {
    let timing = timelineBenchmarkTiming(.easeInOut, 0.5)
    let offscreen = FrameExpression.rect(
        x: .component(.final, .x), y: .container(.height), width: .component(.final, .width),
        height: .component(.final, .height))
    return Transition(
        name: "Sheet\(index)", documentation: nil, style: .custom, systemAnimation: nil,
        presentation: Presentation(
            frame: .rect(
                x: .constant(0), y: .subtract(.container(.height), .constant(300)),
                width: .container(.width), height: .constant(300)),
            removesPresentersView: false, dimming: nil, cornerRadius: nil),
        present: timelineBenchmarkPhase(
            .present, .system(.coverVertical), timing,
            [
                Track(
                    target: .presented, property: .frame, animation: .fromTo(.frame(offscreen), .frame(.final)),
                    timing: timing)
            ]),
        dismiss: timelineBenchmarkPhase(
            .dismiss, .system(.coverVertical), timing,
            [
                Track(
                    target: .presented, property: .frame, animation: .fromTo(.frame(.final), .frame(offscreen)),
                    timing: timing)
            ]),
        interactiveDismissal: nil)
}
