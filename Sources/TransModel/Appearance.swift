// The presented view's looks (`presentation { appearance { … } }`): shadow, border, corners.

/// How the presented view looks while presented. The Swift backend builds Apple's structure
/// for it (a wrapping view that casts the shadow around a view that rounds and clips the
/// content), so a clipped, rounded view and its shadow coexist.
///
/// Its optionals are spelled `Optional<…>`, without an initial value, for the reason given at
/// `Transition`.
public struct Appearance: Sendable, Hashable {
    public var shadow: Optional<Shadow>
    public var border: Optional<Border>
    public var corners: Optional<Corners>

    public init(shadow: Shadow? = nil, border: Border? = nil, corners: Corners? = nil) {
        self.shadow = shadow
        self.border = border
        self.corners = corners
    }
}

/// `shadow { color, opacity, radius, offset }`: the wrapping layer's shadow.
public struct Shadow: Sendable, Hashable {
    /// `shadowColor`; Core Animation's default is opaque black.
    public var color: Color
    /// `shadowOpacity`, 0…1.
    public var opacity: Double
    /// `shadowRadius`, the blur in points.
    public var radius: Double
    /// `shadowOffset`, in points (`(0, -3)` is Core Animation's default: up).
    public var offsetX: Double
    public var offsetY: Double

    public init(color: Color, opacity: Double, radius: Double, offsetX: Double, offsetY: Double) {
        self.color = color
        self.opacity = opacity
        self.radius = radius
        self.offsetX = offsetX
        self.offsetY = offsetY
    }

    /// Core Animation's defaults for what is not written: black, 3 pt, 3 pt up; the opacity
    /// is the written one's, 0.5 when only the other values are written (a shadow block says
    /// there is a shadow, and Core Animation's own default, 0, would hide it).
    public static let defaults = Shadow(
        color: Color(red: 0, green: 0, blue: 0, alpha: 1), opacity: 0.5, radius: 3, offsetX: 0, offsetY: -3)
}

/// `border { width, color }`: the clipping layer's border, drawn inside its rounded bounds.
public struct Border: Sendable, Hashable {
    public var width: Double
    public var color: Color

    public init(width: Double, color: Color) {
        self.width = width
        self.color = color
    }
}

/// `corners { radius, only, curve }`.
public struct Corners: Sendable, Hashable {
    public var radius: Double
    /// `maskedCorners`: the corners rounded, in `Corner` order; all four by default.
    public var rounded: [Corner]
    /// `cornerCurve` (iOS 13).
    public var curve: CornerCurve

    public init(radius: Double, rounded: [Corner] = Corner.allCases, curve: CornerCurve = .circular) {
        self.radius = radius
        self.rounded = rounded
        self.curve = curve
    }
}

/// A corner of the view as `CACornerMask` names it: min/max X and Y in UIKit's flipped
/// coordinates, so `topLeft` is `layerMinXMinYCorner`.
public enum Corner: String, Sendable, Hashable, CaseIterable {
    case topLeft, topRight, bottomLeft, bottomRight

    /// The `CACornerMask` member.
    public var maskName: String {
        switch self {
        case .topLeft: "layerMinXMinYCorner"
        case .topRight: "layerMaxXMinYCorner"
        case .bottomLeft: "layerMinXMaxYCorner"
        case .bottomRight: "layerMaxXMaxYCorner"
        }
    }
}

/// `CALayerCornerCurve`: `circular` (quarter circles, the default) or `continuous` (the
/// squircle of the system's own sheets and app icons).
public enum CornerCurve: String, Sendable, Hashable, CaseIterable {
    case circular, continuous
}

/// `UIBlurEffect.Style`: the materials a blurred backdrop takes (`dimming { blur: … }`).
public enum BlurStyle: String, Sendable, Hashable, CaseIterable {
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    case regular, prominent, light, extraLight, dark
}
