// `linear`, `easeIn`, `easeOut`, `easeInOut`: Core Animation's named curves.
import TransCurves

/// One of Core Animation's named Bézier curves, which every UIKit API names too.
public struct NamedCurve: CurveKind {
    /// The `.trans` name, which is also the `UIView.AnimationCurve` case.
    let name: String
    let bezier: CubicBezier
    /// The `CAMediaTimingFunctionName` case (`easeInEaseOut` for `easeInOut`).
    let mediaTimingName: String
    /// The hover text.
    let meaning: String

    public static let linear = NamedCurve(
        name: "linear", bezier: .linear, mediaTimingName: "linear",
        meaning: "Core Animation's linear curve: cubic Bézier (0, 0, 1, 1).")
    public static let easeIn = NamedCurve(
        name: "easeIn", bezier: .easeIn, mediaTimingName: "easeIn",
        meaning: "Core Animation's ease-in curve: cubic Bézier (0.42, 0, 1, 1).")
    public static let easeOut = NamedCurve(
        name: "easeOut", bezier: .easeOut, mediaTimingName: "easeOut",
        meaning: "Core Animation's ease-out curve: cubic Bézier (0, 0, 0.58, 1).")
    public static let easeInOut = NamedCurve(
        name: "easeInOut", bezier: .easeInOut, mediaTimingName: "easeInEaseOut",
        meaning: "Core Animation's ease-in-ease-out curve: cubic Bézier (0.42, 0, 0.58, 1).")

    public static var syntax: [CurveSyntax] {
        [linear, easeIn, easeOut, easeInOut].map { .name($0.name, Curve($0), meaning: $0.meaning) }
    }

    public func timingCurve(duration: Double) -> TimingCurve { .bezier(bezier) }

    public var mayOvershoot: Bool { false }

    public func spelled(number: (Double) -> String, seconds: (Double) -> String) -> String { name }

    public func uiKit(number: (Double) -> String, velocity: (Double) -> String) -> UIKitCurve {
        UIKitCurve(
            animationOption: "curve" + name.prefix(1).uppercased() + name.dropFirst(),
            timingParameters: [(nil, "UICubicTimingParameters(animationCurve: .\(name))")],
            mediaTimingFunction: "CAMediaTimingFunction(name: .\(mediaTimingName))")
    }
}

extension Curve {
    public static let linear = Curve(NamedCurve.linear)
    public static let easeIn = Curve(NamedCurve.easeIn)
    public static let easeOut = Curve(NamedCurve.easeOut)
    public static let easeInOut = Curve(NamedCurve.easeInOut)
}
