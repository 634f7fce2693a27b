// Reading a view's presentation values with the timeline's definitions (docs/timeline.md,
// docs/simulation.md "Readings").
import UIKit

@MainActor enum ViewReadings {
    /// The values of `property` on `view` as on screen now.
    static func read(_ property: String, of view: UIView?) -> [Double] {
        guard let view else { return property == "frame" ? [.nan, .nan, .nan, .nan] : [.nan] }
        let layer = view.layer.presentation() ?? view.layer
        let t = layer.transform
        // The untransformed frame: bounds size placed by position and anchor point.
        let frame = CGRect(
            x: layer.position.x - layer.anchorPoint.x * layer.bounds.width,
            y: layer.position.y - layer.anchorPoint.y * layer.bounds.height,
            width: layer.bounds.width, height: layer.bounds.height)
        switch property {
        case "frame": return [frame.minX, frame.minY, frame.width, frame.height].map { Double($0) }
        case "x": return [Double(frame.minX)]
        case "y": return [Double(frame.minY)]
        case "alpha": return [Double(layer.opacity)]
        case "cornerRadius": return [Double(layer.cornerRadius)]
        case "borderWidth": return [Double(layer.borderWidth)]
        case "shadowOpacity": return [Double(layer.shadowOpacity)]
        case "shadowRadius": return [Double(layer.shadowRadius)]
        // Scale: the length of the transform's first row (its x scale).
        case "scale": return [Double((t.m11 * t.m11 + t.m12 * t.m12 + t.m13 * t.m13).squareRoot())]
        case "rotation", "rotationX", "rotationY": return angles(t)
        case "shade":
            let shade = view.subviews.first { $0.layer is CAGradientLayer }
            return [Double((shade?.layer.presentation() ?? shade?.layer)?.opacity ?? 0)]
        default: return [.nan]
        }
    }

    /// The Euler angles of a transform composed as the backend composes it (docs/
    /// generated-code.md: scale, then rotation about z, y and x, then perspective), as
    /// `[x, y, z]` and its twin `[x + π, π − y, z + π]`: a rotation matrix determines the
    /// angles only up to that, and only as a whole (the host picks one triple for all three
    /// axes). The upper 3×3 is unaffected by the perspective column; the scale's rows are
    /// normalised first.
    static func angles(_ t: CATransform3D) -> [Double] {
        let rows = [[t.m11, t.m12, t.m13], [t.m21, t.m22, t.m23], [t.m31, t.m32, t.m33]].map { row in
            let values = row.map { Double($0) }
            let length = (values.map { $0 * $0 }.reduce(0, +)).squareRoot()
            return length > 0 ? values.map { $0 / length } : values
        }
        let y = asin(min(max(rows[2][0], -1), 1))
        let z = atan2(-rows[1][0], rows[0][0])
        let x = atan2(-rows[2][1], rows[2][2])
        return [x, y, z, x + .pi, .pi - y, z + .pi]
    }
}
