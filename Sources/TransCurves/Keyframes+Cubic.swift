// Cubic keyframes: the cubic Hermite spline through the keys.

extension Keyframes {
    /// The spline on segment [tᵢ, tᵢ₊₁] at s = (u − tᵢ)/h, h = tᵢ₊₁ − tᵢ:
    /// h00(s)vᵢ + h10(s)h mᵢ + h01(s)vᵢ₊₁ + h11(s)h mᵢ₊₁.
    func hermite(segment index: Int, fraction s: Double) -> [Double] {
        let h = times[index + 1] - times[index]
        let start = values[index], end = values[index + 1]
        let startTangent = tangent(at: index), endTangent = tangent(at: index + 1)
        let s2 = s * s, s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1
        let h10 = s3 - 2 * s2 + s
        let h01 = -2 * s3 + 3 * s2
        let h11 = s3 - s2
        let width = min(start.count, end.count, startTangent.count, endTangent.count)
        return (0..<width).map { c in
            h00 * start[c] + h10 * h * startTangent[c] + h01 * end[c] + h11 * h * endTangent[c]
        }
    }

    /// mᵢ = (vᵢ₊₁ − vᵢ₋₁)/(tᵢ₊₁ − tᵢ₋₁), one-sided at the first and last key; flat where the
    /// key times do not increase.
    private func tangent(at index: Int) -> [Double] {
        let before = max(index - 1, 0), after = min(index + 1, keyCount - 1)
        let span = times[after] - times[before]
        return zip(values[before], values[after]).map { from, to in span > 0 ? (to - from) / span : 0 }
    }
}

extension Keyframes {
    /// For each component, a value the cubic spline never goes below: on [tᵢ, tᵢ₊₁] the spline is
    /// the cubic Bézier with control values vᵢ, vᵢ + h mᵢ/3, vᵢ₊₁ − h mᵢ₊₁/3 and vᵢ₊₁, which stays
    /// within their hull. A rule that looks for a dip below zero samples only where this is
    /// negative. −∞ where key times do not increase, which gives no such promise.
    public func cubicFloor() -> [Double] {
        guard keyCount > 1 else { return values.first ?? [] }
        var floor = values[0]
        for index in 0..<(keyCount - 1) {
            let h = times[index + 1] - times[index]
            let start = values[index], end = values[index + 1]
            let startTangent = tangent(at: index), endTangent = tangent(at: index + 1)
            for c in floor.indices {
                guard h > 0, c < start.count, c < end.count, c < startTangent.count, c < endTangent.count else {
                    floor[c] = -.infinity
                    continue
                }
                floor[c] = min(
                    floor[c], start[c], start[c] + h * startTangent[c] / 3, end[c] - h * endTangent[c] / 3, end[c])
            }
        }
        return floor
    }
}
