// Phases the checker derives: `dismiss: reverse`, UIKit's default animations, dimming fades.
import TransModel

/// Builds phases nobody wrote out.
enum PhaseDerivation {
    /// UIKit's default animation, in seconds, for a phase with no animator.
    static let systemDuration = 0.5

    /// The curve of a configured sheet's rise and fall. Apple documents neither; sheets are
    /// seen not to overshoot, so the model takes UIKit's duration-based spring with a damping
    /// ratio of 1 (critically damped, no bounce) over `systemDuration`.
    static let sheetCurve = Curve.uiKitSpring(dampingRatio: 1, velocity: 0)

    /// `dismiss: reverse`: the present phase with every track's FROM and TO swapped and
    /// keyframe lists mirrored, keeping durations, delays and curves.
    static func reversed(_ present: Phase, dimming: Dimming?) -> Phase {
        // By index, reading each target and track in place: `map` over the arrays copied every
        // target and every track out of them first.
        let targets = present.targets.indices.map { index in
            var reversed = AnimatedTarget(
                target: present.targets[index].target, anchor: present.targets[index].anchor,
                tracks: reversed(present.targets[index].tracks))
            reversed.shadeGradient = present.targets[index].shadeGradient
            return reversed
        }
        // `hasValue`, not compared with `nil`: `==` copied the optional track to compare it.
        let animatesDimmingAlpha = !present.dimmingFade.hasValue && dimming.hasValue
        return Phase(
            kind: .dismiss, origin: .reversed, timing: present.timing, perspective: present.perspective,
            targets: targets,
            dimmingFade: animatesDimmingAlpha
                ? nil : dimmingFade(.dismiss, dimming, timing: present.timing, targets: targets),
            presentedAbovePresenting: present.presentedAbovePresenting,
            reducedMotion: reversed(present.reducedMotion))
    }

    /// The present phase's Reduce Motion choice, played backward as its tracks are.
    private static func reversed(_ reducedMotion: ReducedMotion) -> ReducedMotion {
        guard case .replaced(let targets) = reducedMotion else { return reducedMotion }
        return .replaced(
            targets.map { AnimatedTarget(target: $0.target, anchor: $0.anchor, tracks: reversed($0.tracks)) })
    }

    /// Each track built anew from its fields, read in place: a copy of the track, to change or
    /// to pass on, would hold the old animation too.
    private static func reversed(_ tracks: [Track]) -> [Track] {
        tracks.indices.map { index in
            let animation: TrackAnimation =
                switch tracks[index].animation {
                case .fromTo(let from, let to): .fromTo(to, from)
                case .keyframes(let mode, let times, let values):
                    // Mirrored in time: the last key first, at 1 - its time. The values copied
                    // backward into an array of their size: `reversed()` for an array picked
                    // `Sequence`'s, which shares the buffer, copies it at the first swap, and
                    // swaps every value into place.
                    .keyframes(
                        mode: mode, times: times.reversed().map { 1 - $0 }, values: Array(values.reversed()))
                }
            return Track(
                target: tracks[index].target, property: tracks[index].property, animation: animation,
                timing: tracks[index].timing)
        }
    }

    /// UIKit's own animation for `system`, approximated: `coverVertical` slides the presented
    /// view up from below, `crossDissolve` fades it; the flip and the curl have no tracks.
    static func system(
        _ kind: PhaseKind, _ animation: SystemAnimation, dimming: Dimming?, curve: Curve = .easeInOut
    ) -> Phase {
        let timing = Timing(delay: 0, duration: systemDuration, curve: curve, durationIsWritten: true)
        let shown: TrackValue
        let hidden: TrackValue
        let property: Property
        switch animation {
        case .coverVertical:
            property = .frame
            shown = .frame(.final)
            hidden = .frame(
                .rect(
                    x: .component(.final, .x), y: .container(.height), width: .component(.final, .width),
                    height: .component(.final, .height)))
        case .crossDissolve:
            property = .alpha
            shown = .scalar(.constant(1))
            hidden = .scalar(.constant(0))
        case .flipHorizontal, .partialCurl:
            return Phase(
                kind: kind, origin: .system(animation), timing: timing, perspective: nil, targets: [],
                dimmingFade: dimmingFade(kind, dimming, timing: timing, targets: []), presentedAbovePresenting: true)
        }
        let animationValues: TrackAnimation = kind == .present ? .fromTo(hidden, shown) : .fromTo(shown, hidden)
        let track = Track(target: .presented, property: property, animation: animationValues, timing: timing)
        let targets = [AnimatedTarget(target: .presented, anchor: nil, tracks: [track])]
        return Phase(
            kind: kind, origin: .system(animation), timing: timing, perspective: nil, targets: targets,
            dimmingFade: dimmingFade(kind, dimming, timing: timing, targets: targets), presentedAbovePresenting: true)
    }

    /// Starts `dismiss`'s dimming fade where `present` left the dimming view: a present phase
    /// that animates `dimming.alpha` itself ends it at its last value, and the fade, an
    /// alongside animation, runs from what is on screen (UIKit animates from the current
    /// value), not from the dimming block's alpha. Changed in place: a phase taken and
    /// returned was copied through its value witnesses.
    static func fadeFromPresentationEnd(_ dismiss: inout Phase, after present: Phase) {
        // Read in place: flattening the tracks would copy every one of them.
        var alphaTrack: Track?
        for target in present.targets where target.target == .dimming {
            for track in target.tracks where track.property == .alpha { alphaTrack = track }
        }
        guard let alphaTrack, var fade = dismiss.dimmingFade, case .fromTo(_, let hidden) = fade.animation else {
            return
        }
        let end: TrackValue =
            switch alphaTrack.animation {
            case .fromTo(_, let to): to
            case .keyframes(_, _, let values): values[values.count - 1]
            }
        fade.animation = .fromTo(end, hidden)
        dismiss.dimmingFade = fade
    }

    /// The dimming view's implicit fade: 0 → alpha alongside presentation, back alongside
    /// dismissal. It is a transition-coordinator alongside animation, which Apple documents as
    /// running "in the same context as the transition animations and therefore [with] the same
    /// default attributes": over the whole transition (the end of the phase's last track, or
    /// the phase's own delay + duration when it has none), from 0 s, on UIKit's default
    /// `easeInOut`, never on the phase's spring, so alpha stays in 0…1.
    static func dimmingFade(
        _ kind: PhaseKind, _ dimming: Dimming?, timing: Timing, targets: [AnimatedTarget]
    )
        -> Track?
    {
        guard let dimming else { return nil }
        let shown = TrackValue.scalar(.constant(dimming.alpha))
        let hidden = TrackValue.scalar(.constant(0))
        // The latest end among the tracks, read in place (a flattened list would copy each track).
        var latestEnd: Double?
        for target in targets {
            for track in target.tracks {
                let end = track.timing.delay + track.timing.duration
                if let latest = latestEnd, !(latest < end) { continue }
                latestEnd = end
            }
        }
        let duration = latestEnd ?? timing.delay + timing.duration
        return Track(
            target: .dimming, property: .alpha,
            animation: kind == .present ? .fromTo(hidden, shown) : .fromTo(shown, hidden),
            timing: Timing(delay: 0, duration: duration, curve: .easeInOut, durationIsWritten: true))
    }
}
