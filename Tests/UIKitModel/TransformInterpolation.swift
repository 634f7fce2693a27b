// How Core Animation interpolates between two transforms: by decomposition. Apple documents
// that "Core Animation interpolates transform values by decomposing them" only indirectly
// (CABasicAnimation / "Core Animation Programming Guide: Animatable Properties" — transform:
// "interpolated as a matrix ... by decomposing into translation, scale, rotation"); the
// decomposition below is the one of the CSS Transforms spec (unmatrix), which WebKit — which
// shares Core Animation's model — uses: translation, scale, a rotation quaternion taken the
// shortest way (slerp), and the perspective column linearly. Hence an affine 0 → 360° turn does
// not move, and 0 → 270° turns −90°.

/// A transform split into the parts Core Animation interpolates separately.
struct DecomposedTransform: Equatable {
    var translation: [Double]  // m41, m42, m43
    var scale: [Double]  // row lengths of the upper 3×3
    var quaternion: [Double]  // x, y, z, w (w ≥ 0 is not enforced; slerp picks the short way)
    var perspective: [Double]  // m14, m24, m34, m44

    init(_ t: CATransform3D) {
        let e = t.elements
        translation = [e[12], e[13], e[14]]
        perspective = [e[3], e[7], e[11], e[15]]
        var rows: [[Double]] = [[e[0], e[1], e[2]], [e[4], e[5], e[6]], [e[8], e[9], e[10]]]
        var scale: [Double] = rows.map { (row: [Double]) -> Double in
            let squares: Double = row[0] * row[0] + row[1] * row[1] + row[2] * row[2]
            return squares.squareRoot()
        }
        for i in 0..<3 where scale[i] > 0 { rows[i] = rows[i].map { $0 / scale[i] } }
        let minor0: Double = rows[1][1] * rows[2][2] - rows[1][2] * rows[2][1]
        let minor1: Double = rows[1][0] * rows[2][2] - rows[1][2] * rows[2][0]
        let minor2: Double = rows[1][0] * rows[2][1] - rows[1][1] * rows[2][0]
        let determinant: Double = rows[0][0] * minor0 - rows[0][1] * minor1 + rows[0][2] * minor2
        if determinant < 0 {
            scale[0] = -scale[0]
            rows[0] = rows[0].map { -$0 }
        }
        self.scale = scale
        quaternion = Self.quaternion(rows)
    }

    /// The unit quaternion of a row-convention rotation matrix (its transpose in the column
    /// convention the usual formulas assume).
    private static func quaternion(_ r: [[Double]]) -> [Double] {
        let m = { (i: Int, j: Int) in r[j][i] }
        let trace = m(0, 0) + m(1, 1) + m(2, 2)
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            return [(m(2, 1) - m(1, 2)) / s, (m(0, 2) - m(2, 0)) / s, (m(1, 0) - m(0, 1)) / s, s / 4]
        } else if m(0, 0) > m(1, 1), m(0, 0) > m(2, 2) {
            let s = (1 + m(0, 0) - m(1, 1) - m(2, 2)).squareRoot() * 2
            return [s / 4, (m(0, 1) + m(1, 0)) / s, (m(0, 2) + m(2, 0)) / s, (m(2, 1) - m(1, 2)) / s]
        } else if m(1, 1) > m(2, 2) {
            let s = (1 + m(1, 1) - m(0, 0) - m(2, 2)).squareRoot() * 2
            return [(m(0, 1) + m(1, 0)) / s, s / 4, (m(1, 2) + m(2, 1)) / s, (m(0, 2) - m(2, 0)) / s]
        } else {
            let s = (1 + m(2, 2) - m(0, 0) - m(1, 1)).squareRoot() * 2
            return [(m(0, 2) + m(2, 0)) / s, (m(1, 2) + m(2, 1)) / s, s / 4, (m(1, 0) - m(0, 1)) / s]
        }
    }

    /// The recomposed matrix: scale, then rotation, then translation; perspective column as is.
    var transform: CATransform3D {
        let (x, y, z, w) = (quaternion[0], quaternion[1], quaternion[2], quaternion[3])
        // Column-convention rotation, transposed into Core Animation's rows.
        let c: [[Double]] = [
            [1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)],
            [2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)],
            [2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)],
        ]
        var e = [Double](repeating: 0, count: 16)
        for i in 0..<3 {
            for j in 0..<3 { e[i * 4 + j] = c[j][i] * scale[i] }
        }
        (e[3], e[7], e[11], e[15]) = (perspective[0], perspective[1], perspective[2], perspective[3])
        (e[12], e[13], e[14]) = (translation[0], translation[1], translation[2])
        return CATransform3D(elements: e)
    }

    /// The transform a share `p` of the way from `from` to `to` (p may leave 0…1 on a spring).
    static func interpolate(_ from: CATransform3D, _ to: CATransform3D, _ p: Double) -> CATransform3D {
        if p == 0 { return from }
        if p == 1 { return to }
        let a = DecomposedTransform(from)
        let b = DecomposedTransform(to)
        var result = a
        let lerp = { (u: [Double], v: [Double]) in zip(u, v).map { $0 + ($1 - $0) * p } }
        result.translation = lerp(a.translation, b.translation)
        result.scale = lerp(a.scale, b.scale)
        result.perspective = lerp(a.perspective, b.perspective)
        result.quaternion = slerp(a.quaternion, b.quaternion, p)
        return result.transform
    }

    /// Spherical interpolation the short way round (CSS Transforms "interpolation of
    /// quaternions").
    private static func slerp(_ a: [Double], _ b0: [Double], _ p: Double) -> [Double] {
        var b = b0
        var dot = zip(a, b).map(*).reduce(0, +)
        if dot < 0 {
            b = b.map { -$0 }
            dot = -dot
        }
        dot = min(dot, 1)
        if dot > 0.999_999_9 { return normalized(zip(a, b).map { $0 + ($1 - $0) * p }) }
        let theta = acos(dot)
        let wa = sin((1 - p) * theta) / sin(theta)
        let wb = sin(p * theta) / sin(theta)
        return zip(a, b).map { $0 * wa + $1 * wb }
    }

    private static func normalized(_ q: [Double]) -> [Double] {
        let length = (q.map { $0 * $0 }.reduce(0, +)).squareRoot()
        return length > 0 ? q.map { $0 / length } : [0, 0, 0, 1]
    }
}
