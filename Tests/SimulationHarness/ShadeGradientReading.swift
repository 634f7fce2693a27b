// Reading a `shade` overlay's gradient (`shadeGradient`) from its CAGradientLayer.
import UIKit

@MainActor enum ShadeGradientReading {
    /// The overlay's colors (red, green, blue, alpha each), its locations, start and end
    /// points, as `SimulationPlan` lists the timeline's; empty without an overlay.
    static func read(of view: UIView?) -> [Double] {
        guard let layer = view?.subviews.first(where: { $0.layer is CAGradientLayer })?.layer as? CAGradientLayer
        else { return [] }
        let colors = (layer.colors ?? []).flatMap { color -> [Double] in
            guard let color = color as? CGColor else { return [.nan] }
            return color.components.map { Double($0) }
        }
        let stops = (layer.locations ?? []).map(\.doubleValue)
        let points = [layer.startPoint.x, layer.startPoint.y, layer.endPoint.x, layer.endPoint.y].map { Double($0) }
        return colors + stops + points
    }
}
