// `cubicBezier(x1, y1, x2, y2)`: a Bézier timing curve of the author's own.
import TransCurves

/// A cubic Bézier from (0, 0) to (1, 1) through two written control points.
public struct CubicBezierCurve: CurveKind {
    let bezier: CubicBezier

    public static let syntax: [CurveSyntax] = [
        .call(
            CurveCall(
                "cubicBezier",
                [
                    .positional("x1", "cubicBezier's x1", .unit), .positional("y1", "cubicBezier's y1", nil),
                    .positional("x2", "cubicBezier's x2", .unit), .positional("y2", "cubicBezier's y2", nil),
                ],
                form: "cubicBezier(x1, y1, x2, y2)", meaning: "A cubic Bézier timing curve, x1 and x2 in 0…1"
            ) { a in .cubicBezier(CubicBezier(x1: a["x1"], y1: a["y1"], x2: a["x2"], y2: a["y2"])) })
    ]

    public func timingCurve(duration: Double) -> TimingCurve { .bezier(bezier) }

    /// Progress stays between the control points' and the ends' values.
    public var mayOvershoot: Bool { ![bezier.y1, bezier.y2].allSatisfy { (0...1).contains($0) } }

    public func spelled(number n: (Double) -> String, seconds: (Double) -> String) -> String {
        "cubicBezier(\(n(bezier.x1)), \(n(bezier.y1)), \(n(bezier.x2)), \(n(bezier.y2)))"
    }

    public func uiKit(number n: (Double) -> String, velocity: (Double) -> String) -> UIKitCurve {
        func point(_ x: Double, _ y: Double) -> String { "CGPoint(x: \(n(x)), y: \(n(y)))" }
        let points = [bezier.x1, bezier.y1, bezier.x2, bezier.y2].map(n).joined(separator: ", ")
        return UIKitCurve(
            timingParameters: [
                (
                    nil,
                    "UICubicTimingParameters(controlPoint1: \(point(bezier.x1, bezier.y1)), "
                        + "controlPoint2: \(point(bezier.x2, bezier.y2)))"
                )
            ],
            mediaTimingFunction: "CAMediaTimingFunction(controlPoints: \(points))")
    }
}

extension Curve {
    public static func cubicBezier(_ bezier: CubicBezier) -> Curve { Curve(CubicBezierCurve(bezier: bezier)) }
}
