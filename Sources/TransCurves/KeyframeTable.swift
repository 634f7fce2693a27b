// A keyframe list laid out for sampling many times: flat values, key times and tangents once.

/// `Keyframes` prepared once per track: its values in one flat array, the key times its mode
/// reads (the paced times computed once, not per sample) and, for cubic keys, every key's
/// tangent. `writeValue(at:to:)` writes into the caller's buffer instead of returning an array,
/// so sampling a track allocates nothing per sample (issue 13). It gives the same numbers as
/// `Keyframes.value(at:)`, bit for bit, by the same arithmetic (a test holds the two together).
public struct KeyframeTable: Sendable {
    /// How many numbers each value has: the narrowest key value's count.
    public let width: Int
    private let mode: KeyframeMode
    private let keyCount: Int
    /// The key times `mode` interpolates between; for paced keys, the respaced times.
    private let keyTimes: [Double]
    /// Key i's component c at `i * width + c`.
    private let values: [Double]
    /// For cubic keys, key i's tangent mᵢ laid out as `values`; empty otherwise.
    private let tangents: [Double]
    /// Paced keys whose values never move: the first value holds.
    private let holdsFirst: Bool

    /// The table of `keyframes`, built from flat arrays (a few allocations per track, none per key).
    public init(_ keyframes: Keyframes) {
        let keyCount = keyframes.keyCount
        let width = keyframes.values.prefix(keyCount).lazy.map(\.count).min() ?? 0
        var values: [Double] = []
        values.reserveCapacity(keyCount * width)
        for key in keyframes.values.prefix(keyCount) { values.append(contentsOf: key.prefix(width)) }
        self.init(mode: keyframes.mode, times: keyframes.times, values: values, width: width)
    }

    /// The table of the keys at `times` whose values lie flat in `values`, `width` numbers per key:
    /// the table of `Keyframes` with those values, for a caller that has them flat already and
    /// need not build an array per key (the timeline's evaluation of a track not seen before).
    public init(mode: KeyframeMode, times: [Double], values: [Double], width: Int) {
        let keyCount = width == 0 ? 0 : min(times.count, values.count / width)
        self.width = width
        self.mode = mode
        self.keyCount = keyCount
        self.values = values
        var keyTimes = times
        var holdsFirst = false
        if mode == .paced {
            if let paced = Self.pacedTimes(values, keyCount: keyCount, width: width) {
                keyTimes = paced
            } else {
                holdsFirst = true
            }
        }
        self.keyTimes = keyTimes
        self.holdsFirst = holdsFirst
        self.tangents = mode == .cubic ? Self.tangents(values, times: times, width: width) : []
    }

    /// `Keyframes.pacedTimes` over flat values, by the same arithmetic: each key at its share of
    /// the Euclidean distance travelled along the values, nil when that distance is 0.
    private static func pacedTimes(_ values: [Double], keyCount: Int, width: Int) -> [Double]? {
        var travelled = [0.0]
        for index in stride(from: 1, to: keyCount, by: 1) {
            var distance = 0.0
            for c in 0..<width {
                let step = values[index * width + c] - values[(index - 1) * width + c]
                distance += step * step
            }
            travelled.append(travelled[travelled.count - 1] + distance.squareRoot())
        }
        let total = travelled[travelled.count - 1]
        guard total > 0 else { return nil }
        return travelled.map { $0 / total }
    }

    /// Every key's tangent, laid out as the values.
    private static func tangents(_ values: [Double], times: [Double], width: Int) -> [Double] {
        let keyCount = width == 0 ? 0 : values.count / width
        var tangents: [Double] = []
        tangents.reserveCapacity(values.count)
        for index in 0..<keyCount {
            for c in 0..<width {
                tangents.append(tangent(values, times: times, width: width, key: index, component: c))
            }
        }
        return tangents
    }

