// Keyframes: a keyframe list over vector values and its value at a share of the duration.

/// Keyframes over vector values (1 component for numbers/angles, 4 for frames x,y,width,height).
public struct Keyframes: Sendable, Hashable {
    /// How the time between keys is filled.
    public let mode: KeyframeMode
    /// Key times, 0…1 increasing, first 0, last 1 (the checker guarantees; anything else
    /// still gives an answer).
    public let times: [Double]
    /// Key values, as many as `times`, every value the same width.
    public let values: [[Double]]

    /// A keyframe list; extra times or values beyond the shorter list are ignored.
    public init(mode: KeyframeMode, times: [Double], values: [[Double]]) {
        self.mode = mode
        self.times = times
        self.values = values
    }

    /// The value at u (the curve-warped share of the track's duration; outside the key times
    /// it is the first or last value): linear between neighbours; discrete holds vᵢ from tᵢ
    /// until tᵢ₊₁ (u = 1 → last); paced ignores the key times and respaces keys by the
    /// distance between neighbouring values (|Δ| for 1 component, Euclidean over all
    /// components otherwise; total distance 0 holds the first value) then interpolates
    /// linearly; cubic is the cubic Hermite spline with tangents
    /// mᵢ = (vᵢ₊₁−vᵢ₋₁)/(tᵢ₊₁−tᵢ₋₁) inside and one-sided differences at the ends. Every key
    /// value is returned exactly at its key time. No keys give an empty value.
    public func value(at u: Double) -> [Double] {
        guard keyCount > 0 else { return [] }
        switch mode {
        case .linear:
            return interpolateLinearly(keyTimes: times, at: u)
        case .discrete:
            switch locate(u, in: times) {
            case .key(let index), .segment(let index, _):
                return values[index]
            }
        case .paced:
            guard let keyTimes = pacedTimes else { return values[0] }
            return interpolateLinearly(keyTimes: keyTimes, at: u)
        case .cubic:
            switch locate(u, in: times) {
            case .key(let index):
                return values[index]
            case .segment(let index, let fraction):
                return hermite(segment: index, fraction: fraction)
            }
        }
    }

    /// How many keys there are: the shorter of `times` and `values`.
    var keyCount: Int {
        min(times.count, values.count)
    }

    /// Straight lines between neighbouring keys placed at `keyTimes`.
    private func interpolateLinearly(keyTimes: [Double], at u: Double) -> [Double] {
        switch locate(u, in: keyTimes) {
        case .key(let index):
            return values[index]
        case .segment(let index, let fraction):
            return zip(values[index], values[index + 1]).map { start, end in start + fraction * (end - start) }
        }
    }

    /// Where u falls among the key times.
    private enum Position {
        /// Exactly on key `index`, or clamped to the first or last key.
        case key(Int)
        /// Strictly inside the segment from key `index` to the next, `fraction` of the way.
        case segment(Int, fraction: Double)
    }

    /// Locates u among the first `keyCount` (≥ 1) of `keyTimes`.
    private func locate(_ u: Double, in keyTimes: [Double]) -> Position {
        let last = keyCount - 1
        guard u > keyTimes[0] else { return .key(0) }
        guard u < keyTimes[last] else { return .key(last) }
        let index = (0..<last).last { keyTimes[$0] <= u } ?? 0
        let width = keyTimes[index + 1] - keyTimes[index]
        guard u != keyTimes[index], width > 0 else { return .key(index) }
        return .segment(index, fraction: (u - keyTimes[index]) / width)
    }
}
