// Timing curves as the language names them: one value over every kind `Curve.kinds` lists.
import TransCurves

/// A curve, in the language's own terms; what it means and how each backend spells it is
/// its kind's declaration (`CurveKind`).
public struct Curve: Sendable, Hashable {
    /// The curve's declaration and parameters.
    public var kind: any CurveKind { box.kind }

    /// The kind behind one reference. An existential field would make `Curve`, and every
    /// `Timing`, `Track`, `Phase` and `Transition` holding one, address-only: each copy of a
    /// track would go through the existential's value witnesses (about 270 instructions, the
    /// largest cost of the timeline's evaluation, issue 13) where a reference is one retain.
    private let box: KindBox

    public init(_ kind: some CurveKind) { box = KindBox(kind) }

    /// Every kind of curve, in the order the language server lists them. A new kind is
    /// declared in its own file and added here.
    public static let kinds: [any CurveKind.Type] = [
        NamedCurve.self, CubicBezierCurve.self, UIKitSpringCurve.self, PhysicalSpringCurve.self,
        BounceSpringCurve.self,
    ]

    /// Every way of writing a curve, kind by kind.
    public static let syntax: [CurveSyntax] = kinds.flatMap { $0.syntax }

    /// One box is one value, found without casting a kind to the other's type (about 1 000
    /// instructions): a constant's curve is one box however many tracks use it.
    public static func == (lhs: Curve, rhs: Curve) -> Bool {
        lhs.box === rhs.box || lhs.kind.isEqual(to: rhs.kind)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: kind)))
        hasher.combine(kind)
    }

    /// The numeric curve for a track of `duration` seconds.
    public func timingCurve(duration: Double) -> TimingCurve { kind.timingCurve(duration: duration) }

    /// The spring that sets its own duration, if the curve is one: a physical or bounce spring.
    public var selfTimedSpring: Spring? { kind.selfTimedSpring }

    /// Whether progress may leave 0…1: a spring, or a Bézier with a control point outside it.
    public var mayOvershoot: Bool { kind.mayOvershoot }

    /// Whether the curve is a spring: keyframes cannot run on one, and an interactive release
    /// springs back on one.
    public var isSpring: Bool {
        if case .spring = timingCurve(duration: 1) { return true }
        return false
    }

    /// The curve as the language writes it, shared by the Swift doc comments, the preview's
    /// numbers and the language server's hover, each with its own number format; a bounce
    /// spring's duration by `seconds` (the plain number unless given: the Swift comments add
    /// the `s`, the tables beside a "duration" column do not).
    public func spelled(number: (Double) -> String, seconds: ((Double) -> String)? = nil) -> String {
        guard let seconds else { return kind.spelled(number: number, seconds: number) }
        return kind.spelled(number: number, seconds: seconds)
    }

    /// How UIKit runs the curve (`UIKitCurve`).
    public func uiKit(number: (Double) -> String, velocity: (Double) -> String) -> UIKitCurve {
        kind.uiKit(number: number, velocity: velocity)
    }
}

/// An immutable holder of a curve's kind, shared by every copy of the curve.
private final class KindBox: Sendable {
    let kind: any CurveKind

    init(_ kind: any CurveKind) { self.kind = kind }
}
