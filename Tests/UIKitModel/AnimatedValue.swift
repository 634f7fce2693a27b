// The values Core Animation interpolates, and how (Apple: CABasicAnimation "interpolates
// between fromValue and toValue"; CATransform3D values by decomposition).

/// One animatable layer value.
enum AnimatedValue: Equatable {
    case scalar(Double)
    case point(CGPoint)
    case rect(CGRect)
    case transform(CATransform3D)

    /// The value a share `p` of the way to `to`, not clamped (a spring overshoots).
    func interpolated(to other: AnimatedValue, _ p: Double) -> AnimatedValue {
        let mix = { (a: CGFloat, b: CGFloat) in CGFloat(Double(a) + (Double(b) - Double(a)) * p) }
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return .scalar(a + (b - a) * p)
        case (.point(let a), .point(let b)): return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case (.rect(let a), .rect(let b)):
            return .rect(
                CGRect(
                    x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width),
                    height: mix(a.height, b.height)))
        case (.transform(let a), .transform(let b)): return .transform(DecomposedTransform.interpolate(a, b, p))
        default: return p < 0.5 ? self : other
        }
    }

    var scalar: Double? { if case .scalar(let v) = self { v } else { nil } }
}

/// A keyframe list (CAKeyframeAnimation `values`/`keyTimes`/`calculationMode`, or UIKit's
/// `addKeyframe(withRelativeStartTime:relativeDuration:)` windows).
struct KeyframeList {
    enum Mode { case linear, discrete, cubic, paced }
    var times: [Double]
    var values: [AnimatedValue]
    var mode: Mode

    /// The value at overall progress `u` ∈ 0…1. Linear and paced interpolate between
    /// neighbours (paced: keyTimes are re-spaced by distance when built), discrete holds
    /// each value until the next key time (Apple: `CAAnimationCalculationMode.discrete`),
    /// cubic uses a Catmull-Rom spline through the values (Apple: "cubic … Catmull-Rom").
    func value(at u: Double) -> AnimatedValue {
        guard let first = values.first else { return .scalar(0) }
        if u <= times[0] { return first }
        for i in 1..<times.count where u < times[i] {
            let span = times[i] - times[i - 1]
            let local = span > 0 ? (u - times[i - 1]) / span : 1
            switch mode {
            case .discrete: return values[i - 1]
            case .linear, .paced: return values[i - 1].interpolated(to: values[i], local)
            case .cubic: return catmullRom(i, local)
            }
        }
        return values[values.count - 1]
    }

    private func catmullRom(_ i: Int, _ s: Double) -> AnimatedValue {
        guard case .scalar = values[i] else { return values[i - 1].interpolated(to: values[i], s) }
        let v = { (k: Int) in values[min(max(k, 0), values.count - 1)].scalar ?? 0 }
        let (p0, p1, p2, p3) = (v(i - 2), v(i - 1), v(i), v(i + 1))
        let s2 = s * s
        let s3 = s2 * s
        return .scalar(
            0.5 * (2 * p1 + (-p0 + p2) * s + (2 * p0 - 5 * p1 + 4 * p2 - p3) * s2 + (-p0 + 3 * p1 - 3 * p2 + p3) * s3))
    }
}
