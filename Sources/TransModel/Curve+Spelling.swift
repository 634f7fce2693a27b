// A curve as the language writes it: the one spelling the Swift doc comments, the preview's
// numbers and the language server's hover share, each with its own number format.

extension Curve {
    /// `spring(damping: 0.7, velocity: 0.3)`, numbers written by `number` and a bounce
    /// spring's duration by `seconds` (the plain number unless given: the Swift comments add
    /// the `s`, the tables beside a "duration" column do not).
    public func spelled(number: (Double) -> String, seconds: ((Double) -> String)? = nil) -> String {
        let n = number
        switch self {
        case .linear: return "linear"
        case .easeIn: return "easeIn"
        case .easeOut: return "easeOut"
        case .easeInOut: return "easeInOut"
        case .cubicBezier(let b): return "cubicBezier(\(n(b.x1)), \(n(b.y1)), \(n(b.x2)), \(n(b.y2)))"
        case .uiKitSpring(let ratio, let velocity): return "spring(damping: \(n(ratio)), velocity: \(n(velocity)))"
        case .physicalSpring(let s):
            return "spring(mass: \(n(s.mass)), stiffness: \(n(s.stiffness)), damping: \(n(s.damping)), "
                + "velocity: \(n(s.initialVelocity)))"
        case .bounceSpring(let duration, let bounce, let velocity):
            let time = seconds.map { $0(duration) } ?? n(duration)
            return "spring(duration: \(time), bounce: \(n(bounce)), velocity: \(n(velocity)))"
        }
    }

    /// Whether the curve is one of the springs: keyframes cannot run on one, and an
    /// interactive release springs back on one.
    public var isSpring: Bool {
        switch self {
        case .uiKitSpring, .physicalSpring, .bounceSpring: true
        default: false
        }
    }
}
