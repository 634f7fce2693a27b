// The checked program's numbers in words, for hover: final frames at the configured container,
// timings with their curves' spring constants, and the timeline's last frame of a track.
import TransCurves
import TransModel
import TransTimeline

/// Describes what the checker and the timeline resolved, reusing `Geometry`, `Curve` and
/// `TimelineEvaluator` (nothing is evaluated a second way).
struct ResolvedDescription {
    let transition: Transition
    let settings: ServerSettings

    /// `final frame at 393×852: x 35, y 80, width 323, height 692`.
    /// The transition's geometry at the configured container.
    private var geometry: Geometry {
        Geometry(
            containerWidth: settings.containerWidth, containerHeight: settings.containerHeight,
            finalFrame: transition.finalFrame)
    }

    var finalFrame: String {
        let frame = geometry.finalFrame
        return "final frame at \(container): x \(Self.number(frame.x)), y \(Self.number(frame.y)), "
            + "width \(Self.number(frame.width)), height \(Self.number(frame.height))"
    }

    /// The phase's length from the timeline and its own timing.
    func phase(_ kind: PhaseKind) -> [String] {
        let resolved = self.resolved(kind)
        let origin: String
        switch resolved.origin {
        case .written: origin = ""
        case .reversed: origin = " (the present phase reversed)"
        case .system(let animation): origin = " (UIKit's \(animation.rawValue), approximated)"
        }
        let length = phaseTimeline(kind)?.duration ?? resolved.duration
        return ["\(kind.rawValue) lasts \(Self.seconds(length))\(origin)"] + timing(resolved.timing)
    }

    /// The timing a target's tracks use in `kind` (the phase's when it animates nothing).
    func targetTiming(_ kind: PhaseKind, target: String?) -> [String] {
        let resolved = self.resolved(kind)
        let track = resolved.allTracks.first { $0.target.name == target }
        return timing(track?.timing ?? resolved.timing)
    }

    /// The track's timing and its values at the phase's end, from the timeline's last sample.
    func track(_ kind: PhaseKind, target: String?, property: String) -> [String] {
        guard
            let track = resolved(kind).allTracks.first(where: {
                $0.target.name == target && $0.property.rawValue == property
            }),
            let timeline = phaseTimeline(kind)?.tracks.first(where: {
                $0.target == track.target && $0.property == track.property
            }),
            let first = timeline.samples.first, let last = timeline.samples.last
        else { return [] }
        return timing(track.timing) + [
            "from \(values(first.values, track.property)) to \(values(last.values, track.property)) at \(container)"
        ]
    }

    /// A setting as the checker resolved it (defaults filled in): the style, the dimming view,
    /// the corner radius, the perspective, the interactive dismissal, an anchor.
    func setting(_ entry: String, in block: BlockKind, phase kind: PhaseKind?, target: String?) -> [String] {
        let presentation = transition.presentation
        switch (block, entry) {
        case (.transition, "style"):
            return ["`UIModalPresentationStyle.\(transition.style.rawValue)`"]
        case (.transition, "system"):
            return transition.systemAnimation.map { ["`UIModalTransitionStyle.\($0.rawValue)`"] } ?? []
        case (.presentation, "cornerRadius"):
            return presentation?.cornerRadius.map { ["corner radius \(Self.number($0))"] } ?? []
        case (.presentation, "removesPresentersView"):
            return presentation.map { ["removes the presenting view: \($0.removesPresentersView)"] } ?? []
        case (.presentation, "relayout"):
            return presentation.map { ["a layout pass puts the presented view back at its frame: \($0.relayout)"] }
                ?? []
        case (.presentation, "dimming"), (.dimming, _):
            guard let dimming = presentation?.dimming else { return [] }
            let color = [dimming.color.red, dimming.color.green, dimming.color.blue, dimming.color.alpha]
            return [
                "dimming: color rgba(\(color.map(Self.number).joined(separator: ", "))), "
                    + "alpha \(Self.number(dimming.alpha)), tap to dismiss \(dimming.tapToDismiss)"
            ]
        case (.phase, "perspective"):
            guard let expression = kind.flatMap({ resolved($0).perspective }) else { return [] }
            // The emitted code clamps the run-time distance to at least 1 pt.
            let perspective = max(geometry.evaluate(expression), 1)
            return ["perspective \(Self.number(perspective)) at \(container): m34 = \(Self.number(-1 / perspective))"]
        case (.phase, "interactive"):
            guard let pan = transition.interactiveDismissal else { return [] }
            return ["pan \(pan.direction.directionName), threshold \(Self.number(pan.threshold))"]
        case (.animate, "anchor"):
            let animated = kind.flatMap { resolved($0).targets.first { $0.target.name == target } }
            return animated?.anchor.map { ["anchor point (\(Self.number($0.x)), \(Self.number($0.y)))"] } ?? []
        default:
            return []
        }
    }

    /// Curve, duration and delay; for a spring its mass, stiffness, damping and settling time.
    func timing(_ timing: Timing) -> [String] {
        var lines = [
            "curve: \(Self.curve(timing.curve))",
            "duration: \(Self.seconds(timing.duration))\(timing.durationIsWritten ? "" : " (not written)")",
            "delay: \(Self.seconds(timing.delay))",
        ]
        if case .spring(let spring) = timing.curve.timingCurve(duration: timing.duration) {
            lines.append(
                "spring: mass \(Self.number(spring.mass)), stiffness \(Self.number(spring.stiffness)), "
                    + "damping \(Self.number(spring.damping)) (ratio \(Self.number(spring.dampingRatio))), "
                    + "settling time \(Self.seconds(spring.settlingTime))")
        }
        return lines
    }

    private var container: String { "\(Self.number(settings.containerWidth))×\(Self.number(settings.containerHeight))" }

    private func resolved(_ kind: PhaseKind) -> Phase {
        kind == .present ? transition.present : transition.dismiss
    }

    private func phaseTimeline(_ kind: PhaseKind) -> PhaseTimeline? {
        let program = Program(sourceName: "hover", transitions: [transition])
        return TimelineEvaluator.evaluate(program, options: settings.timelineOptions).transitions.first?.phases.first {
            $0.kind == kind
        }
    }

    private func values(_ values: [Double], _ property: Property) -> String {
        if property == .frame, values.count == 4 {
            return "(x \(Self.number(values[0])), y \(Self.number(values[1])), width \(Self.number(values[2])), "
                + "height \(Self.number(values[3])))"
        }
        let unit = property.valueKind == .angle ? " rad" : ""
        return values.map { Self.number($0) + unit }.joined(separator: ", ")
    }

    /// The curve as the language writes it.
    static func curve(_ curve: Curve) -> String {
        curve.spelled(number: number)
    }

    /// `0.55 s`.
    static func seconds(_ value: Double) -> String { "\(number(value)) s" }

    /// Rounded to 4 decimals, without trailing zeros: `692`, `0.5543`, `-0.1`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == 0 { return "0" }
        if let integer = Int(exactly: rounded) { return String(integer) }
        return "\(rounded)"
    }
}
