// The checker's diagnostics about interactive presentations, part of its one catalogue.
import TransSyntax

extension CheckerMessages {
    static func presentPanAgainstMotion(
        _ direction: String, written: String, working: String?, isEdgePan: Bool, at range: SourceRange,
        fixIts: [FixIt]
    ) -> Diagnostic {
        let gesture = isEdgePan ? "edgePan(\(written))" : "pan(\(written))"
        let mend =
            working.map { "; write '\(isEdgePan ? "edgePan" : "pan")(\($0))', the way it moves" }
            ?? "; animate its frame, x or y \(direction)"
        return .error(
            id(.presentPanDirection),
            "'\(gesture)' moves the finger \(direction) but the presentation does not move the presented view \(direction)\(mend)",
            at: range, fixIts: fixIts)
    }

    static func interactivePresentCurve(at range: SourceRange, fixIts: [FixIt]) -> Diagnostic {
        .error(
            id(.interactivePresentCurve),
            "a finger scrubs an interactive presentation's time, so the presented view stays under it only on 'curve: linear'",
            at: range, fixIts: fixIts)
    }
}
