// What to ask the runner for a program: the transitions, their sample times and tracks
// exactly as `transc compile --emit timeline` has them, and the interactive drag.
import TransModel
import TransTimeline

enum SimulationPlan {
    /// The phases as the emitted code runs them: reduced under Reduce Motion, where the
    /// cross-fade puts the presented view on top (`Phase.reducingMotion`).
    private static func phaseModels(_ transition: Transition, reduceMotion: Bool) -> [Phase] {
        let running = reduceMotion ? transition.reducingMotion() : transition
        return [running.present, running.dismiss]
    }

    /// The plan of every transition of `program`, whose expected timeline is `timeline`.
    static func transitions(_ program: Program, timeline: Timeline) -> [PlannedTransition] {
        let options = timeline.options
        let inset = options.safeArea
        let content = options.contentSize ?? Geometry.assumedContentSize(containerWidth: options.containerWidth)
        return zip(program.transitions, timeline.transitions).map { transition, expected in
            var planned = PlannedTransition(
                name: transition.name, containerWidth: timeline.options.containerWidth,
                containerHeight: timeline.options.containerHeight, tags: tags(of: expected),
                phases: zip(expected.phases, phaseModels(transition, reduceMotion: options.reduceMotion)).map {
                    phase, model in
                    PlannedPhase(
                        kind: phase.kind.rawValue, duration: phase.duration,
                        times: phase.tracks.first?.samples.map(\.time) ?? [],
                        tracks: phase.tracks.map {
                            PlannedTrack(
                                target: $0.target.name, property: $0.property.rawValue,
                                gradient: $0.shadeGradient.map(gradientReading))
                        }, presentedAbove: model.presentedAbovePresenting)
                },
                // Under Reduce Motion the pan scrubs a cross-fade: no view follows the finger to check.
                interactive: options.reduceMotion
                    ? nil : transition.interactiveDismissal.map { interaction(of: $0, expected, timeline.options) },
                safeArea: [inset.top, inset.left, inset.bottom, inset.right],
                contentSize: [content.width, content.height], keyboardHeight: expected.keyboard?.height,
                reduceMotion: options.reduceMotion)
            planned.appearance = expected.appearance.map { readings($0, present: expected.phases.first) }
            planned.blur = expected.blur?.rawValue
            return planned
        }
    }

    /// A shade gradient as `ShadeGradientReading` reads one back.
    private static func gradientReading(_ gradient: ShadeGradient) -> [Double] {
        gradient.colors.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] } + gradient.stops
            + [gradient.start.x, gradient.start.y, gradient.end.x, gradient.end.y]
    }

    /// The timeline's appearance as the runner's readings (`AppearanceReadings` names them):
    /// the shadow on the presented view, the corners and border on the view that clips it. A
    /// `shadowOpacity` or `shadowRadius` track of `presented` animates the same layer's shadow, so
    /// once presented it holds the track's last value, not the appearance's (docs/language.md, "Appearance").
    private static func readings(_ appearance: Appearance, present: PhaseTimeline?) -> [String: Double] {
        // Without a shadow or corners, none is what a device shows: square, unshadowed.
        var readings: [String: Double] = ["clipsContent": 1, "shadowOpacity": 0, "cornerRadius": 0]
        func color(_ name: String, _ color: Color) {
            readings[name + ".red"] = color.red
            readings[name + ".green"] = color.green
            readings[name + ".blue"] = color.blue
            readings[name + ".alpha"] = color.alpha
        }
        if let shadow = appearance.shadow {
            readings["shadowOpacity"] = shadow.opacity
            readings["shadowRadius"] = shadow.radius
            readings["shadowOffset.width"] = shadow.offsetX
            readings["shadowOffset.height"] = shadow.offsetY
            readings["shadowPathFitsBounds"] = 1
            color("shadowColor", shadow.color)
        }
        for property in [Property.shadowOpacity, .shadowRadius] {
            let track = present?.tracks.first { $0.target == .presented && $0.property == property }
            if let value = track?.samples.last?.values.first { readings[property.rawValue] = value }
        }
        if let border = appearance.border {
            readings["borderWidth"] = border.width
            color("borderColor", border.color)
        }
        if let corners = appearance.corners {
            readings["cornerRadius"] = corners.radius
            let bits: [Corner: Double] = [.topLeft: 1, .topRight: 2, .bottomLeft: 4, .bottomRight: 8]
            readings["maskedCorners"] = corners.rounded.reduce(0) { $0 + bits[$1]! }
            readings["continuousCorners"] = corners.curve == .continuous ? 1 : 0
        }
        return readings
    }

    private static func tags(of transition: TransitionTimeline) -> [Int] {
        var tags: [Int] = []
        for phase in transition.phases {
            for track in phase.tracks {
                if case .presentedTag(let tag) = track.target, !tags.contains(tag) { tags.append(tag) }
            }
        }
        return tags
    }

    /// The finger's travel: how far the dismissal moves the presented view along the pan's
    /// axis in the timeline (its frame, x or y track; the checker requires one), as the emitted
    /// code measures it. Fling speed: the backend's 1000 pt/s. Where the dismissal leaves the
    /// presenting view, for the finishing releases.
    private static func interaction(
        of dismissal: InteractiveDismissal, _ transition: TransitionTimeline, _ options: TimelineOptions
    ) -> PlannedInteraction {
        let vertical = dismissal.direction == .top || dismissal.direction == .bottom
        var travel = vertical ? options.containerHeight : options.containerWidth
        var presentingEnd: [Double?] = [nil, nil, nil, nil]
        if let dismiss = transition.phases.first(where: { $0.kind == .dismiss }) {
            for track in dismiss.tracks {
                guard let first = track.samples.first?.values, let last = track.samples.last?.values else { continue }
                switch (track.target, track.property) {
                case (.presented, .frame): travel = abs(vertical ? last[1] - first[1] : last[0] - first[0])
                case (.presented, .y) where vertical, (.presented, .x) where !vertical: travel = abs(last[0] - first[0])
                case (.presenting, .frame): presentingEnd = last
                case (.presenting, .x): presentingEnd[0] = last[0]
                case (.presenting, .y): presentingEnd[1] = last[0]
                default: continue
                }
            }
        }
        return PlannedInteraction(
            direction: dismissal.direction.directionName,
            // A threshold in points is the share of this travel it is.
            threshold: dismissal.thresholdPoints.map { $0 / max(travel, 1) } ?? dismissal.threshold, travel: travel,
            flingSpeed: dismissal.flingVelocity, presentingEnd: presentingEnd)
    }
}
