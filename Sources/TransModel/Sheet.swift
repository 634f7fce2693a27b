// `sheet { … }`: UIKit's own sheet (`UISheetPresentationController`, iOS 15+), where it rests
// and how it looks. UIKit animates it; the model says enough for the timeline to follow.

/// The configuration of a page or form sheet's `sheetPresentationController`. Every flag is
/// optional: an unwritten one leaves UIKit's default alone, so the emitted code sets only
/// what the program says.
public struct Sheet: Sendable, Hashable {
    /// `detents`, in the order written (UIKit keeps them smallest first; it sorts them itself).
    public var detents: [SheetDetent]
    /// `selectedDetentIdentifier`, as an index into `detents`; nil rests at the smallest
    /// (Apple: "the sheet displays at the smallest detent you specify").
    public var selected: Int?
    /// `prefersGrabberVisible`.
    public var grabber: Bool?
    /// `preferredCornerRadius`, in points.
    public var cornerRadius: Double?
    /// `largestUndimmedDetentIdentifier`, as an index into `detents`.
    public var largestUndimmed: Int?
    /// `prefersScrollingExpandsWhenScrolledToEdge`.
    public var scrollingExpands: Bool?
    /// `prefersEdgeAttachedInCompactHeight`.
    public var edgeAttachedInCompactHeight: Bool?
    /// `widthFollowsPreferredContentSizeWhenEdgeAttached`.
    public var widthFollowsContentSize: Bool?

    public init(
        detents: [SheetDetent], selected: Int? = nil, grabber: Bool? = nil, cornerRadius: Double? = nil,
        largestUndimmed: Int? = nil, scrollingExpands: Bool? = nil, edgeAttachedInCompactHeight: Bool? = nil,
        widthFollowsContentSize: Bool? = nil
    ) {
        self.detents = detents
        self.selected = selected
        self.grabber = grabber
        self.cornerRadius = cornerRadius
        self.largestUndimmed = largestUndimmed
        self.scrollingExpands = scrollingExpands
        self.edgeAttachedInCompactHeight = edgeAttachedInCompactHeight
        self.widthFollowsContentSize = widthFollowsContentSize
    }

    /// UIKit's default when no `detents` is written: the one large detent.
    public static let standard = Sheet(detents: [.large])

    /// Whether a detent needs iOS 16 (`custom(identifier:resolver:)`).
    public var hasCustomDetents: Bool {
        detents.contains { if case .custom = $0 { true } else { false } }
    }

    /// The height the sheet rises to: the selected detent's, else the smallest detent's
    /// (Apple's `selectedDetentIdentifier`: nil "displays at the smallest detent").
    public var restingHeight: ScalarExpression {
        if let selected { return detents[selected].resolvedHeight }
        let heights = detents.map(\.resolvedHeight)
        return heights.dropFirst().reduce(heights.first ?? .maximumDetentValue) { .extremum(.min, $0, $1) }
    }

    /// The presented view's frame once it rests (`final`).
    public var restingFrame: FrameExpression { Self.frame(restingAt: restingHeight) }

    /// The presented view's frame resting at a detent of `height`: full width, its top `height`
    /// above the bottom safe area, reaching down to the container's bottom edge.
    public static func frame(restingAt height: ScalarExpression) -> FrameExpression {
        let bottomInset = ScalarExpression.safeArea(.bottom)
        return .rect(
            x: .constant(0), y: .subtract(.subtract(.container(.height), bottomInset), height),
            width: .container(.width), height: .add(height, bottomInset))
    }
}

/// A height where a sheet rests.
public enum SheetDetent: Sendable, Hashable {
    /// `.medium()`: "approximately half the height of the screen" (Apple).
    case medium
    /// `.large()`: "a sheet at full height" (Apple).
    case large
    /// `.custom(identifier:resolver:)` (iOS 16): a height within the sheet's safe area, which
    /// may read `maximumDetentValue` and the container.
    case custom(ScalarExpression)

    /// The height as an expression: the system detents in terms of the maximum detent value.
    public var height: ScalarExpression {
        switch self {
        case .medium: .divide(.maximumDetentValue, .constant(2))
        case .large: .maximumDetentValue
        case .custom(let height): height
        }
    }

    /// The height UIKit rests at: a custom height kept within 0…the maximum detent value.
    public var resolvedHeight: ScalarExpression {
        switch self {
        case .medium, .large: height
        case .custom(let height): .extremum(.min, .extremum(.max, .constant(0), height), .maximumDetentValue)
        }
    }
}

extension Geometry {
    /// The maximum detent value, the large detent's height within the sheet's safe area: the
    /// container less both safe-area insets and the 10 pt gap UIKit leaves above a large
    /// page sheet on an iPhone in portrait. Apple documents the value's existence
    /// (`UISheetPresentationControllerDetentResolutionContext.maximumDetentValue`), not its
    /// size; the gap is this model's assumption, which is one reason the timeline marks every
    /// sheet phase approximate.
    public var maximumDetentValue: Double {
        max(0, containerHeight - safeArea.top - safeArea.bottom - Self.largeSheetGap)
    }

    /// The gap above a large page sheet, in points.
    public static let largeSheetGap = 10.0

    /// The resolved height of `detent` in points.
    public func height(of detent: SheetDetent) -> Double { evaluate(detent.resolvedHeight) }
}
