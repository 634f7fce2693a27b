// The checker's diagnostics about `sheet { … }` and the geometry people need (the safe area,
// `clamp`), part of its one catalogue.
import TransSyntax

extension CheckerMessages {
    static func sheetRequiresSheetStyle(_ style: String, at range: SourceRange, fixIt: FixIt) -> Diagnostic {
        .error(
            id(.sheetStyle),
            "a sheet block requires 'style: pageSheet' or 'style: formSheet', not '\(style)'", at: range,
            fixIts: [fixIt])
    }

    static func notADetent(_ word: String, suggestion: String?, at range: SourceRange) -> Diagnostic {
        let clause = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        return .error(
            id(.unknownDetent),
            "'\(word)' is not a detent; use 'medium', 'large' or 'height(LENGTH)'\(clause)", at: range,
            fixIts: suggestion.map { [.replace(range, with: $0, message: "replace '\(word)' with '\($0)'")] } ?? [])
    }

    static func duplicateDetent(at range: SourceRange, first: SourceRange, removing removal: SourceRange) -> Diagnostic
    {
        .error(
            id(.duplicateDetent), "this detent is listed more than once", at: range,
            notes: [DiagnosticNote("first listed here", at: first)],
            fixIts: [FixIt(message: "remove the second one", edits: [TextEdit(range: removal, replacement: "")])])
    }

    static func detentNotListed(_ entry: String, at range: SourceRange, fixIts: [FixIt]) -> Diagnostic {
        .error(
            id(.detentNotListed), "'\(entry)' must be one of the sheet's 'detents'", at: range,
            fixIts: fixIts)
    }

    static func geometryInDetent(_ name: String, at range: SourceRange) -> Diagnostic {
        .error(
            id(.geometryInDetent),
            "a detent's height cannot read '\(name)'; use 'maximum' (the tallest a sheet can be) or a '%' of it",
            at: range)
    }

    static func clampBoundsReversed(at range: SourceRange) -> Diagnostic {
        .error(id(.clampBounds), "clamp's 'min:' must not be greater than its 'max:'", at: range)
    }

    static func unknownSafeAreaEdge(_ name: String, suggestion: String?, at range: SourceRange) -> Diagnostic {
        let clause = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        return .error(
            id(.unknownMember),
            "'\(name)' is not an edge of the safe area; use 'top', 'left', 'bottom' or 'right'\(clause)", at: range,
            fixIts: suggestion.map { [.replace(range, with: $0, message: "replace '\(name)' with '\($0)'")] } ?? [])
    }
}
