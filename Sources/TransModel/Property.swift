// The animatable properties, each with its one descriptor: adding a property starts and
// mostly ends here (docs/architecture.md, "How to add a property").

/// The properties a track animates, in the order the language reference lists them.
public enum Property: String, Sendable, Hashable, CaseIterable {
    case frame, x, y, alpha, scale, rotation, rotationX, rotationY, cornerRadius, borderWidth, shadowOpacity,
        shadowRadius,
        shade

    /// The property spelled `name`, by a dictionary: `init(rawValue:)` compares `name` with
    /// each case's spelling in turn, and the checker asks it of every entry of every block.
    public static func named(_ name: String) -> Property? { byName[name] }

    private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    /// The property's declaration: every phase reads it rather than the property's name.
    public var descriptor: PropertyDescriptor {
        switch self {
        case .frame:
            PropertyDescriptor(.frame, role: .placement, summary: "a frame", meaning: "The view's frame.")
        case .x:
            PropertyDescriptor(
                .horizontalLength, role: .placement, summary: "a length",
                meaning: "The frame's origin x (`%` of the container's width).")
        case .y:
            PropertyDescriptor(
                .verticalLength, role: .placement, summary: "a length",
                meaning: "The frame's origin y (`%` of the container's height).")
        case .alpha:
            PropertyDescriptor(
                .number, range: .unit, neutral: 1,
                role: .viewValue(
                    ViewValue(
                        swiftPath: "alpha", previewResting: nil, previewStyle: ("opacity", "String(state.alpha)"))),
                summary: "a number in 0…1", meaning: "The view's alpha.")
        case .scale:
            PropertyDescriptor(
                .number, neutral: 1, role: .transform, summary: "a number", meaning: "A uniform scale transform.")
        case .rotation:
            PropertyDescriptor(
                .angle, role: .transform, summary: "an angle", meaning: "A rotation in the screen's plane.")
        case .rotationX:
            PropertyDescriptor(
                .angle, role: .transform, summary: "an angle",
                meaning: "A 3D turn about the horizontal axis, seen through `perspective`.")
        case .rotationY:
            PropertyDescriptor(
                .angle, role: .transform, summary: "an angle",
                meaning: "A 3D turn about the vertical axis, seen through `perspective`.")
        case .cornerRadius:
            PropertyDescriptor(
                .number, unit: .points,
                role: .viewValue(
                    ViewValue(
                        swiftPath: "layer.cornerRadius", clipsToBounds: true, previewResting: nil,
                        previewStyle: ("borderRadius", "`${Math.max(0, state.cornerRadius)}px`"))),
                summary: "a number", meaning: "The layer's corner radius.")
        case .borderWidth:
            // UIKit draws the border inside the bounds, over the content, in the layer's
            // borderColor, opaque black unless set (Apple: CALayer.borderWidth, borderColor).
            PropertyDescriptor(
                .number, unit: .points, range: .nonNegative,
                role: .viewValue(
                    ViewValue(
                        swiftPath: "layer.borderWidth", animation: .layerKeyPath("borderWidth"),
                        previewStyle: ("border", "state.borderWidth > 0 ? `${state.borderWidth}px solid #000` : \"\""))),
                summary: "a number ≥ 0", meaning: "The width of the layer's border, drawn inside its bounds.")
        case .shadowOpacity:
            // The layer's shadow: opaque black, 3 pt up, blurred 3 pt unless the app sets them
            // (Apple: CALayer.shadowOpacity, shadowColor, shadowOffset, shadowRadius); a view that
            // clips to its bounds clips its shadow too.
            PropertyDescriptor(
                .number, range: .unit,
                role: .viewValue(
                    ViewValue(
                        swiftPath: "layer.shadowOpacity", swiftType: .float, animation: .layerKeyPath("shadowOpacity"),
                        previewStyle: Self.shadowFilter)),
                summary: "a number in 0…1", meaning: "The opacity of the layer's shadow (a `Float`).")
        case .shadowRadius:
            // The blur of the layer's shadow, 3 pt unless set (Apple: CALayer.shadowRadius); it
            // shows only where `shadowOpacity` is above 0.
            PropertyDescriptor(
                .number, unit: .points, range: .nonNegative, neutral: 3,
                role: .viewValue(
                    ViewValue(
                        swiftPath: "layer.shadowRadius", animation: .layerKeyPath("shadowRadius"), previewResting: "3",
                        previewStyle: Self.shadowFilter)),
                summary: "a number ≥ 0",
                meaning: "The blur radius of the layer's shadow in points (Core Animation's default 3).")
        case .shade:
            PropertyDescriptor(
                .number, range: .unit, role: .shade, summary: "a number in 0…1",
                meaning: "The alpha of a dark gradient overlay on the view (a page-flip shadow).")
        }
    }

    /// The page's one drop shadow, drawn from both `shadowOpacity` and `shadowRadius`: each
    /// writes the same CSS, so whichever the page sets last shows both.
    private static let shadowFilter = (
        property: "filter",
        value:
            "state.shadowOpacity > 0 ? `drop-shadow(0 -3px ${Math.max(0, state.shadowRadius)}px rgba(0, 0, 0, ${state.shadowOpacity}))` : \"\""
    )

    /// What the property's values are, read without building the descriptor (its strings and
    /// role): the checker reads it for every track. `PropertyTests` pins it to the descriptor's.
    public var valueKind: ValueKind {
        switch self {
        case .frame: .frame
        case .x: .horizontalLength
        case .y: .verticalLength
        case .rotation, .rotationX, .rotationY: .angle
        case .alpha, .scale, .cornerRadius, .borderWidth, .shadowOpacity, .shadowRadius, .shade: .number
        }
    }

    /// The range a constant value must lie in, read without building the descriptor, as
    /// `valueKind` is. `PropertyTests` pins it to the descriptor's.
    public var range: PropertyRange? {
        switch self {
        case .alpha, .shadowOpacity, .shade: .unit
        case .borderWidth, .shadowRadius: .nonNegative
        case .frame, .x, .y, .scale, .rotation, .rotationX, .rotationY, .cornerRadius: nil
        }
    }

    /// Whether the property is one of the parts of a view's transform, which UIKit animates
    /// as one matrix.
    public var isTransform: Bool {
        if case .transform = descriptor.role { return true }
        return false
    }

    /// How the view or its layer holds the property, when it is one plain scalar.
    public var viewValue: ViewValue? {
        if case .viewValue(let value) = descriptor.role { return value }
        return nil
    }
}
