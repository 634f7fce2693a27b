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
    /// key times do not increase. As many components as both keys it is taken between have.
    private func tangent(at index: Int) -> [Double] {
        let before = max(index - 1, 0), after = min(index + 1, keyCount - 1)
        let span = times[after] - times[before]
        return (0..<min(values[before].count, values[after].count)).map { c in
            span > 0 ? (values[after][c] - values[before][c]) / span : 0
        }
    }
}
