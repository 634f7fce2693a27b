// A phase described in the language's own terms, for the doc comment of its animator.
import TransModel

/// The lines of an animator's doc comment: the phase and each track in the language's
/// spelling (built from the model, so nothing from the source text reaches the comment).
struct PhaseDescription {
    let phase: Phase

    var docLines: [String] {
        let origin =
            phase.origin == .reversed
            ? "`dismiss: reverse`, the present phase with from and to swapped" : "`\(phase.kind.rawValue)`"
        var lines = ["\(origin): \(NumberLiteral.plainDecimal(phase.duration))s in all."]
        for track in phase.targets.flatMap(\.tracks) {
            lines.append(
                "- `\(track.target.name).\(track.property.rawValue)`: `\(Self.values(track))`, \(Self.timing(track.timing))"
            )
        }
        if let perspective = phase.perspective {
            lines.append("- `perspective: \(GeometryExpression.scalar(perspective, .language))`")
        }
        for target in phase.targets {
            if let anchor = target.anchor {
                lines.append(
                    "- `\(target.target.name)` anchored at (\(NumberLiteral.plainDecimal(anchor.x)), \(NumberLiteral.plainDecimal(anchor.y)))"
                )
            }
        }
        if let fade = phase.dimmingFade, case .fromTo(_, let to) = fade.animation {
            lines.append("- the dimming view fades to \(Self.value(to, fade.property)) alongside")
        }
        return lines
    }

    private static func timing(_ timing: Timing) -> String {
        let delay = timing.delay == 0 ? "" : " after \(NumberLiteral.plainDecimal(timing.delay))s"
        return "\(NumberLiteral.plainDecimal(timing.duration))s\(delay), `\(CurveSpelling.language(timing.curve))`"
    }

    private static func values(_ track: Track) -> String {
        switch track.animation {
        case .fromTo(let from, let to):
            return "\(value(from, track.property)) -> \(value(to, track.property))"
        case .keyframes(let mode, let times, let values):
            let keys = zip(times, values).map { "\(NumberLiteral.plainDecimal($0)): \(value($1, track.property))" }
            return "keyframes(\(mode.rawValue)) { \(keys.joined(separator: ", ")) }"
        }
    }

    /// A track value in the language: angles in whole degrees where they are.
    private static func value(_ value: TrackValue, _ property: Property) -> String {
        switch value {
        case .frame(let frame): return GeometryExpression.frame(frame, .language)
        case .scalar(let scalar):
            guard property.valueKind == .angle else { return GeometryExpression.scalar(scalar, .language) }
            guard let radians = GeometryExpression.constantValue(scalar) else {
                return "(\(GeometryExpression.scalar(scalar, .language)))rad"
            }
            let degrees = radians * 180 / Double.pi
            if abs(degrees - degrees.rounded()) < 1e-9 { return NumberLiteral.plainDecimal(degrees.rounded()) + "deg" }
            return NumberLiteral.plainDecimal(radians) + "rad"
        }
    }
}
