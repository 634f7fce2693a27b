// What one animatable property is, in every phase's terms: the checker's type and range, the
// value that changes nothing, how the Swift backend writes it and how the preview draws it.

/// Everything the compiler knows about one animatable property, so that the checker, the
/// timeline, the Swift backend, the preview and the language server read one declaration
/// instead of each switching on property names (`docs/architecture.md`, "How to add a
/// property").
public struct PropertyDescriptor: Sendable {
    /// What the property's values are: the checker's type, the timeline's components.
    public let valueKind: ValueKind
    /// What one unit of a value is: points, radians or a plain factor.
    public let unit: PropertyUnit
    /// The range a constant value must lie in; nil when any finite value is fine.
    public let range: PropertyRange?
    /// The value that leaves the view as it is (scale 1, a rotation 0).
    public let neutral: Double
    /// Which part of the view the property drives, and so which code writes it.
    public let role: PropertyRole
    /// The value in words, for hover and completion: "a number in 0…1".
    public let summary: String
    /// What the property does, for hover and completion.
    public let meaning: String

    public init(
        _ valueKind: ValueKind, unit: PropertyUnit? = nil, range: PropertyRange? = nil, neutral: Double = 0,
        role: PropertyRole, summary: String, meaning: String
    ) {
        self.valueKind = valueKind
        self.unit = unit ?? valueKind.naturalUnit
        self.range = range
        self.neutral = neutral
        self.role = role
        self.summary = summary
        self.meaning = meaning
    }
}

/// The units a property's values are in (a frame's four are all points).
public enum PropertyUnit: Sendable, Hashable {
    case points, radians
    /// A factor or a fraction: a scale, an alpha.
    case plain
}

extension ValueKind {
    /// The unit a value of this kind is in unless its property says otherwise.
    var naturalUnit: PropertyUnit {
        switch self {
        case .frame, .horizontalLength, .verticalLength: .points
        case .angle: .radians
        case .number: .plain
        }
    }
}

/// The ranges a property's constant values are held to.
public enum PropertyRange: Sendable, Hashable {
    /// 0…1: an alpha or an opacity. A percentage is reported as meaning a fraction.
    case unit
    /// ≥ 0: a length that cannot be negative.
    case nonNegative
}

/// The part of a view a property drives.
public enum PropertyRole: Sendable {
    /// The frame or its origin: the backend places the view (through `center` once it may be
    /// transformed), the preview moves its box.
    case placement
    /// A component of the view's transform, which UIKit animates as one matrix.
    case transform
    /// The alpha of the dark overlay the backend adds over the view.
    case shade
    /// A plain value of the view or its layer, written as is inside the animation block.
    case viewValue(ViewValue)
}

/// A property the view or its layer holds as one scalar: how Swift spells and types it, and
/// how the preview shows it.
public struct ViewValue: Sendable {
    /// The member path from the view: `alpha`, `layer.cornerRadius`.
    public let swiftPath: String
    /// The member's Swift type: `CGFloat` for `alpha`, `Float` for `layer.shadowOpacity`.
    public let swiftType: SwiftScalarType
    /// How the property animates: inside UIKit's view animation block, or on its layer's key
    /// path as an explicit Core Animation animation.
    public let animation: ViewValueAnimation
    /// Whether the view must clip to its bounds while the property shows (a corner radius
    /// rounds only what is clipped: Apple, CALayer.cornerRadius).
    public let clipsToBounds: Bool
    /// The value the page's script starts every view at; nil when each view has its own
    /// (the dimming view's alpha, the presentation's corner radius), given to `resting`.
    public let previewResting: String?
    /// The page's CSS for the value: the style property and the JavaScript expression of
    /// `state` that gives it.
    public let previewStyle: (property: String, value: String)

    public init(
        swiftPath: String, swiftType: SwiftScalarType = .cgFloat, animation: ViewValueAnimation = .viewBlock,
        clipsToBounds: Bool = false, previewResting: String? = "0", previewStyle: (property: String, value: String)
    ) {
        self.swiftPath = swiftPath
        self.swiftType = swiftType
        self.animation = animation
        self.clipsToBounds = clipsToBounds
        self.previewResting = previewResting
        self.previewStyle = previewStyle
    }
}

/// How UIKit can animate a view's scalar property (docs/generated-code.md, "Layer keys").
public enum ViewValueAnimation: Sendable, Hashable {
    /// Set inside `UIView.animate` or a property animator's block, which animates it: the
    /// view's `action(for:forKey:)` answers its key there (`alpha`, `layer.cornerRadius`).
    case viewBlock
    /// A layer key a view animation block does not animate (it would jump to the new value):
    /// an explicit `CABasicAnimation`, `CASpringAnimation` or `CAKeyframeAnimation` on this
    /// key path animates it (`borderWidth`, `shadowOpacity`, `shadowRadius`).
    case layerKeyPath(String)
}

extension ViewValue {
    /// The layer key path the property animates on, when a view animation block does not
    /// animate it.
    public var layerKeyPath: String? {
        if case .layerKeyPath(let path) = animation { return path }
        return nil
    }
}

/// The Swift types a view's scalar property has.
public enum SwiftScalarType: String, Sendable {
    /// UIKit's geometry scalar (`UIView.alpha`, `CALayer.cornerRadius`).
    case cgFloat = "CGFloat"
    /// Core Animation's opacities (`CALayer.opacity`, `CALayer.shadowOpacity`).
    case float = "Float"
}