    /// Key `index`'s tangent mᵢ in component `c` of the flat keys `values`, as `Keyframes`
    /// computes it: (vᵢ₊₁ − vᵢ₋₁)/(tᵢ₊₁ − tᵢ₋₁), one-sided at the first and last key, flat where
    /// the key times do not increase.
    private static func tangent(
        _ values: [Double], times: [Double], width: Int, key index: Int, component c: Int
    )
        -> Double
    {
        let keyCount = values.count / width
        let before = max(index - 1, 0), after = min(index + 1, keyCount - 1)
        let span = times[after] - times[before]
        let from = values[before * width + c], to = values[after * width + c]
        return span > 0 ? (to - from) / span : 0
    }

    /// Writes the value at u to `output[0..<width]`, as `Keyframes.value(at:)` gives it.
    public func writeValue(at u: Double, to output: UnsafeMutablePointer<Double>) {
        guard keyCount > 0 else { return }
        if holdsFirst { return writeKey(0, to: output) }
        let last = keyCount - 1
        guard u > keyTimes[0] else { return writeKey(0, to: output) }
        guard u < keyTimes[last] else { return writeKey(last, to: output) }
        var index = last - 1
        while index > 0, keyTimes[index] > u { index -= 1 }
        let span = keyTimes[index + 1] - keyTimes[index]
        guard u != keyTimes[index], span > 0 else { return writeKey(index, to: output) }
        let fraction = (u - keyTimes[index]) / span
        let start = index * width, end = start + width
        switch mode {
        case .discrete:
            writeKey(index, to: output)
        case .linear, .paced:
            for c in 0..<width {
                output[c] = values[start + c] + fraction * (values[end + c] - values[start + c])
            }
        case .cubic:
            writeHermite(from: start, span: span, fraction: fraction, to: output)
        }
    }

    /// Key `index`'s value.
    private func writeKey(_ index: Int, to output: UnsafeMutablePointer<Double>) {
        for c in 0..<width { output[c] = values[index * width + c] }
    }

    /// `Keyframes.hermite(segment:fraction:)` on the segment whose first key's value starts at
    /// `start` in `values`: h00(s)vᵢ + h10(s)h mᵢ + h01(s)vᵢ₊₁ + h11(s)h mᵢ₊₁.
    private func writeHermite(
        from start: Int, span h: Double, fraction s: Double, to output: UnsafeMutablePointer<Double>
    ) {
        let end = start + width
        let s2 = s * s, s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1
        let h10 = s3 - 2 * s2 + s
        let h01 = -2 * s3 + 3 * s2
        let h11 = s3 - s2
        for c in 0..<width {
            output[c] =
                h00 * values[start + c] + h10 * h * tangents[start + c] + h01 * values[end + c] + h11 * h
                * tangents[end + c]
        }
    }
}

extension KeyframeTable {
    /// A value component `c` of cubic keys' spline never goes below: on [tᵢ, tᵢ₊₁] the spline is
    /// the cubic Bézier with control values vᵢ, vᵢ + h mᵢ/3, vᵢ₊₁ − h mᵢ₊₁/3 and vᵢ₊₁, which stays
    /// within their hull. A rule that looks for a dip below zero samples only where this is
    /// negative. −∞ where key times do not increase, which gives no such promise; +∞ for no keys.
    /// Read from flat keys (`values` laid out as a table's), without making a table: the checker
    /// asks it of every cubic list, and a table's copy of the values and its tangents are two
    /// arrays a list.
    public static func cubicFloor(values: [Double], times: [Double], width: Int, component c: Int) -> Double {
        precondition(c < width, "the floor of a component of cubic keys")
        let keyCount = min(times.count, values.count / width)
        guard keyCount > 0 else { return .infinity }
        var floor = values[c]
        for index in 0..<(keyCount - 1) {
            let h = times[index + 1] - times[index]
            guard h > 0 else { return -.infinity }
            let start = index * width + c, end = start + width
            let leaving = tangent(values, times: times, width: width, key: index, component: c)
            let arriving = tangent(values, times: times, width: width, key: index + 1, component: c)
            floor = min(
                floor, values[start], values[start] + h * leaving / 3, values[end] - h * arriving / 3, values[end])
        }
        return floor
    }
}
