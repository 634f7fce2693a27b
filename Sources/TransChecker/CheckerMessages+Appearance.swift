// The checker's diagnostics about `appearance { … }`, part of its one catalogue.
import TransSyntax

extension CheckerMessages {
    static func duplicateCorner(at range: SourceRange, first: SourceRange, removing removal: SourceRange) -> Diagnostic
    {
        .error(
            id(.duplicateCorner), "this corner is listed more than once", at: range,
            notes: [DiagnosticNote("first listed here", at: first)],
            fixIts: [FixIt(message: "remove the second one", edits: [TextEdit(range: removal, replacement: "")])])
    }

    static func cornerRadiusBesideAppearance(at range: SourceRange, entry: SourceRange) -> Diagnostic {
        .error(
            id(.cornerRadiusAndCorners),
            "'cornerRadius' and 'appearance { corners { … } }' both round the presented view; keep one", at: range,
            fixIts: [.replace(entry, with: "", message: "remove 'cornerRadius'")])
    }
}

extension CheckerMessages {
    static func gradientStops(colors: Int, at range: SourceRange) -> Diagnostic {
        .error(
            id(.gradientStops),
            "a gradient's 'stops' are one per color (\(colors)), increasing, in 0…1", at: range)
    }

    static func gradientWithoutShade(at range: SourceRange) -> Diagnostic {
        .error(
            id(.gradientWithoutShade),
            "'shadeGradient' colors the 'shade' overlay, which this block does not animate", at: range)
    }
}

extension CheckerMessages {
    static func orderWithoutPresentingView(at range: SourceRange) -> Diagnostic {
        .error(
            id(.orderPresentingView),
            "'presentedBelow' needs the presenting view in the container: a style that takes it off screen or 'removesPresentersView: true'",
            at: range)
    }
}

extension CheckerMessages {
    static func borderTrackBesideAppearance(at range: SourceRange) -> Diagnostic {
        .warning(
            id(.borderTrackBesideAppearance),
            "with 'appearance', 'presented' is the view that casts the shadow: this animates a second, square border on it, not the appearance's border",
            at: range)
    }
}
