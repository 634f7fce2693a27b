// The checker's diagnostics about `passthrough`, part of its one catalogue.
import TransSyntax

extension CheckerMessages {
    static func passthroughTapToDismiss(at range: SourceRange, passthrough: SourceRange) -> Diagnostic {
        .error(
            id(.passthroughTapToDismiss),
            "a 'passthrough' presentation cannot dismiss on a dimming tap: touches outside the presented view "
                + "reach the presenting view", at: range,
            notes: [DiagnosticNote("'passthrough' is set here", at: passthrough)],
            fixIts: [.replace(range, with: "false", message: "replace 'true' with 'false'")])
    }

    static func passthroughRemovesPresenter(at range: SourceRange, passthrough: SourceRange) -> Diagnostic {
        .error(
            id(.passthroughRemovesPresenter),
            "touches cannot pass through to a presenting view that 'removesPresentersView: true' takes off screen",
            at: range, notes: [DiagnosticNote("'passthrough' is set here", at: passthrough)],
            fixIts: [.replace(range, with: "false", message: "replace 'true' with 'false'")])
    }

    static func passthroughDimmed(at range: SourceRange, passthrough: SourceRange) -> Diagnostic {
        .warning(
            id(.passthroughDimmed),
            "a 'passthrough' presentation that is always dimmed passes no touch: touches pass only where "
                + "the screen behind is undimmed; give the dimming 'alpha: 0', leave it out, "
                + "or undim the lower resting positions with 'largestUndimmed'", at: range,
            notes: [DiagnosticNote("'passthrough' is set here", at: passthrough)])
    }
}
