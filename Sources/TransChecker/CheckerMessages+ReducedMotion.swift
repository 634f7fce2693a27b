// The checker's diagnostics about `reduceMotion`, part of its one catalogue.
import TransSyntax

extension CheckerMessages {
    static func reducedMotionMoves(_ property: String, at range: SourceRange, block: SourceRange) -> Diagnostic {
        .warning(
            id(.reducedMotionMoves),
            "'\(property)' moves the view in the phase that runs under Reduce Motion; change opacity-like values "
                + "there, or write 'reduceMotion: keep' if the motion is essential", at: range,
            notes: [DiagnosticNote("the Reduce Motion phase is here", at: block)])
    }
}
