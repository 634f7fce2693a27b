// KeyframeMode: how a keyframe list fills the time between its keys.

/// Core Animation's keyframe calculation modes.
public enum KeyframeMode: String, Sendable, Hashable, CaseIterable {
    /// Straight lines between neighbouring keys (`kCAAnimationLinear`).
    case linear
    /// Each key's value held until the next key time (`kCAAnimationDiscrete`).
    case discrete
    /// Keys respaced by the distance between their values, then linear (`kCAAnimationPaced`).
    case paced
    /// The cubic Hermite spline through the keys (`kCAAnimationCubic`).
    case cubic
}
