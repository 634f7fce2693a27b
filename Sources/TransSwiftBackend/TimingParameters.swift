// A curve's UIKit timing parameters, with their Swift type known from the curve.

/// What a `UIViewPropertyAnimator` is given for a curve: alternatives, each under its
/// availability condition, that all have one Swift type. The type comes from the curve, so
/// a printer declaring a local for them never reads it back from the expressions' text.
struct TimingParameters {
    /// An expression and the condition it needs (nil: none, the last alternative).
    typealias Alternative = (condition: String?, expression: String)

    /// `UISpringTimingParameters` or `UICubicTimingParameters`.
    let swiftType: String
    /// The alternatives in order: the first whose condition holds is used.
    let alternatives: [Alternative]
}
