// Each phase's resolved numbers: per track its curve, delay and duration, a spring's physics.
import TransCurves
import TransModel

/// What the checker resolved for each track, in words and numbers a designer can compare with
/// a design spec: the curve, the delay and duration, and for a spring its stiffness, damping
/// (coefficient and ratio) and settling time, with the presented view's final frame.
enum PhaseNumbers {
    /// The table's columns.
    static let columns = ["track", "curve", "delay", "duration", "stiffness", "damping", "settles in"]

    /// One row per track of `phase`, in `Phase.allTracks` order.
    static func rows(_ phase: Phase) -> [[String]] {
        phase.allTracks.map { track in
            let timing = track.timing
            var row = [
                "\(track.target.name).\(track.property.rawValue)", curveName(timing.curve),
                seconds(timing.delay), seconds(timing.duration),
            ]
            if let spring = spring(timing) {
                row += [
                    PreviewNumber.rounded(spring.stiffness),
                    "\(PreviewNumber.rounded(spring.damping)) (ratio \(PreviewNumber.rounded(spring.dampingRatio)))",
                    seconds(spring.settlingTime),
                ]
            } else {
                row += ["–", "–", "–"]
            }
            return row
        }
    }

    /// The final frame as `x, y, width × height` in points.
    static func finalFrame(_ frame: Rect) -> String {
        let r = PreviewNumber.rounded
        return "\(r(frame.x)), \(r(frame.y)), \(r(frame.width)) × \(r(frame.height)) pt"
    }

    /// The curve in the language's spelling.
    static func curveName(_ curve: Curve) -> String {
        curve.spelled(number: PreviewNumber.rounded)
    }

    /// The oscillator the track runs on, if its curve is a spring: the same one the timeline
    /// samples (`Curve.timingCurve(duration:)`).
    static func spring(_ timing: Timing) -> Spring? {
        if case .spring(let spring) = timing.curve.timingCurve(duration: timing.duration) { return spring }
        return nil
    }

    private static func seconds(_ value: Double) -> String {
        value.isFinite ? "\(PreviewNumber.rounded(value)) s" : "never"
    }
}
