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
        // Scale: the length of the transform's first row (its x scale).
        case "scale": return [Double((t.m11 * t.m11 + t.m12 * t.m12 + t.m13 * t.m13).squareRoot())]
        // Angles from the upper 3×3 (a perspective m34 does not change it), modulo 2π.
        case "rotation": return [atan2(Double(t.m12), Double(t.m11))]
        case "rotationX": return [atan2(Double(t.m23), Double(t.m22))]
        case "rotationY": return [atan2(Double(-t.m13), Double(t.m11))]
        case "shade":
            let shade = view.subviews.first { $0.layer is CAGradientLayer }
            return [Double((shade?.layer.presentation() ?? shade?.layer)?.opacity ?? 0)]
        default: return [.nan]
        }
    }
}
