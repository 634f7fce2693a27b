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
        (0..<tangentWidth(at: index)).map { tangent(at: index, component: $0) }
    }

    /// Component `c` of `tangent(at: index)`, one of its `tangentWidth(at: index)`.
    private func tangent(at index: Int, component c: Int) -> Double {
        let keys = tangentKeys(at: index)
        let span = times[keys.after] - times[keys.before]
        return span > 0 ? (values[keys.after][c] - values[keys.before][c]) / span : 0
    }

    /// How many components `tangent(at: index)` has: those both keys it is taken between have.
    private func tangentWidth(at index: Int) -> Int {
        let keys = tangentKeys(at: index)
        return min(values[keys.before].count, values[keys.after].count)
    }

    /// The keys the tangent at `index` is taken between: its neighbours, itself at either end.
    private func tangentKeys(at index: Int) -> (before: Int, after: Int) {
        (max(index - 1, 0), min(index + 1, keyCount - 1))
    }
}

extension Keyframes {
    /// For each component, a value the cubic spline never goes below: on [tᵢ, tᵢ₊₁] the spline is
    /// the cubic Bézier with control values vᵢ, vᵢ + h mᵢ/3, vᵢ₊₁ − h mᵢ₊₁/3 and vᵢ₊₁, which stays
    /// within their hull. A rule that looks for a dip below zero samples only where this is
    /// negative. −∞ where key times do not increase, which gives no such promise. The tangents
    /// are read a component at a time: an array for each (four a segment) cost more than the
    /// rest of the check of a short keyframe list.
    public func cubicFloor() -> [Double] {
        guard keyCount > 1 else { return values.first ?? [] }
        var floor = values[0]
        for index in 0..<(keyCount - 1) {
            let h = times[index + 1] - times[index]
            let start = values[index], end = values[index + 1]
            for c in floor.indices {
                guard h > 0, c < start.count, c < end.count, c < tangentWidth(at: index),
                    c < tangentWidth(at: index + 1)
                else {
                    floor[c] = -.infinity
                    continue
                }
                let startTangent = tangent(at: index, component: c), endTangent = tangent(at: index + 1, component: c)
                floor[c] = min(floor[c], start[c], start[c] + h * startTangent / 3, end[c] - h * endTangent / 3, end[c])
            }
        }
        return floor
    }
}
