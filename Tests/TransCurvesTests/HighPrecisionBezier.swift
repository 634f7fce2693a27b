// Test support: an independent Bézier evaluation in Float80, by plain bisection on the Bernstein form.

import TransCurves

/// A reference for `CubicBezier`: x(s) and y(s) in Bernstein form, evaluated in Float80, and
/// s found by 200 halvings of 0…1 (far past Float80's precision), no Newton step involved.
struct HighPrecisionBezier {
    let curve: CubicBezier

    /// x(s) = 3(1−s)²s x1 + 3(1−s)s² x2 + s³.
    func x(_ s: Float80) -> Float80 {
        Self.bernstein(s, Float80(curve.x1), Float80(curve.x2))
    }

    /// y(s) = 3(1−s)²s y1 + 3(1−s)s² y2 + s³.
    func y(_ s: Float80) -> Float80 {
        Self.bernstein(s, Float80(curve.y1), Float80(curve.y2))
    }

    /// y where x(s) = x, x in 0…1.
    func progress(at x: Double) -> Double {
        let target = Float80(x)
        var lower: Float80 = 0, upper: Float80 = 1
        for _ in 0..<200 {
            let middle = (lower + upper) / 2
            if self.x(middle) < target { lower = middle } else { upper = middle }
        }
        return Double(y((lower + upper) / 2))
    }

    private static func bernstein(_ s: Float80, _ p1: Float80, _ p2: Float80) -> Float80 {
        let r = 1 - s
        return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
    }
}
