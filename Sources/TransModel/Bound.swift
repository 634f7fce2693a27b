// The numeric ranges the language's rules demand, with the words each rule is stated in.

/// A range a number must lie in: shared by the checker and the curves' declared parameters.
public enum Bound: Sendable, Hashable {
    /// > 0: durations, stiffness, mass, perspective.
    case positive
    /// ≥ 0: delays, corner radii.
    case nonNegative
    /// 0…1: alpha, anchor coordinates, Bézier x, colour components.
    case unit
    /// (0, 1): a pan's threshold.
    case openUnit
    /// (0, 1]: UIKit's spring damping ratio.
    case dampingRatio
    /// (−1, 1): a spring's bounce.
    case bounce
    /// (0, 60 s]: durations. A transition longer than a minute is never meant, and the
    /// timeline samples it at up to 1000 frames a second.
    case duration
    /// [0, 60 s]: delays.
    case delay

    /// The longest duration or delay, in seconds.
    public static let longestTime = 60.0

    /// The bound a property's range is checked with.
    public init(_ range: PropertyRange) {
        switch range {
        case .unit: self = .unit
        case .nonNegative: self = .nonNegative
        }
    }

    public func contains(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        switch self {
        case .positive: return value > 0
        case .nonNegative: return value >= 0
        case .unit: return (0...1).contains(value)
        case .openUnit: return value > 0 && value < 1
        case .dampingRatio: return value > 0 && value <= 1
        case .bounce: return value > -1 && value < 1
        case .duration: return value > 0 && value <= Self.longestTime
        case .delay: return value >= 0 && value <= Self.longestTime
        }
    }

    /// The rule in words, after "must be".
    public var rule: String {
        switch self {
        case .positive: "greater than 0"
        case .nonNegative: "at least 0"
        case .unit: "between 0 and 1"
        case .openUnit: "greater than 0 and less than 1"
        case .dampingRatio: "greater than 0 and at most 1"
        case .bounce: "greater than -1 and less than 1"
        case .duration: "greater than 0 and at most \(Int(Self.longestTime))s"
        case .delay: "at least 0 and at most \(Int(Self.longestTime))s"
        }
    }
}
