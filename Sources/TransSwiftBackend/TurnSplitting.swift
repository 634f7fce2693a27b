// Turns of 180° or more as linear keyframes under 180° apart.
import TransModel

extension Track {
    /// The track with every turn of 180° or more split into linear keyframes under 180° apart.
    ///
    /// Core Animation interpolates a transform by decomposing the start and end matrices, so
    /// it always turns the short way: `rotation: 0deg -> 360deg` would not move and a 180°
    /// `rotationY` could flip either way. Equal angle steps at equal key times trace the same
    /// angle over time as the written turn (the group's curve still applies to the whole
    /// animation), so the device turns the way the timeline says. The checker rejects the
    /// forms that cannot be split faithfully: such a turn on a spring, or cubic/paced keys
    /// 180° or more apart (`sema.half-turn`).
    var splitIntoTurnsUnderHalf: Track {
        guard property.valueKind == .angle else { return self }
        var track = self
        switch animation {
        case .fromTo(let from, let to):
            guard let turn = Self.turn(from, to) else { return self }
            let steps = Self.steps(turn.end - turn.start)
            let keys = (0...steps).map { Double($0) / Double(steps) }
            track.animation = .keyframes(
                mode: .linear, times: keys,
                values: keys.map { .scalar(.constant(turn.start + (turn.end - turn.start) * $0)) })
        case .keyframes(let mode, let times, let values):
            guard mode == .linear else { return self }
            var splitTimes = [times[0]]
            var splitValues = [values[0]]
            for key in 1..<times.count {
                if let turn = Self.turn(values[key - 1], values[key]) {
                    let steps = Self.steps(turn.end - turn.start)
                    for step in 1..<steps {
                        let share = Double(step) / Double(steps)
                        splitTimes.append(times[key - 1] + (times[key] - times[key - 1]) * share)
                        splitValues.append(.scalar(.constant(turn.start + (turn.end - turn.start) * share)))
                    }
                }
                splitTimes.append(times[key])
                splitValues.append(values[key])
            }
            track.animation = .keyframes(mode: mode, times: splitTimes, values: splitValues)
        }
        return track
    }

    /// The two constant angles of a turn of 180° or more; nil for a shorter or run-time turn.
    private static func turn(_ from: TrackValue, _ to: TrackValue) -> (start: Double, end: Double)? {
        guard case .scalar(let start) = from, case .scalar(let end) = to,
            let a = GeometryExpression.constantValue(start), let b = GeometryExpression.constantValue(end),
            abs(b - a) >= Double.pi - 1e-12
        else { return nil }
        return (a, b)
    }

    /// The fewest equal steps that are each under 180°.
    private static func steps(_ angle: Double) -> Int {
        Int((abs(angle) / Double.pi).rounded(.down)) + 1
    }
}
