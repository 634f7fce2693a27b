// The checker's diagnostics about resting positions (`rests { … }`), part of its one catalogue.
import TransSyntax

extension CheckerMessages {
    static func tooFewRests(_ count: Int, at range: SourceRange) -> Diagnostic {
        .error(
            id(.restsCount),
            "'rests' needs at least two resting positions for a pan to move between, found \(count); for one, write 'frame:'",
            at: range)
    }

    static func restsOutOfOrder(
        _ name: String, top: Double, below: String, belowTop: Double, at range: SourceRange, previous: SourceRange
    ) -> Diagnostic {
        return .error(
            id(.restsOrder),
            "resting positions are listed from the lowest up: '\(name)' (top at \(MessageNumber.thousandths(top)) pt in the 393 × 852 container) is not above '\(below)' (top at \(MessageNumber.thousandths(belowTop)) pt)",
            at: range, notes: [DiagnosticNote("'\(below)' is listed here", at: previous)])
    }

    static func unknownRest(
        _ name: String, among names: [String], suggestion: String?, at range: SourceRange
    )
        -> Diagnostic
    {
        let listed = names.map { "'\($0)'" }.joined(separator: ", ")
        guard let suggestion else {
            return .error(
                id(.unknownRest),
                "no resting position is named '\(name)'; the positions are \(listed)",
                at: range)
        }
        return .error(
            id(.unknownRest), "no resting position is named '\(name)'; did you mean '\(suggestion)'?",
            at: range,
            fixIts: [.replace(range, with: suggestion, message: "replace '\(name)' with '\(suggestion)'")])
    }

    static func initialRestUndimmed(_ initial: String, largestUndimmed: String, at range: SourceRange) -> Diagnostic {
        .error(
            id(.initialRestUndimmed),
            "the presentation starts at '\(initial)', which 'largestUndimmed: \(largestUndimmed)' leaves undimmed, but the dimming fades in as it presents; undim a position below '\(initial)' or start higher",
            at: range)
    }

    static func frameBesideRests(at range: SourceRange, entry: SourceRange) -> Diagnostic {
        .error(
            id(.frameAndRests),
            "a presentation with 'rests' starts at its initial resting position, so it takes no 'frame'",
            at: range, fixIts: [.replace(entry, with: "", message: "remove 'frame'")])
    }

    static func panBesideRests(at range: SourceRange) -> Diagnostic {
        .error(
            id(.restsAndInteractive),
            "the resting positions' pan moves the presented view, so the dismissal cannot have a pan of its own; write 'dismissible: true' in 'rests' to dismiss by pulling below the lowest",
            at: range)
    }
}
