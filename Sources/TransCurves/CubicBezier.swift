// CubicBezier: Core Animation's unit cubic Bézier timing curves and their y-for-x solver.

/// A unit cubic Bézier timing curve from (0,0) to (1,1) with control points (x1,y1), (x2,y2).
public struct CubicBezier: Sendable, Hashable {
    /// The first control point's x, in 0…1 for a timing curve.
    public let x1: Double
    /// The first control point's y (may be outside 0…1: the curve overshoots).
    public let y1: Double
    /// The second control point's x, in 0…1 for a timing curve.
    public let x2: Double
    /// The second control point's y (may be outside 0…1: the curve overshoots).
    public let y2: Double

    /// A curve with control points (x1, y1) and (x2, y2).
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// Core Animation's `linear`: (0, 0, 1, 1).
    public static let linear = CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
    /// Core Animation's `easeIn`: (0.42, 0, 1, 1).
    public static let easeIn = CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// Core Animation's `easeOut`: (0, 0, 0.58, 1).
    public static let easeOut = CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// Core Animation's `easeInOut`: (0.42, 0, 0.58, 1).
    public static let easeInOut = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// y for the given x in 0…1 (x outside is clamped to 0…1), solving x(s) = x to
    /// |x(s) − x| ≤ 1e-9: Newton's method first, then bisection fallback (as Chromium
    /// gfx::CubicBezier / WebKit UnitBezier). y may be outside 0…1.
    ///
    /// Both stages stop only once s itself is known to 1e-12, which keeps |x(s) − x| far
    /// below 1e-9 and keeps y accurate where the curve is vertical (x1 = 0 or x2 = 1 with the
    /// matching y off the diagonal, or x1 = 1, x2 = 0 at x = ½).
    public func progress(at x: Double) -> Double {
        let x = min(max(x, 0), 1)
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        // With each control point on the diagonal, y(s) = x(s): the curve is the identity.
        if x1 == y1, x2 == y2 { return x }
        return BezierCoordinate(control1: y1, control2: y2).value(at: solveParameter(forX: x))
    }

    /// The Bézier parameter s in 0…1 with x(s) = x, to 1e-12 in s.
    func solveParameter(forX x: Double) -> Double {
        let xCoordinate = BezierCoordinate(control1: x1, control2: x2)
        if let s = newtonParameter(forX: x, along: xCoordinate) { return s }
        return bisect(from: 0, to: 1, width: Self.parameterTolerance) { xCoordinate.residual(at: $0, from: x) < 0 }
    }

    /// How closely the solver pins the parameter s.
    private static let parameterTolerance = 1e-12

    /// Newton's method from s = x; nil when it stalls on a flat spot, leaves 0…1 or has not
    /// converged after 8 steps (WebKit's count), so bisection takes over.
    private func newtonParameter(forX x: Double, along xCoordinate: BezierCoordinate) -> Double? {
        var s = x
        for _ in 0..<8 {
            let slope = xCoordinate.slope(at: s)
            guard abs(slope) >= 1e-7 else { return nil }
            let step = xCoordinate.residual(at: s, from: x) / slope
            s -= step
            guard s >= 0, s <= 1 else { return nil }
            if abs(step) <= Self.parameterTolerance { return s }
        }
        return nil
    }
}
