// The kinds of disagreement today's emitted code shows, each tied to its defect in issue 8's
// section 3 or marked untriaged. When a fix lands, its kinds disappear from the runs; remove
// them here (the test names the ones no longer seen).
import Foundation
import TransSimulation

enum DisagreementKinds {
    /// Kind → the defect of issue 8 it shows ("untriaged": seen, not yet attributed to the
    /// model or the emitted code).
    static let known: [String: String] = [
        // Transform composition (2) shows no more kinds: several transform properties of one
        // view run on Core Animation key paths, and an interactive dismissal keeps what its one
        // animator follows exactly (sema.interactive-transform). Nor do the iOS 17 bounce
        // springs (the model cut them at their pace), the dimming fade after a presentation that
        // animated the dimming alpha (the timeline restarted it at the block's alpha), the
        // keyframes of an interactive dismissal (the timeline made them linear, the animator
        // ran the phase's curve), or 6 (x/y of a view the other phase transforms are written
        // through its center), or a frame keyed `paced` (UIKit paced its center and size apart:
        // it now runs linearly at key times spacing the whole frame). What is left is in 34 of
        // 300 programs:
        // Geometry: most programs showing these animate x and y of one view in two UIKit
        // animations of different timings (a keyframe group and a basic one), which share the
        // one `position` and replace each other in the model; a paced x beside an animated y is
        // paced over the 2-D center path. Others key a frame `cubic` (untriaged), or a spring
        // overshoots a frame to a negative size, which the view standardises.
        "dimming x": "x/y share position",
        "presented frame": "untriaged",
        "presented x": "x/y share position",
        "presented y": "x/y share position",
        "presented.tag frame": "untriaged",
        "presented.tag x": "x/y share position",
        "presented.tag y": "x/y share position",
        "presenting frame": "a spring overshoots the frame to a negative size",
        "presenting x": "x/y share position",
        "presenting y": "x/y share position",
        // One or a few programs each, untriaged.
        "presented cornerRadius": "untriaged",
        "presented scale": "untriaged",
        "presented shade": "untriaged",
        "presented.tag alpha": "untriaged",
        "presented.tag cornerRadius": "untriaged",
        "presented.tag shade": "untriaged",
        "presenting alpha": "untriaged",
        "presenting scale": "untriaged",
        // Interactive, untriaged (one or two programs each of about 80 interactive ones).
        "dismiss-interactive: presented view lags the finger by N pt at t=N": "untriaged",
        "release scroll-view: presented view lags the finger by N pt after the hand-off": "untriaged",
        "release scroll-view: expected completeTransition(true) once, got [false]": "untriaged",
        "release fling: presenting view not restored: frame [N, N, N, N], expected [N, N, N, N]": "untriaged",
        "release past-threshold: presenting view not restored: frame [N, N, N, N], expected [N, N, N, N]":
            "untriaged",
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
