// The kinds of disagreement today's emitted code shows, each tied to its defect in issue 8's
// section 3. When a fix lands, its kinds disappear from the runs; remove them here.
import Foundation
import TransSimulation

enum DisagreementKinds {
    /// Kind → the defect number of issue 8 (0: a finding outside the issue's list).
    static let known: [String: Int] = [
        // 13: the dimming fades on the phase's curve in the timeline, on the alongside
        // animation (transition duration, easeInOut) in UIKit.
        "dimming alpha": 13,
        // 3: a fling back past the threshold still finishes.
        "release fling-back finishes": 3,
    ]

    /// The kinds of one program's disagreements: `target property` of a mismatching sample
    /// (tags folded), or a problem's class.
    static func kinds(of result: SimulationResult) -> Set<String> {
        var kinds = Set<String>()
        for line in result.mismatches {
            let words = line.split(separator: " ")
            let target = words[2].hasPrefix("presented.tag") ? "presented.tag" : String(words[2])
            kinds.insert("\(target) \(words[3])")
        }
        for line in result.problems {
            kinds.insert(problemKind(line))
        }
        return kinds
    }

    private static func problemKind(_ line: String) -> String {
        if line.contains("release fling-back:") && line.contains("expected completeTransition(false)") {
            return "release fling-back finishes"
        }
        if line.contains("release fling-back: presented view left the window") { return "release fling-back finishes" }
        let text = line.split(separator: " ").dropFirst().joined(separator: " ")
        return text.replacingOccurrences(of: #"-?[0-9]+(\.[0-9]+)?"#, with: "N", options: .regularExpression)
    }
}
