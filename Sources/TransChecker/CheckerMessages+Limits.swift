// The checker's diagnostics about limits and non-finite values, part of its one catalogue.
import TransSyntax

extension CheckerMessages {
    static func evaluationTooDeep(limit: Int, at range: SourceRange) -> Diagnostic {
        .error(
            id(.evaluationTooDeep),
            "constants refer to constants too deeply here; at most \(limit) levels of expressions and constants are allowed",
            at: range)
    }

    static func expressionTooLarge(limit: Int, at range: SourceRange) -> Diagnostic {
        .error(
            id(.expressionTooLarge),
            "this value grows to more than \(limit) terms once its constants are substituted; name fewer copies of a constant",
            at: range)
    }

    static func notFinite(_ what: String, at range: SourceRange) -> Diagnostic {
        .error(id(.notFinite), "\(what) is not a finite number", at: range)
    }

    static func tooManyKeyframes(_ count: Int, limit: Int, at range: SourceRange) -> Diagnostic {
        .error(
            id(.tooManyKeyframes),
            "a keyframe list has at most \(limit) keys; this one has \(count)", at: range)
    }
}
