// The values Core Animation interpolates, and how (Apple: CABasicAnimation "interpolates
// between fromValue and toValue"; CATransform3D values by decomposition).
internal import TransCurves

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
/// `addKeyframe(withRelativeStartTime:relativeDuration:)` windows), interpolated with
/// TransCurves' keyframes — the spec's reading of Apple's calculation modes
/// (CAAnimationCalculationMode: linear, discrete, paced, cubic), so that a difference is
/// the emitted code's and not two implementations of a spline. In linear mode a transform
/// segment is interpolated like a basic animation between its two keys (by decomposition,
/// the rotation slerped), so a turn between keys is even in angle (Apple: CAKeyframeAnimation
/// "linear" — "values are interpolated linearly between key frames", a transform value being
/// interpolated as CABasicAnimation does). *Choice (Apple is silent):* cubic and paced
/// transforms are splined component by component of their decomposition (translation,
/// scale, quaternion, perspective), the quaternion renormalised.
struct KeyframeList {
    enum Mode { case linear, discrete, cubic, paced }
    var times: [Double]
    var values: [AnimatedValue]
    var mode: Mode

    func value(at u: Double) -> AnimatedValue {
        guard let first = values.first else { return .scalar(0) }
        if mode == .linear, case .transform = first, values.count > 1 {
            // The segment and the share of it: linear keyframes over the keys' indices.
            let indices = values.indices.map { [Double($0)] }
            let position = Keyframes(mode: .linear, times: times, values: indices).value(at: u)[0]
            let index = min(Int(position.rounded(.down)), values.count - 2)
            return values[index].interpolated(to: values[index + 1], position - Double(index))
        }
        let curveMode: KeyframeMode =
            switch mode {
            case .linear: .linear
            case .discrete: .discrete
            case .cubic: .cubic
            case .paced: .paced
            }
        let keyframes = Keyframes(mode: curveMode, times: times, values: values.map(\.components))
        return first.withComponents(keyframes.value(at: u))
    }
}

extension AnimatedValue {
    /// The numbers interpolated for this value.
    var components: [Double] {
        switch self {
        case .scalar(let v): return [v]
        case .point(let p): return [Double(p.x), Double(p.y)]
        case .rect(let r): return [r.minX, r.minY, r.width, r.height].map { Double($0) }
        case .transform(let t):
            let d = DecomposedTransform(t)
            return d.translation + d.scale + d.quaternion + d.perspective
        }
    }

    /// A value of the same kind built from `components`.
    func withComponents(_ c: [Double]) -> AnimatedValue {
        switch self {
        case .scalar: return .scalar(c[0])
        case .point: return .point(CGPoint(x: c[0], y: c[1]))
        case .rect: return .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3]))
        case .transform(let t):
            var d = DecomposedTransform(t)
            d.translation = Array(c[0..<3])
            d.scale = Array(c[3..<6])
            let q = Array(c[6..<10])
            let length = (q.map { $0 * $0 }.reduce(0, +)).squareRoot()
            d.quaternion = length > 0 ? q.map { $0 / length } : [0, 0, 0, 1]
            d.perspective = Array(c[10..<14])
            return .transform(d.transform)
        }
    }
}
