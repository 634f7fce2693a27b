// Executed versus expected: every sample of every track, and the invariants of each phase.
import Foundation
import TransModel
import TransTimeline

/// How close an executed value must be to the timeline's: lengths (frames, x, y, corner
/// radius, border width: every property in points) within 1e-3 pt, other numbers within 1e-4, angles within 1e-4 rad modulo 2π (a
/// transform matrix cannot tell 0 from 360°; a turn that does not happen still differs
/// mid-way).
public enum ComparisonTolerance {
    public static let length = 1e-3
    public static let number = 1e-4

    static func agrees(_ expected: Double, _ got: Double, property: Property) -> Bool {
        guard got.isFinite else { return false }
        switch property.descriptor.unit {
        case .radians:
            let difference = remainder(got - expected, 2 * Double.pi)
            return abs(difference) <= number
        case .points: return abs(got - expected) <= length
        case .plain: return abs(got - expected) <= number
        }
    }
}

enum TimelineComparison {
    /// One line per disagreeing sample: `transition phase target property t: expected X, got Y`.
    static func mismatches(expected: Timeline, executed: Timeline) -> [String] {
        var lines: [String] = []
        for (want, got) in zip(expected.transitions, executed.transitions) {
            for (wantPhase, gotPhase) in zip(want.phases, got.phases) {
                for (wantTrack, gotTrack) in zip(wantPhase.tracks, gotPhase.tracks) {
                    for (a, b) in zip(wantTrack.samples, gotTrack.samples) {
                        let agree =
                            a.values.count == b.values.count
                            && zip(a.values, b.values).allSatisfy {
                                ComparisonTolerance.agrees($0, $1, property: wantTrack.property)
                            }
                        if !agree {
                            lines.append(
                                "\(want.name) \(wantPhase.kind.rawValue) \(wantTrack.target.name) "
                                    + "\(wantTrack.property.rawValue) t=\(number(a.time)): "
                                    + "expected \(values(a.values)), got \(values(b.values))")
                        }
                    }
                }
            }
        }
        return lines
    }

    /// Invariant failures of the runner's phases: completeTransition(true) exactly once for
    /// present and dismiss, and every problem the model recorded.
    static func problems(_ transition: ExecutedTransition) -> [String] {
        var lines: [String] = []
        for phase in transition.phases {
            let prefix = "\(transition.name) \(phase.kind)"
            if phase.kind != "dismiss-interactive", phase.completions != [true] {
                lines.append("\(prefix): completeTransition calls \(phase.completions), expected [true]")
            }
            lines += phase.problems.map { "\(prefix): \($0)" }
        }
        for outcome in transition.outcomes {
            lines += outcome.problems.map { "\(transition.name) release \(outcome.release): \($0)" }
        }
        return lines
    }

    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "nan" }
        var text = String(format: "%.6f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    private static func values(_ values: [Double]) -> String {
        values.count == 1 ? number(values[0]) : "[" + values.map(number).joined(separator: ", ") + "]"
    }
}
