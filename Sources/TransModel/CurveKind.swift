// What one kind of curve declares: how `.trans` writes it, what it does over time, and how
// UIKit runs it. Every phase reads curves through this, so a new kind is one declaration.
import TransCurves

/// A kind of timing curve (the named Béziers, `cubicBezier`, the three springs). The checker
/// reads `syntax`, the timeline `timingCurve(duration:)`, the Swift backend `uiKit`, and the
/// preview and the language server `spelled` and `syntax`; `Curve.kinds` lists every kind.
public protocol CurveKind: Sendable, Hashable {
    /// The ways `.trans` writes a curve of this kind, each with its checker signature.
    static var syntax: [CurveSyntax] { get }

    /// The numeric curve for a track of `duration` seconds.
    func timingCurve(duration: Double) -> TimingCurve

    /// The spring that sets its own duration, if the curve is one (then a written duration
    /// is not needed).
    var selfTimedSpring: Spring? { get }

    /// Whether progress may leave 0…1, so that a size or scale may pass through zero.
    var mayOvershoot: Bool { get }

    /// The curve as `.trans` writes it: `spring(damping: 0.7, velocity: 0.3)`, numbers written by
    /// `number` and times by `seconds`.
    func spelled(number: (Double) -> String, seconds: (Double) -> String) -> String

    /// How UIKit runs the curve, numbers written by `number` and a spring's initial velocity
    /// by `velocity` (an interactive release replaces it with the finger's).
    func uiKit(number: (Double) -> String, velocity: (Double) -> String) -> UIKitCurve
}

extension CurveKind {
    public var selfTimedSpring: Spring? { nil }

    /// Whether `other` is this very curve (`Curve`'s equality across kinds).
    func isEqual(to other: any CurveKind) -> Bool {
        (other as? Self) == self
    }
}

/// One way of writing a curve in `.trans`.
public enum CurveSyntax: Sendable {
    /// A bare name (`easeIn`), the curve it means and its hover text.
    case name(String, Curve, meaning: String)
    /// A call (`spring(damping: 0.7)`).
    case call(CurveCall)
}

/// A curve function's signature, as the checker binds it and the language server shows it.
public struct CurveCall: Sendable {
    /// The function's name; several kinds may share one (`spring`), told apart by labels.
    public let function: String
    public let parameters: [CurveParameter]
    /// The labels that choose this kind among those sharing `function`; empty for the one
    /// chosen when none of the others' labels is written.
    public let distinguishingLabels: [String]
    /// The oldest iOS that runs the curve, if newer than every supported one.
    public let availability: DeploymentTarget?
    /// The call as hover and completion show it: `spring(duration:, bounce:)`.
    public let form: String
    /// What the curve is, as a phrase the language server joins with its siblings' ("SwiftUI's
    /// spring (iOS 17)").
    public let meaning: String
    /// The curve of checked arguments (each within its bound, defaults filled in); nil when
    /// the arguments, each finite, make a motion that is not.
    public let make: @Sendable (CurveArguments) -> Curve?

    public init(
        _ function: String, _ parameters: [CurveParameter], distinguishingLabels: [String] = [],
        availability: DeploymentTarget? = nil, form: String, meaning: String,
        make: @escaping @Sendable (CurveArguments) -> Curve?
    ) {
        self.function = function
        self.parameters = parameters
        self.distinguishingLabels = distinguishingLabels
        self.availability = availability
        self.form = form
        self.meaning = meaning
        self.make = make
    }
}

/// One parameter of a curve function.
public struct CurveParameter: Sendable {
    /// The label, or nil for a positional parameter.
    public let label: String?
    /// The key its value is found under in `CurveArguments`: the label, or the positional
    /// name (`x1`).
    public let name: String
    /// Whether the value is a time (`0.4s`) rather than a plain number.
    public let isTime: Bool
    /// The value used when it is not written; nil for a required parameter.
    public let defaultValue: Double?
    /// The range its value must lie in; nil when any finite value is fine.
    public let bound: Bound?
    /// The value in the words of an out-of-range message: "a spring's mass".
    public let description: String

    /// A labelled parameter, optional when it has a default.
    public static func labelled(
        _ label: String, _ description: String, _ bound: Bound?, isTime: Bool = false,
        default defaultValue: Double? = nil
    ) -> CurveParameter {
        CurveParameter(
            label: label, name: label, isTime: isTime, defaultValue: defaultValue, bound: bound,
            description: description)
    }

    /// A positional parameter (`cubicBezier`'s four), always required: a default would make
    /// the ones after it ambiguous.
    public static func positional(_ name: String, _ description: String, _ bound: Bound?) -> CurveParameter {
        CurveParameter(label: nil, name: name, isTime: false, defaultValue: nil, bound: bound, description: description)
    }
}

/// The checked values of a curve call, by parameter name, defaults filled in.
public struct CurveArguments: Sendable {
    private let values: [String: Double]

    public init(_ values: [String: Double]) { self.values = values }

    /// The value of a declared parameter (the checker binds every one before `make`).
    public subscript(_ name: String) -> Double { values[name]! }
}
