// Hand-built programs for the timeline tests (the checker that builds them is not merged yet).

import TransCurves
import TransModel
import TransTimeline

enum Fixtures {
    /// A constant scalar track value.
    static func number(_ value: Double) -> TrackValue {
        .scalar(.constant(value))
    }

    /// A constant rectangle.
    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> FrameExpression {
        .rect(x: .constant(x), y: .constant(y), width: .constant(width), height: .constant(height))
    }

    static func timing(
        _ curve: Curve, duration: Double, delay: Double = 0, durationIsWritten: Bool = true
    ) -> Timing {
        Timing(delay: delay, duration: duration, curve: curve, durationIsWritten: durationIsWritten)
    }

    static func track(
        _ property: Property, _ from: TrackValue, _ to: TrackValue, timing: Timing, target: Target = .presented
    ) -> Track {
        Track(target: target, property: property, animation: .fromTo(from, to), timing: timing)
    }

    /// A written phase animating `tracks` (grouped by target in order of appearance).
    static func phase(
        _ kind: PhaseKind, _ tracks: [Track], timing: Timing? = nil, origin: PhaseOrigin = .written,
        dimmingFade: Track? = nil
    ) -> Phase {
        var targets: [AnimatedTarget] = []
        for track in tracks {
            if let index = targets.firstIndex(where: { $0.target == track.target }) {
                targets[index].tracks.append(track)
            } else {
                targets.append(AnimatedTarget(target: track.target, anchor: nil, tracks: [track]))
            }
        }
        return Phase(
            kind: kind, origin: origin,
            timing: timing ?? tracks.first?.timing ?? Fixtures.timing(.easeInOut, duration: 0.5),
            perspective: nil, targets: targets, dimmingFade: dimmingFade, presentedAbovePresenting: true
        )
    }

    static func transition(
        _ name: String, present: Phase, dismiss: Phase, presentation: Presentation? = nil,
        style: PresentationStyle = .custom, system: SystemAnimation? = nil
    ) -> Transition {
        Transition(
            name: name, documentation: nil, style: style, systemAnimation: system, presentation: presentation,
            present: present, dismiss: dismiss, interactiveDismissal: nil
        )
    }

    static func program(_ transitions: [Transition], sourceName: String = "test.trans") -> Program {
        Program(sourceName: sourceName, transitions: transitions)
    }

    /// A program with one transition whose present phase has `tracks` and whose dismiss phase has none.
    static func program(presenting tracks: [Track], presentation: Presentation? = nil) -> Program {
        program([
            transition("T", present: phase(.present, tracks), dismiss: phase(.dismiss, []), presentation: presentation)
        ])
    }

    /// The tracks of the first transition's present phase, evaluated.
    static func presentTracks(_ program: Program, options: TimelineOptions = TimelineOptions()) -> [TrackTimeline] {
        TimelineEvaluator.evaluate(program, options: options).transitions[0].phases[0].tracks
    }
}
