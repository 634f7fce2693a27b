// What a phase becomes when the user turns on Reduce Motion (docs/language.md, "Reduce Motion").

/// A phase's `reduceMotion:` choice.
public enum ReducedMotion: Sendable, Hashable {
    /// The default (`reduceMotion: crossFade`): moving views hold still and the presented view
    /// cross-fades over the phase's duration.
    case crossFade
    /// `reduceMotion: keep`: the motion is essential and runs as written.
    case keep
    /// `reduceMotion { animate … }`: the program's own tracks, on the phase's timing.
    case replaced([AnimatedTarget])
}

extension Property {
    /// Whether the property moves the view: its position, size, scale or turn. Reduce Motion
    /// replaces these; opacity-like values (alpha, corners, border, shadow, shade) keep running.
    public var isMotion: Bool {
        switch descriptor.role {
        case .placement, .transform: true
        default: false
        }
    }
}

extension Track {
    /// Whether the track changes a motion property: a motion track whose values differ.
    public var moves: Bool {
        guard property.isMotion else { return false }
        switch animation {
        case .fromTo(let from, let to): return from != to
        case .keyframes(_, _, let values): return values.contains { $0 != values[0] }
        }
    }

    /// The track held at one of its ends for its whole timing: no motion, same duration.
    func held(atStart: Bool) -> Track {
        let value: TrackValue
        switch animation {
        case .fromTo(let from, let to): value = atStart ? from : to
        case .keyframes(_, _, let values): value = atStart ? values[0] : values[values.count - 1]
        }
        var track = self
        track.animation = .fromTo(value, value)
        return track
    }
}

extension Phase {
    /// The phase as it runs under Reduce Motion. `drivenByPan`: a finger scrubs it, so every
    /// track shares the phase's one timing (the cross-fade too).
    ///
    /// The default cross-fade holds every moving view still in the state it has apart from
    /// the transition's motion — the presented view (its tagged subviews, the dimming view)
    /// where it rests while presented (TO presenting, FROM dismissing), the presenting view
    /// where it rests without the presentation (FROM presenting, TO dismissing) — and fades
    /// the presented view in or out over the phase's duration unless the phase already
    /// animates its alpha. Apple's Human Interface Guidelines ask for a fade in place of a slide.
    public func reducingMotion(drivenByPan: Bool) -> Phase {
        var phase = self
        phase.reducedMotion = .keep
        switch reducedMotion {
        case .keep:
            return phase
        case .replaced(let targets):
            phase.targets = targets
            phase.presentedAbovePresenting = !(targets.count > 0 && targets.allSatisfy { $0.target == .presenting })
            return phase
        case .crossFade:
            guard allTracks.contains(where: \.property.isMotion) else { return phase }
            phase.targets = targets.map { target in
                let atStart = (kind == .present) == (target.target == .presenting)
                var target = target
                target.tracks = target.tracks.map { $0.property.isMotion ? $0.held(atStart: atStart) : $0 }
                return target
            }
            let fadesPresented = targets.contains {
                $0.target == .presented && $0.tracks.contains { $0.property == .alpha }
            }
            guard !fadesPresented else { return phase }
            let shown = TrackValue.scalar(.constant(1)), hidden = TrackValue.scalar(.constant(0))
            var fadeTiming = Timing(delay: 0, duration: duration, curve: .easeInOut, durationIsWritten: true)
            if drivenByPan {
                fadeTiming = timing
                fadeTiming.delay = 0
            }
            let fade = Track(
                target: .presented, property: .alpha,
                animation: kind == .present ? .fromTo(hidden, shown) : .fromTo(shown, hidden), timing: fadeTiming)
            if let index = phase.targets.firstIndex(where: { $0.target == .presented }) {
                phase.targets[index].tracks.append(fade)
            } else {
                phase.targets.append(AnimatedTarget(target: .presented, anchor: nil, tracks: [fade]))
            }
            phase.presentedAbovePresenting = true
            return phase
        }
    }
}

extension Transition {
    /// The transition as it runs with Reduce Motion on: both phases reduced
    /// (`Phase.reducingMotion`); an interactive phase's cross-fade follows the finger.
    public func reducingMotion() -> Transition {
        var transition = self
        transition.present = reducing(present, drivenByPan: interactivePresentation != nil)
        transition.dismiss = reducing(dismiss, drivenByPan: interactiveDismissal != nil)
        return transition
    }

    /// Whether the emitted code animates, under Reduce Motion, the phases UIKit animates
    /// otherwise: UIKit's default slide of a non-sheet style the program leaves unanimated.
    /// A written `system:` style and UIKit's sheets stay UIKit's, Reduce Motion included.
    public var crossFadesUIKitPhasesUnderReduceMotion: Bool {
        systemAnimation == nil && sheet == nil && ![.pageSheet, .formSheet, .automatic].contains(style)
    }

    /// A written phase reduced; a phase UIKit animates reduced into one the emitted code runs,
    /// or left as UIKit's.
    private func reducing(_ phase: Phase, drivenByPan: Bool) -> Phase {
        guard phase.isApproximate else { return phase.reducingMotion(drivenByPan: drivenByPan) }
        guard crossFadesUIKitPhasesUnderReduceMotion else { return phase }
        var reduced = phase.reducingMotion(drivenByPan: false)
        reduced.origin = .written
        return reduced
    }
}

extension Program {
    /// The program with every transition reduced: what `--reduce-motion` evaluates.
    public func reducingMotion() -> Program {
        Program(sourceName: sourceName, transitions: transitions.map { $0.reducingMotion() })
    }
}
