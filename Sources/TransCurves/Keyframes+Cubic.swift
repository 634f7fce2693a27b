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
