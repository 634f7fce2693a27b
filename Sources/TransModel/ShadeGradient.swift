// `shadeGradient: gradient(…)` in an `animate` block: the colors of the `shade` overlay.

/// The shade overlay's `CAGradientLayer`: its colors from `start` to the opposite side, at
/// `stops` (evenly spaced when not written). Without one, the shade is a dark gradient from
/// 0.1 to 0.6 black, light at the anchor.
public struct ShadeGradient: Sendable, Hashable {
    public var colors: [Color]
    /// The locations of the colors in 0…1, one per color, increasing.
    public var stops: [Double]
    /// The unit point of the overlay where the first color is; the last is at the point
    /// opposite it (through the centre).
    public var start: UnitPoint

    public init(colors: [Color], stops: [Double], start: UnitPoint) {
        self.colors = colors
        self.stops = stops
        self.start = start
    }

    /// The point opposite `start`, where the last color is.
    public var end: UnitPoint { UnitPoint(x: 1 - start.x, y: 1 - start.y) }

    /// Where the shade starts when the gradient names no edge: the anchor (the page's hinge),
    /// or the left edge's middle for a view turned about its centre or with no anchor.
    public static func start(anchor: UnitPoint?) -> UnitPoint {
        anchor.flatMap { $0 == UnitPoint(x: 0.5, y: 0.5) ? nil : $0 } ?? UnitPoint(x: 0, y: 0.5)
    }
}
